import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { snapshotChain } from '@latch/fixture-evm/node'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { describeEvmRequest, evmChain, runEvmSigning } from './evmRpc'

const bed = inject('evmTestBed')
const chain = evmChain(bed.chainA.chainId, bed.chainA.rpcUrl)
const reader = createPublicClient({ chain, transport: http() })
const account = privateKeyToAccount(generatePrivateKey())
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
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
})
afterEach(async () => {
  await revert()
})

describe('eth_signTransaction in the embedded wallet (issue 34)', () => {
  it('is shown as "Sign transaction" and signed by the account with nonce, gas and fees filled in; nothing is sent', async () => {
    const params = [{ from: account.address, to: RECEIVER, value: '0x5', data: '0x1234' }]
    const description = describeEvmRequest('eth_signTransaction', params, chain, account)
    expect(description.title).toBe('Sign transaction')
    expect(description.rows).toContainEqual({ label: 'To', value: RECEIVER })
    const balanceBefore = await reader.getBalance({ address: RECEIVER })
    const signed = (await runEvmSigning('eth_signTransaction', params, chain, account)) as Hex
    expect(await recoverTransactionAddress({ serializedTransaction: signed as `0x02${string}` })).toBe(
      account.address,
    )
    const parsed = parseTransaction(signed)
    expect(parsed).toMatchObject({
      to: RECEIVER.toLowerCase(),
      value: 5n,
      data: '0x1234',
      nonce: 0,
      chainId: 31337,
    })
    expect(parsed.gas).toBeGreaterThan(21_000n)
    expect(await reader.getTransactionCount({ address: account.address })).toBe(0)
    expect(await reader.getBalance({ address: RECEIVER })).toBe(balanceBefore)
  })
})
