import type { CaipAddress } from '@latch/core'
import { snapshotChain } from '@latch/fixture-evm/node'
import { encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { createEvmTestEnv, type EvmTestEnv, methodsOf } from '../testing/createEvmTestEnv'

// Issue 35: the swap flow sends prepared calls (a token's approve, a router's swap) through the adapter.
const DEV_WALLET = 'dev.latch.wallet'
const SPENDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
let revert: () => Promise<void>
let env: EvmTestEnv
let from: CaipAddress

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
  env = await createEvmTestEnv()
  from = (await env.adapter.connect({ connectorId: DEV_WALLET })).accounts[0]!.address
})
afterEach(async () => {
  await revert()
})

const approveData = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, amount] })

describe('sendTransaction (issue 35)', () => {
  it('sends the call data to the contract from the connected account: the allowance is set on chain', async () => {
    const token = env.bed.chainA.contracts.token18
    const hash = await env.adapter.sendTransaction!({ from, to: token, data: approveData(1234n), value: 0n })
    const receipt = await env.readerA.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    const owner = getAddress(from.split(':')[2]!)
    expect(
      await env.readerA.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, SPENDER],
      }),
    ).toBe(1234n)
  })

  it('a wallet on another chain than the sender is refused before any prompt', async () => {
    env.wallet.moveToChain(31338)
    const token = env.bed.chainA.contracts.token18
    await expect(
      env.adapter.sendTransaction!({ from, to: token, data: approveData(1n), value: 0n }),
    ).rejects.toThrowError(expect.objectContaining({ name: 'UnsupportedChainError' }))
    expect(methodsOf(env.wallet)).not.toContain('eth_sendTransaction')
  })
})
