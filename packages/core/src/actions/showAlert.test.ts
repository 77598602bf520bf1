import { describe, expect, it } from 'vitest'
import { RATE_LIMITED } from '../notices/catalogue'
import { setupLatch } from '../testing/testLatch.fixture'
import { showAlert } from './showAlert'
import { showToast } from './showToast'

describe('showAlert', () => {
  it('default: the alert shows, replacing the one shown; the toast stays', () => {
    const { client } = setupLatch({ projectId: undefined })
    expect(client.getState().notices.alert?.id).toBe('PROJECT_ID_NOT_CONFIGURED')
    showToast(client, { id: 'A', variant: 'info', message: 'a toast' })
    showAlert(client, RATE_LIMITED)
    expect(client.getState().notices.alert).toEqual(RATE_LIMITED)
    expect(client.getState().notices.toast?.id).toBe('A')
  })
})
