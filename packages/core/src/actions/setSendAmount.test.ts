import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { setSendAmount } from './setSendAmount'

describe('setSendAmount', () => {
  it('default: the amount as typed (checked when sending); undefined empties it', () => {
    const { client } = setupLatch()
    setSendAmount(client, { amount: '0.5' })
    expect(client.getState().send.sendTokenAmount).toBe('0.5')
    setSendAmount(client, { amount: undefined })
    expect(client.getState().send.sendTokenAmount).toBeUndefined()
  })
})
