import { describe, expect, it } from 'vitest'
import type { SendCallsRequest } from '../adapter/types'
import { MethodNotSupportedError } from '../errors/catalogue'
import { ADDRESS, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { sendCalls } from './sendCalls'

// The batches through a real dev wallet on anvil are in adapter-evm (evmAdapter.calls.test.ts).
const calls = [{ to: '0x2222222222222222222222222222222222222222', value: 1n }]

describe('sendCalls (EIP-5792)', () => {
  it('default: the account, the calls and the host’s choices reach the adapter; the id comes back', async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    const sent: SendCallsRequest[] = []
    evm.sendCalls = async (input) => {
      sent.push(input)
      return { id: '0x01' }
    }
    expect(await sendCalls(client, { calls, atomicRequired: true, fallback: 'sequential' })).toEqual({
      id: '0x01',
    })
    expect(sent).toEqual([
      { from: `eip155:1:${ADDRESS}`, calls, atomicRequired: true, fallback: 'sequential' },
    ])
  })

  it("error: an adapter without EIP-5792: 'Not supported by this wallet'", async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    await expect(sendCalls(client, { calls })).rejects.toThrow('Not supported by this wallet')
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
