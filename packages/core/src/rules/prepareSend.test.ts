import { describe, expect, it } from 'vitest'
import { emptySendState } from '../state/initialState'
import type { SendState } from '../state/types'
import { prepareSend } from './prepareSend'

const usdc = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }
const filled: SendState = {
  ...emptySendState(),
  token: usdc,
  sendTokenAmount: '1.5',
  receiverAddress: '0x2222222222222222222222222222222222222222',
}

describe('prepareSend (spec §4, §5)', () => {
  it('converts the amount to base units with the token decimals; a token with an address is a token transfer', () => {
    expect(prepareSend(filled, 'eip155')).toEqual({
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
      'solana',
    )
    expect(native).toMatchObject({
      kind: 'native',
      value: 250_000_000n,
      token: { symbol: 'SOL', decimals: 9 },
    })
  })

  it('keeps the USDT-style flag for the adapter', () => {
    const usdt = prepareSend({ ...filled, token: { ...usdc, symbol: 'USDT', usdtStyle: true } }, 'eip155')
    expect(usdt.token.usdtStyle).toBe(true)
  })

  it("refuses a missing amount or receiver with 'An amount and receiver address are required'", () => {
    expect(() => prepareSend({ ...filled, sendTokenAmount: '' }, 'eip155')).toThrow(
      'An amount and receiver address are required',
    )
    expect(() => prepareSend({ ...filled, receiverAddress: undefined }, 'eip155')).toThrow(
      'An amount and receiver address are required',
    )
  })

  it("refuses a missing token with 'A token is required'", () => {
    expect(() => prepareSend({ ...filled, token: undefined }, 'eip155')).toThrow('A token is required')
  })

  it('refuses without an active namespace, and on a namespace that cannot send', () => {
    expect(() => prepareSend(filled, undefined)).toThrow('A chain namespace is required to send')
    expect(() => prepareSend(filled, 'polkadot')).toThrowError(
      expect.objectContaining({ name: 'UnsupportedChainError', message: 'Unsupported chain' }),
    )
  })
})
