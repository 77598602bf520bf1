import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { setSendReceiver } from './setSendReceiver'

const RECEIVER = '0x3333333333333333333333333333333333333333'

describe('setSendReceiver', () => {
  it('default: the receiver as given (no name lookup); undefined empties it', () => {
    const { client, evm } = setupLatch()
    setSendReceiver(client, { address: RECEIVER })
    expect(client.getState().send.receiverAddress).toBe(RECEIVER)
    setSendReceiver(client, { address: 'friend.eth' })
    expect(client.getState().send.receiverAddress).toBe('friend.eth')
    setSendReceiver(client, { address: undefined })
    expect(client.getState().send.receiverAddress).toBeUndefined()
    expect(evm.calls).toEqual([])
  })
})
