import { describe, expect, it } from 'vitest'
import type { CallsStatus, SendCallsRequest } from '../adapter/types'
import { MethodNotSupportedError } from '../errors/catalogue'
import { ADDRESS, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { getCallsStatus } from './getCallsStatus'
import { getCapabilities } from './getCapabilities'
import { sendCalls } from './sendCalls'

// The batches through a real dev wallet on anvil are in adapter-evm (evmAdapter.calls.test.ts).
const calls = [{ to: '0x2222222222222222222222222222222222222222', value: 1n }]

describe('sendCalls, getCapabilities, getCallsStatus (EIP-5792)', () => {
  it('default: the account, the calls and the host’s choices reach the adapter; the id and status come back', async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    const sent: SendCallsRequest[] = []
    const status: CallsStatus = { id: '0x01', status: 'success', atomic: true, receipts: [] }
    evm.sendCalls = async (input) => {
      sent.push(input)
      return { id: '0x01' }
    }
    evm.getCallsStatus = async ({ id }) => ({ ...status, id })
    evm.getCapabilities = async () => ({ atomic: { status: 'supported' } })
    expect(await getCapabilities(client)).toEqual({ atomic: { status: 'supported' } })
    expect(await sendCalls(client, { calls, atomicRequired: true, fallback: 'sequential' })).toEqual({
      id: '0x01',
    })
    expect(sent).toEqual([
      { from: `eip155:1:${ADDRESS}`, calls, atomicRequired: true, fallback: 'sequential' },
    ])
    expect(await getCallsStatus(client, { id: '0x01' })).toEqual(status)
  })

  it("error: an adapter without EIP-5792: 'Not supported by this wallet' for each action", async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    await expect(getCapabilities(client)).rejects.toBeInstanceOf(MethodNotSupportedError)
    await expect(sendCalls(client, { calls })).rejects.toThrow('Not supported by this wallet')
    await expect(getCallsStatus(client, { id: '0x01' })).rejects.toBeInstanceOf(MethodNotSupportedError)
  })

  it('error: the wallet’s own 4200 answer becomes MethodNotSupportedError', async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    evm.sendCalls = async () => {
      throw Object.assign(new Error('Method not supported'), { code: 4200 })
    }
    await expect(sendCalls(client, { calls })).rejects.toBeInstanceOf(MethodNotSupportedError)
  })
})
