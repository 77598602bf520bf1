import { describe, expect, it } from 'vitest'
import { MethodNotSupportedError } from '../errors/catalogue'
import { ADDRESS, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { getCapabilities } from './getCapabilities'

describe('getCapabilities (EIP-5792)', () => {
  it('default: asks the adapter for the connected account and resolves with the wallet’s answer', async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    const asked: unknown[] = []
    evm.getCapabilities = async (input) => {
      asked.push(input)
      return { atomic: { status: 'supported' } }
    }
    expect(await getCapabilities(client)).toEqual({ atomic: { status: 'supported' } })
    expect(asked).toEqual([{ address: `eip155:1:${ADDRESS}` }])
  })

  it("error: an adapter without EIP-5792: MethodNotSupportedError, 'Not supported by this wallet'", async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    await expect(getCapabilities(client)).rejects.toBeInstanceOf(MethodNotSupportedError)
    await expect(getCapabilities(client)).rejects.toThrow('Not supported by this wallet')
  })
})
