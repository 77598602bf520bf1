import { describe, expect, it } from 'vitest'
import { ConnectorNotFoundError } from '../errors/catalogue'
import { EMBEDDED_ADDRESS, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { setupLatch } from '../testing/testLatch.fixture'
import { connectPasskey } from './connectPasskey'

describe('connectPasskey (passkey login, issue 33)', () => {
  it('connects the wallet’s accounts with the user’s e-mail', async () => {
    const { client, embedded } = setupEmbeddedLatch()
    const user = await connectPasskey(client)
    expect(user.email).toBe('ada@example.com')
    expect(embedded.calls).toEqual(['connectPasskey'])
    expect(client.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: EMBEDDED_ADDRESS,
      user: { email: 'ada@example.com' },
    })
  })

  it('without the host’s passkeyLogin: loads nothing and throws ConnectorNotFoundError', async () => {
    let loads = 0
    const { client } = setupLatch({
      embedded: {
        load: async () => {
          loads++
          throw new Error('not loaded')
        },
      },
      remoteFeatures: { email: true },
    })
    await expect(connectPasskey(client)).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(loads).toBe(0)
  })
})
