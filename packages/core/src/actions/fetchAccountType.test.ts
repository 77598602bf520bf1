import { describe, expect, it } from 'vitest'
import type { CaipAddress } from '../caip/types'
import { ADDRESS, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { fetchAccountType } from './fetchAccountType'

describe('fetchAccountType (spec §3 smartAccountDeployed)', () => {
  it('reads from the adapter (the chain) whether the account has smart-account code, and state follows', async () => {
    const { client, evm } = setupLatch()
    let deployed = false
    const asked: CaipAddress[] = []
    evm.isSmartAccountDeployed = async ({ address }) => {
      asked.push(address)
      return deployed
    }
    await connect(client, TEST_WALLET)
    deployed = true
    expect(await fetchAccountType(client)).toBe(true)
    expect(client.getState().accounts.eip155?.smartAccountDeployed).toBe(true)
    expect(asked.at(-1)).toBe(`eip155:1:${ADDRESS}`)
  })

  it('an adapter without isSmartAccountDeployed, or no account: undefined, and nothing is asked', async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    const before = client.getState().accounts.eip155?.smartAccountDeployed
    expect(await fetchAccountType(client)).toBeUndefined()
    expect(client.getState().accounts.eip155?.smartAccountDeployed).toBe(before)
    let asked = 0
    evm.isSmartAccountDeployed = async () => {
      asked++
      return true
    }
    await disconnect(client)
    expect(await fetchAccountType(client, { namespace: 'eip155' })).toBeUndefined()
    expect(asked).toBe(0)
  })

  it('a failed read keeps the last value and resolves undefined (no error reaches the host)', async () => {
    const { client, evm } = setupLatch()
    let fails = false
    evm.isSmartAccountDeployed = async () => {
      if (fails) throw new Error('rpc down')
      return true
    }
    await connect(client, TEST_WALLET)
    expect(await fetchAccountType(client)).toBe(true)
    fails = true
    expect(await fetchAccountType(client)).toBeUndefined()
    expect(client.getState().accounts.eip155?.smartAccountDeployed).toBe(true)
  })

  it('an answer for an account that has since disconnected does not land on the state', async () => {
    const { client, evm } = setupLatch()
    let answer: (deployed: boolean) => void = () => {}
    await connect(client, TEST_WALLET)
    evm.isSmartAccountDeployed = () => new Promise((resolve) => (answer = resolve))
    const reading = fetchAccountType(client)
    await disconnect(client)
    answer(true)
    expect(await reading).toBe(true)
    expect(client.getState().accounts.eip155?.smartAccountDeployed).not.toBe(true)
  })
})
