import type { CaipAddress, TypedDataRequest } from '@latch/core'
import { delegationCode } from '@latch/fixture-evm'
import { snapshotChain } from '@latch/fixture-evm/node'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseTransaction,
  recoverTransactionAddress,
  verifyTypedData,
} from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { createEvmTestEnv, type EvmTestEnv, methodsOf } from '../testing/createEvmTestEnv'

const DEV_WALLET = 'dev.latch.wallet'
const RECEIVER_1: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const RECEIVER_2: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
])
let revert: () => Promise<void>
let env: EvmTestEnv

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await revert()
})

async function connected(
  options: { walletBatches?: boolean; walletSignsTransactions?: boolean } = {},
): Promise<CaipAddress> {
  env = await createEvmTestEnv(options)
  return (await env.adapter.connect({ connectorId: DEV_WALLET })).accounts[0]!.address
}

const token = () => inject('evmTestBed').chainA.contracts.token18
const balanceOf = (owner: Address) =>
  env.readerA.readContract({ address: token(), abi: erc20, functionName: 'balanceOf', args: [owner] })
const transferCall = (to: Address, amount: bigint) => ({
  to: token(),
  data: encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [to, amount] }),
})

const mail: TypedDataRequest = {
  domain: {
    name: 'Latch Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: 12345678901234567890n,
  },
}

describe('signTypedData (EIP-712)', () => {
  it('eth_signTypedData_v4 with the real key: viem verifyTypedData accepts it for the account, not for another', async () => {
    const account = await connected()
    const signature = (await env.adapter.signTypedData({ address: account, typedData: mail })) as Hex
    expect(methodsOf(env.wallet).at(-1)).toBe('eth_signTypedData_v4')
    const [signer, other] = env.wallet.addresses
    const typed = mail as Parameters<typeof verifyTypedData>[0]
    expect(await verifyTypedData({ ...typed, address: signer!, signature })).toBe(true)
    expect(await verifyTypedData({ ...typed, address: other!, signature })).toBe(false)
    const altered = { ...typed, message: { ...mail.message, contents: 'Hello, Eve!' } }
    expect(await verifyTypedData({ ...altered, address: signer!, signature } as never)).toBe(false)
  })

  it("the visitor declines: 'User rejected the request' (RELIABILITY #10)", async () => {
    const account = await connected()
    env.wallet.rejectNext()
    await expect(env.adapter.signTypedData({ address: account, typedData: mail })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
  })
})

describe('signTransaction (eth_signTransaction, issue 34)', () => {
  it('a wallet with eth_signTransaction signs the call with the real key: the signer recovers to the account, nothing is sent', async () => {
    const account = await connected({ walletSignsTransactions: true })
    const [signer] = env.wallet.addresses
    const nonceBefore = await env.readerA.getTransactionCount({ address: signer! })
    const call = transferCall(RECEIVER_1, 7n)
    const signed = (await env.adapter.signTransaction!({
      from: account,
      to: call.to,
      data: call.data,
      value: 0n,
    })) as `0x02${string}`
    expect(methodsOf(env.wallet).at(-1)).toBe('eth_signTransaction')
    expect(await recoverTransactionAddress({ serializedTransaction: signed })).toBe(signer)
    const parsed = parseTransaction(signed)
    expect(parsed).toMatchObject({
      to: call.to.toLowerCase(),
      data: call.data,
      chainId: 31337,
      nonce: nonceBefore,
    })
    expect(await env.readerA.getTransactionCount({ address: signer! })).toBe(nonceBefore)
    expect(await balanceOf(RECEIVER_1)).toBe(0n)
  })

  it("a wallet without eth_signTransaction: the typed 'Not supported by this wallet' error", async () => {
    const account = await connected()
    const refused = env.adapter.signTransaction!({ from: account, to: RECEIVER_1, data: '0x', value: 1n })
    await expect(refused).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
      message: 'Not supported by this wallet',
    })
  })
})

describe('EIP-5792 through a wallet that supports it (the dev wallet batching through EIP-7702)', () => {
  it('getCapabilities: atomic batches are supported on the account’s chain', async () => {
    const account = await connected({ walletBatches: true })
    expect(await env.adapter.getCapabilities({ address: account })).toMatchObject({
      atomic: { status: 'supported' },
    })
  })

  it('sendCalls: two ERC20 transfers land in one transaction, each receiver up by exactly its amount; getCallsStatus reports it', async () => {
    const account = await connected({ walletBatches: true })
    const sender = env.wallet.addresses[0]!
    expect(await env.adapter.isSmartAccountDeployed({ address: account })).toBe(false)
    const [before1, before2, senderBefore] = await Promise.all([
      balanceOf(RECEIVER_1),
      balanceOf(RECEIVER_2),
      balanceOf(sender),
    ])
    const { id } = await env.adapter.sendCalls({
      from: account,
      calls: [transferCall(RECEIVER_1, 1_000n), transferCall(RECEIVER_2, 2_345n)],
      atomicRequired: true,
    })
    expect(methodsOf(env.wallet)).toContain('wallet_sendCalls')
    const receipt = await env.readerA.waitForTransactionReceipt({ hash: id as Hex, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(RECEIVER_1)).toBe(before1 + 1_000n)
    expect(await balanceOf(RECEIVER_2)).toBe(before2 + 2_345n)
    expect(await balanceOf(sender)).toBe(senderBefore - 3_345n)
    // One transaction: both Transfer events are in this receipt, sent by the account to itself (its address kept).
    expect(receipt.from.toLowerCase()).toBe(sender.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(sender.toLowerCase())
    expect(receipt.logs.filter((log) => log.address.toLowerCase() === token().toLowerCase())).toHaveLength(2)
    const code = await env.readerA.getCode({ address: sender })
    expect(code).toBe(delegationCode(inject('evmTestBed').chainA.contracts.simple7702Account))
    // smartAccountDeployed from the chain: the account now has the delegation designator as code.
    expect(await env.adapter.isSmartAccountDeployed({ address: account })).toBe(true)

    const status = await env.adapter.getCallsStatus({ id })
    expect(status).toMatchObject({ id, status: 'success', atomic: true })
    expect(status.receipts.map((r) => r.transactionHash)).toEqual([receipt.transactionHash])
  })

  it('an atomic batch with a failing call moves nothing (all or none)', async () => {
    const account = await connected({ walletBatches: true })
    const before = await balanceOf(RECEIVER_1)
    const tooMuch = 10n ** 40n
    await expect(
      env.adapter.sendCalls({
        from: account,
        calls: [transferCall(RECEIVER_1, 1_000n), transferCall(RECEIVER_2, tooMuch)],
        atomicRequired: true,
      }),
    ).rejects.toThrow()
    expect(await balanceOf(RECEIVER_1)).toBe(before)
  })
})

describe('EIP-5792 through a wallet without it', () => {
  it("sendCalls and getCapabilities: the typed 'Not supported by this wallet' error, no transaction sent", async () => {
    const account = await connected()
    const before = await balanceOf(RECEIVER_1)
    const refused = env.adapter.sendCalls({ from: account, calls: [transferCall(RECEIVER_1, 1n)] })
    await expect(refused).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
      message: 'Not supported by this wallet',
    })
    await expect(env.adapter.getCapabilities({ address: account })).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
    })
    expect(methodsOf(env.wallet)).not.toContain('eth_sendTransaction')
    expect(await balanceOf(RECEIVER_1)).toBe(before)
  })

  it("fallback 'sequential' (the host asked): one transaction per call; getCallsStatus says not atomic, both receipts", async () => {
    const account = await connected()
    const [before1, before2] = await Promise.all([balanceOf(RECEIVER_1), balanceOf(RECEIVER_2)])
    const { id } = await env.adapter.sendCalls({
      from: account,
      calls: [transferCall(RECEIVER_1, 7n), transferCall(RECEIVER_2, 9n)],
      fallback: 'sequential',
    })
    expect(methodsOf(env.wallet).filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    await vi.waitFor(async () => expect((await env.adapter.getCallsStatus({ id })).status).toBe('success'), {
      timeout: 5_000,
    })
    const status = await env.adapter.getCallsStatus({ id })
    expect(status.atomic).toBe(false)
    expect(new Set(status.receipts.map((r) => r.transactionHash)).size).toBe(2)
    expect(await balanceOf(RECEIVER_1)).toBe(before1 + 7n)
    expect(await balanceOf(RECEIVER_2)).toBe(before2 + 9n)
  })

  it('atomicRequired with the sequential fallback is refused, nothing sent', async () => {
    const account = await connected()
    await expect(
      env.adapter.sendCalls({
        from: account,
        calls: [transferCall(RECEIVER_1, 1n), transferCall(RECEIVER_2, 1n)],
        atomicRequired: true,
        fallback: 'sequential',
      }),
    ).rejects.toThrow()
    expect(methodsOf(env.wallet)).not.toContain('eth_sendTransaction')
  })
})
