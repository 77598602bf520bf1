import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { showToast } from './showToast'

describe('showToast', () => {
  it('default: the toast shows; a newer one replaces it', () => {
    const { client } = setupLatch()
    showToast(client, { id: 'ADDRESS_COPIED', variant: 'success', message: 'Address copied' })
    expect(client.getState().notices.toast).toEqual({
      id: 'ADDRESS_COPIED',
      variant: 'success',
      message: 'Address copied',
    })
    showToast(client, { id: 'SEND_SUCCESS', variant: 'success', message: 'Sent' })
    expect(client.getState().notices.toast?.id).toBe('SEND_SUCCESS')
  })
})
