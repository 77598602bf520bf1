import { describe, expect, it } from 'vitest'
import { emptySendState } from '../state/initialState'
import type { SendState } from '../state/types'
import { prepareSend } from './prepareSend'

const usdc = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }
const evm = { namespace: 'eip155', canSend: true }
const filled: SendState = {
  ...emptySendState(),
  token: usdc,
  sendTokenAmount: '1.5',
  receiverAddress: '0x2222222222222222222222222222222222222222',
}

describe('prepareSend (spec §4, §5)', () => {
  it('converts the amount to base units with the token decimals; a token with an address is a token transfer', () => {
    expect(prepareSend(filled, evm)).toEqual({
      namespace: 'eip155',
      token: usdc,
      to: '0x2222222222222222222222222222222222222222',
      value: 1_500_000n,
      kind: 'token',
    })
  })

  it('a token without an address is a native transfer', () => {
    const native = prepareSend(
      { ...filled, token: { symbol: 'SOL', decimals: 9 }, sendTokenAmount: '0.25' },
      { namespace: 'solana', canSend: true },
    )
    expect(native).toMatchObject({
      kind: 'native',
      value: 250_000_000n,
      token: { symbol: 'SOL', decimals: 9 },
    })
  })

  it("refuses a token that is not the network's native currency and has no address: 'A token address is required for a token transfer' (never a native send of that amount)", () => {
    const ether = { nativeCurrency: { symbol: 'ETH', decimals: 18 } }
    expect(() =>
      prepareSend({ ...filled, token: { symbol: 'USDC', decimals: 6 } }, { ...evm, ...ether }),
    ).toThrow(
      expect.objectContaining({
        code: 'TOKEN_ADDRESS_REQUIRED',
        message: 'A token address is required for a token transfer',
      }),
    )
    expect(
      prepareSend({ ...filled, token: { symbol: 'ETH', decimals: 18 } }, { ...evm, ...ether }).kind,
    ).toBe('native')
    expect(prepareSend(filled, { ...evm, ...ether }).kind).toBe('token')
  })

  it('hands the adapter only chain-neutral token facts (address, symbol, decimals)', () => {
    const withExtras = { ...usdc, name: 'USD Coin', quantity: '10', price: 1 }
    expect(prepareSend({ ...filled, token: withExtras }, evm).token).toEqual(usdc)
  })

  it("refuses a missing amount or receiver with 'An amount and receiver address are required'", () => {
    expect(() => prepareSend({ ...filled, sendTokenAmount: '' }, evm)).toThrow(
      'An amount and receiver address are required',
    )
    expect(() => prepareSend({ ...filled, receiverAddress: undefined }, evm)).toThrow(
      'An amount and receiver address are required',
    )
  })

  it("refuses a missing token with 'A token is required'", () => {
    expect(() => prepareSend({ ...filled, token: undefined }, evm)).toThrow('A token is required')
  })

  it('refuses without an active namespace', () => {
    expect(() => prepareSend(filled, { namespace: undefined, canSend: true })).toThrow(
      'A chain namespace is required to send',
    )
  })

  it('send by presence: an adapter without sendTransfer is the unsupported-chain error, whatever its namespace', () => {
    expect(() => prepareSend(filled, { namespace: 'eip155', canSend: false })).toThrowError(
      expect.objectContaining({ name: 'UnsupportedChainError', message: 'Unsupported chain' }),
    )
    expect(prepareSend(filled, { namespace: 'acme', canSend: true }).namespace).toBe('acme')
  })
})
