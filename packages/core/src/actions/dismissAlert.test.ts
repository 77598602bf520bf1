import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { dismissAlert } from './dismissAlert'
import { showToast } from './showToast'

describe('dismissAlert', () => {
  it('default: the alert goes; a toast shown meanwhile stays', () => {
    const { client } = setupLatch({ projectId: undefined })
    showToast(client, { id: 'A', variant: 'info', message: 'a toast' })
    expect(client.getState().notices.alert?.id).toBe('PROJECT_ID_NOT_CONFIGURED')
    dismissAlert(client)
    expect(client.getState().notices.alert).toBeUndefined()
    expect(client.getState().notices.toast?.id).toBe('A')
  })
})
