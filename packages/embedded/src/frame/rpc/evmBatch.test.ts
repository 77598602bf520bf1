import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { snapshotChain } from '@latch/fixture-evm/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import {
  batchCapabilities,
  batchStatus,
  delegationDesignator,
  describeBatch,
  readAccountCode,
  readBatch,
  sendBatch,
  setAccountDelegation,
} from './evmBatch'
import { evmChain } from './evmRpc'

const bed = inject('evmTestBed')
const chain = evmChain(bed.chainA.chainId, bed.chainA.rpcUrl)
const reader = createPublicClient({ chain, transport: http() })
const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
])
const token = bed.chainA.contracts.token18
const delegate = bed.chainA.contracts.simple7702Account
const RECEIVER_1: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const RECEIVER_2: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const balanceOf = (owner: Address) =>
  reader.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [owner] })
const transfer = (to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [to, amount] }),
})
// The frame's e-mail account: a fresh key, funded with gas and tokens by anvil's dev account 0.
const account = privateKeyToAccount(generatePrivateKey())
let revert: () => Promise<void>

beforeEach(async () => {
  revert = await snapshotChain(bed.chainA.rpcUrl)
  const funder = createWalletClient({
    account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!),
    chain,
    transport: http(),
  })
  await reader.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    pollingInterval: 20,
  })
  await reader.waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: token,
      abi: erc20,
      functionName: 'transfer',
      args: [account.address, 10_000n],
    }),
    pollingInterval: 20,
  })
})
afterEach(async () => {
  await revert()
})

const request = (calls: unknown[], extra: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    from: account.address,
    chainId: `0x${chain.id.toString(16)}`,
    atomicRequired: true,
    calls,
    ...extra,
  },
]

describe('embedded smart account: EIP-7702 to Simple7702Account, EIP-5792 batches', () => {
  it('a batch of two ERC20 transfers lands in one transaction, each receiver up by exactly its amount; the account delegates and keeps its address; getCallsStatus reports it', async () => {
    expect(await readAccountCode(chain, account.address)).toEqual({ kind: 'eoa' })
    expect(await batchCapabilities(chain, account.address, delegate)).toEqual({
      '0x7a69': { atomic: { status: 'ready' } },
    })
    const calls = readBatch(
      request([transfer(RECEIVER_1, 1_000n), transfer(RECEIVER_2, 2_345n)]),
      chain,
      account,
    )
    const shown = describeBatch(calls, chain, account, true).rows
    expect(shown).toContainEqual({ label: 'Call 1 to', value: token })
    expect(shown).toContainEqual({
      label: 'Account type',
      value: 'Becomes a smart account (EIP-7702); the address stays the same',
    })
    const [before1, before2] = await Promise.all([balanceOf(RECEIVER_1), balanceOf(RECEIVER_2)])

    const id = await sendBatch({ calls, chain, account, delegate })
    const receipt = await reader.waitForTransactionReceipt({ hash: id, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect(receipt.logs.filter((log) => log.address.toLowerCase() === token.toLowerCase())).toHaveLength(2)
    expect(await balanceOf(RECEIVER_1)).toBe(before1 + 1_000n)
    expect(await balanceOf(RECEIVER_2)).toBe(before2 + 2_345n)
    expect(await balanceOf(account.address)).toBe(10_000n - 3_345n)
    // smartAccountDeployed, read from the chain: the delegation designator is the account's code.
    expect(await reader.getCode({ address: account.address })).toBe(delegationDesignator(delegate))
    expect(await batchCapabilities(chain, account.address, delegate)).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    expect(await batchStatus(chain, id)).toMatchObject({
      id,
      atomic: true,
      status: 200,
      receipts: [{ transactionHash: id, status: '0x1' }],
    })
  })

  it('the upgrade is made once: a later batch is a plain transaction with no authorization', async () => {
    const first = await sendBatch({
      calls: readBatch(request([transfer(RECEIVER_1, 1n)]), chain, account),
      chain,
      account,
      delegate,
    })
    expect((await reader.getTransaction({ hash: first })).type).toBe('eip7702')
    await reader.waitForTransactionReceipt({ hash: first, pollingInterval: 20 })
    const second = await sendBatch({
      calls: readBatch(request([transfer(RECEIVER_2, 1n)]), chain, account),
      chain,
      account,
      delegate,
    })
    expect((await reader.getTransaction({ hash: second })).type).toBe('eip1559')
    expect((await reader.waitForTransactionReceipt({ hash: second, pollingInterval: 20 })).status).toBe(
      'success',
    )
  })

  it('a batch whose second call fails moves nothing (all or none)', async () => {
    const before = await balanceOf(RECEIVER_1)
    const calls = readBatch(
      request([transfer(RECEIVER_1, 1_000n), transfer(RECEIVER_2, 10n ** 30n)]),
      chain,
      account,
    )
    await expect(sendBatch({ calls, chain, account, delegate })).rejects.toThrow()
    expect(await balanceOf(RECEIVER_1)).toBe(before)
  })

  it('the account switch: smartAccount delegates, eoa clears the code; the address never changes', async () => {
    await reader.waitForTransactionReceipt({
      hash: await setAccountDelegation({ chain, account, delegate }),
      pollingInterval: 20,
    })
    expect(await readAccountCode(chain, account.address)).toEqual({
      kind: 'delegated',
      to: delegate.toLowerCase(),
    })
    await reader.waitForTransactionReceipt({
      hash: await setAccountDelegation({ chain, account, delegate: undefined }),
      pollingInterval: 20,
    })
    expect(await readAccountCode(chain, account.address)).toEqual({ kind: 'eoa' })
    expect(await reader.getCode({ address: account.address })).toBeUndefined()
  })

  it('refused before any prompt: calls from another account, for another network, or malformed', () => {
    const other = privateKeyToAccount(generatePrivateKey()).address
    expect(() => readBatch(request([transfer(RECEIVER_1, 1n)], { from: other }), chain, account)).toThrow(
      'The calls are not from this wallet’s account',
    )
    expect(() => readBatch(request([transfer(RECEIVER_1, 1n)], { chainId: '0x1' }), chain, account)).toThrow(
      expect.objectContaining({ code: 5710 }),
    )
    expect(() => readBatch(request([{ to: 'nope' }]), chain, account)).toThrow('Call 1: invalid receiver')
    expect(() => readBatch(request([]), chain, account)).toThrow('1 to 32 calls are required')
  })

  it('getCallsStatus: an id that is not a transaction hash is 5730; a hash with no receipt yet is pending (100)', async () => {
    await expect(batchStatus(chain, 'nope')).rejects.toMatchObject({ code: 5730 })
    const unknown = `0x${'12'.repeat(32)}` as Hex
    expect(await batchStatus(chain, unknown)).toMatchObject({ status: 100, receipts: [] })
  })
})
