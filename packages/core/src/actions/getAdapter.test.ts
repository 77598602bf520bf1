import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { getAdapter } from './getAdapter'

describe('getAdapter', () => {
  it('default: the adapter the host passed for the namespace, and undefined for another', () => {
    const { client, evm } = setupLatch()
    expect(getAdapter(client, { namespace: 'eip155' })).toBe(evm)
    expect(getAdapter(client, { namespace: 'solana' })).toBeUndefined()
  })
})
