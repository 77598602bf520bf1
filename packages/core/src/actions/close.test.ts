import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { close } from './close'
import { navigate } from './navigate'
import { open } from './open'

describe('close', () => {
  it('default: the modal closes, its history starts over, and MODAL_CLOSE tells the host', async () => {
    const { client, events } = setupLatch()
    await open(client)
    navigate(client, { view: 'AllWallets' })
    close(client)
    expect(client.getState().modal).toEqual({
      open: false,
      history: [{ view: 'Connect', params: {} }],
      direction: 'prev',
    })
    expect(events.map((event) => event.type)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('behavior: a closed modal stays as it is, and nothing is told', () => {
    const { client, events } = setupLatch()
    const before = client.getState()
    close(client)
    expect(client.getState()).toBe(before)
    expect(events).toEqual([])
  })

  it('behavior: the sign view cannot be closed while sign-in is required and there is no session (spec §4)', async () => {
    const required = setupLatch({ siwx: { required: true } })
    await open(required.client, { view: 'SIWXSignMessage' })
    close(required.client)
    expect(required.client.getState().modal.open).toBe(true)
    // Said, not silent: a toast and an event the UI shakes on (issue 40).
    expect(required.events.map((event) => event.type)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE_REFUSED'])
    expect(required.client.getState().notices.toast).toMatchObject({
      id: 'SIGN_IN_REQUIRED',
      message: 'Sign in to continue, or cancel to disconnect',
    })

    const optional = setupLatch({ siwx: { required: false } })
    await open(optional.client, { view: 'SIWXSignMessage' })
    close(optional.client)
    expect(optional.client.getState().modal.open).toBe(false)
  })
})
