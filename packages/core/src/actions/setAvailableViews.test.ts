import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { open } from './open'
import { setAvailableViews } from './setAvailableViews'

describe('setAvailableViews', () => {
  it('behavior: open({ view }) with a view the UI does not ship is refused with a typed error; the modal stays closed', async () => {
    const { client } = setupLatch()
    setAvailableViews(client, { views: ['Connect', 'Account', 'Networks'] })
    await expect(open(client, { view: 'OnRampProviders' })).rejects.toMatchObject({
      name: 'ViewNotAvailableError',
      message: 'This view is not available',
      details: 'OnRampProviders',
    })
    expect(client.getState().modal.open).toBe(false)
    await open(client, { view: 'Networks' })
    expect(client.getState().modal.history.at(-1)?.view).toBe('Networks')
  })

  it('default: before a UI says which views it ships, any view opens (a headless host draws its own)', async () => {
    const { client } = setupLatch()
    await open(client, { view: 'OnRampProviders' })
    expect(client.getState().modal.history.at(-1)?.view).toBe('OnRampProviders')
  })
})
