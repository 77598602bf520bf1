import { describe, expect, it } from 'vitest'
import type { CallsStatus } from '../adapter/types'
import { MethodNotSupportedError } from '../errors/catalogue'
import { setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { getCallsStatus } from './getCallsStatus'

describe('getCallsStatus (EIP-5792)', () => {
  it('default: the batch id reaches the adapter; its status comes back as the wallet gave it', async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    const status: CallsStatus = { id: '0x01', status: 'success', atomic: true, receipts: [] }
    const asked: string[] = []
    evm.getCallsStatus = async ({ id }) => {
      asked.push(id)
      return { ...status, id }
    }
    expect(await getCallsStatus(client, { id: '0x01' })).toEqual(status)
    expect(asked).toEqual(['0x01'])
  })

  it("error: an adapter without EIP-5792: MethodNotSupportedError, 'Not supported by this wallet'", async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    await expect(getCallsStatus(client, { id: '0x01' })).rejects.toBeInstanceOf(MethodNotSupportedError)
  })
})
