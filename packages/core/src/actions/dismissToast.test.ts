import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { dismissToast } from './dismissToast'
import { showToast } from './showToast'

describe('dismissToast', () => {
  it('default: hides the toast', () => {
    const { client } = setupLatch()
    showToast(client, { id: 'A', variant: 'info', message: 'first' })
    dismissToast(client)
    expect(client.getState().notices.toast).toBeUndefined()
  })

  it('parameters: notice: hides the toast it was given, not a newer one', () => {
    const { client } = setupLatch()
    const first = { id: 'A', variant: 'info', message: 'first' } as const
    const second = { id: 'B', variant: 'info', message: 'second' } as const
    showToast(client, first)
    showToast(client, second)
    dismissToast(client, { notice: first })
    expect(client.getState().notices.toast).toEqual(second)
    dismissToast(client, { notice: second })
    expect(client.getState().notices.toast).toBeUndefined()
  })
})
