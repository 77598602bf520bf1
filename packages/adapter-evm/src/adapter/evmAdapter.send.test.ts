import type { CaipAddress, TokenRef } from '@latch/core'
import { snapshotChain } from '@latch/fixture-evm/node'
import { type Address, type Hex, parseAbi } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { createEvmTestEnv, type EvmTestEnv, methodsOf } from '../testing/createEvmTestEnv'

const DEV_WALLET = 'dev.latch.wallet'
const RECEIVER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const balanceOfAbi = parseAbi(['function balanceOf(address) view returns (uint256)'])
let revert: () => Promise<void>
let env: EvmTestEnv
let from: CaipAddress

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
  const { chainA } = inject('evmTestBed')
  env = await createEvmTestEnv({ usdtStyleTokens: [`eip155:${chainA.chainId}:${chainA.contracts.usdt}`] })
  const connection = await env.adapter.connect({ connectorId: DEV_WALLET })
  from = connection.accounts[0]!.address
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await revert()
})

const tokenBalance = (token: Address, owner: Address) =>
  env.readerA.readContract({ address: token, abi: balanceOfAbi, functionName: 'balanceOf', args: [owner] })

async function mined(hash: string) {
  const receipt = await env.readerA.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 20 })
  expect(receipt.status).toBe('success')
  return receipt
}

describe('sendTransfer: native', () => {
  it('moves exactly the value to the receiver with empty data', async () => {
    const before = await env.readerA.getBalance({ address: RECEIVER })
    const value = 1_500_000_000_000_000_001n
    const hash = await env.adapter.sendTransfer({
      from,
      to: RECEIVER,
      token: { symbol: 'ETH', decimals: 18 },
      value,
    })
    await mined(hash)
    expect((await env.readerA.getBalance({ address: RECEIVER })) - before).toBe(value)
    const tx = await env.readerA.getTransaction({ hash: hash as Hex })
    expect(tx.input).toBe('0x')
    expect(tx.to).toBe(RECEIVER.toLowerCase())
  })
})

describe('sendTransfer: tokens', () => {
  const cases: [string, keyof EvmTestEnv['bed']['chainA']['contracts'], Omit<TokenRef, 'address'>, bigint][] =
    [
      ['an 18-decimals ERC20', 'token18', { symbol: 'LTT', decimals: 18 }, 1_234_500_000_000_000_000_000n],
      ['a 6-decimals ERC20', 'token6', { symbol: 'LUSD', decimals: 6 }, 42_000_001n],
      ['a USDT-style token (no return value)', 'usdt', { symbol: 'USDT', decimals: 6 }, 7_500_000n],
    ]
  it.each(cases)(
    '%s: the receiver gains and the sender loses exactly the base units',
    async (_, key, token, value) => {
      const address = env.bed.chainA.contracts[key]
      const sender = env.wallet.addresses[0]!
      const [senderBefore, receiverBefore] = await Promise.all([
        tokenBalance(address, sender),
        tokenBalance(address, RECEIVER),
      ])
      const hash = await env.adapter.sendTransfer({ from, to: RECEIVER, token: { ...token, address }, value })
      await mined(hash)
      expect((await tokenBalance(address, RECEIVER)) - receiverBefore).toBe(value)
      expect(senderBefore - (await tokenBalance(address, sender))).toBe(value)
    },
  )
})

describe('sendTransfer: refused before any wallet prompt', () => {
  it.each(['0x123', 'vitalik.eth', '0x90f79bf6eb2c4f870365e785982e1f101e93B906', ''])(
    'receiver %j is an InvalidAddressError',
    async (to) => {
      const before = env.wallet.requests.length
      await expect(
        env.adapter.sendTransfer({ from, to, token: { symbol: 'ETH', decimals: 18 }, value: 1n }),
      ).rejects.toThrowError(
        expect.objectContaining({
          name: 'InvalidAddressError',
          message: 'The address is not valid for this network',
        }),
      )
      expect(env.wallet.requests.length).toBe(before)
    },
  )

  it('a wallet on another chain than the sender is UnsupportedChainError', async () => {
    env.wallet.moveToChain(31338)
    const before = env.wallet.requests.length
    await expect(
      env.adapter.sendTransfer({ from, to: RECEIVER, token: { symbol: 'ETH', decimals: 18 }, value: 1n }),
    ).rejects.toThrowError(
      expect.objectContaining({
        name: 'UnsupportedChainError',
        message: 'Unsupported chain',
        details: 'the wallet is on eip155:31338, the sender on eip155:31337',
      }),
    )
    expect(env.wallet.requests.length).toBe(before)
  })

  it('a sender the wallet did not grant is an InvalidAddressError', async () => {
    await expect(
      env.adapter.sendTransfer({
        from: `eip155:31337:${RECEIVER}`,
        to: RECEIVER,
        token: { symbol: 'ETH', decimals: 18 },
        value: 1n,
      }),
    ).rejects.toThrowError(expect.objectContaining({ name: 'InvalidAddressError' }))
    expect(methodsOf(env.wallet)).not.toContain('eth_sendTransaction')
  })
})

describe('sendTransfer: wallet errors', () => {
  it('behavior: user rejects, nothing moves (RELIABILITY #10)', async () => {
    const before = await env.readerA.getBalance({ address: RECEIVER })
    env.wallet.rejectNext()
    await expect(
      env.adapter.sendTransfer({
        from,
        to: RECEIVER,
        token: { symbol: 'ETH', decimals: 18 },
        value: 10n ** 18n,
      }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(await env.readerA.getBalance({ address: RECEIVER })).toBe(before)
  })

  it('behavior: more than the balance is a WalletRequestError with the wallet text in details', async () => {
    const error = await env.adapter
      .sendTransfer({ from, to: RECEIVER, token: { symbol: 'ETH', decimals: 18 }, value: 10n ** 30n })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'WalletRequestError',
      message: 'The wallet could not complete the request',
    })
    expect((error as { details?: string }).details).toMatch(/insufficient funds|exceeds the balance/i)
  })
})
