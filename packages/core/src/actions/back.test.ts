import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { back } from './back'
import { navigate } from './navigate'
import { open } from './open'

describe('back (spec §2)', () => {
  it('open → Connect; navigate and back restore params; back with one entry closes', async () => {
    const { client, events } = setupLatch()
    await open(client)
    expect(client.getState().modal.history).toEqual([{ view: 'Connect', params: {} }])
    navigate(client, { view: 'AllWallets', params: { namespace: 'eip155' } })
    navigate(client, { view: 'ConnectingExternal', params: { connectorId: 'test-wallet' } })
    back(client)
    expect(client.getState().modal.history.at(-1)).toEqual({
      view: 'AllWallets',
      params: { namespace: 'eip155' },
    })
    expect(client.getState().modal.direction).toBe('prev')
    back(client)
    back(client)
    expect(client.getState().modal.open).toBe(false)
    expect(events.map((event) => event.type)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})
