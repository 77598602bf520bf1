import { createPublicClient, http, isAddressEqual, parseEther } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { foundry } from 'viem/chains'
import { describe, expect, inject, it } from 'vitest'
import simple7702Artifact from '../contracts/artifacts/Simple7702Account.json'

const bed = inject('evmTestBed')
const contracts = bed.chainA.contracts
const reader = createPublicClient({ chain: foundry, transport: http(bed.chainA.rpcUrl) })

describe('ERC-4337 v0.8 on the test bed (issue 34)', () => {
  it('puts EntryPoint 0.8 at the address Simple7702Account calls, from the published artifact', async () => {
    expect(isAddressEqual(contracts.entryPoint, entryPoint08Address)).toBe(true)
    const entryPointOfAccount = await reader.readContract({
      address: contracts.simple7702Account,
      abi: simple7702Artifact.abi,
      functionName: 'entryPoint',
    })
    expect(isAddressEqual(entryPointOfAccount as `0x${string}`, contracts.entryPoint)).toBe(true)
    expect((await reader.getCode({ address: contracts.entryPoint }))?.length).toBeGreaterThan(1000)
  })

  it('funds the sponsor paymaster at the EntryPoint', async () => {
    const deposit = await reader.readContract({
      address: contracts.entryPoint,
      abi: entryPoint08Abi,
      functionName: 'balanceOf',
      args: [contracts.sponsorPaymaster],
    })
    expect(deposit).toBe(parseEther('100'))
  })
})
