import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_CONNECTOR_IDS } from '../adapter/embedded'
import { ConnectorNotFoundError, UserRejectedError } from '../errors/catalogue'
import { startBatchSink } from '../services/analytics/startBatchSink.fixture'
import type { AnalyticsItem } from '../services/analytics/types'
import { EMBEDDED_ADDRESS, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { stored } from '../testing/testLatch.fixture'
import { connectSocial } from './connectSocial'
import { disconnect } from './disconnect'
import { open } from './open'

/** A browser window whose `open` answers `popup` (null: blocked) and whose page address can be "left". */
function stubWindow(popup: object | null) {
  const opened: string[] = []
  const assigned: string[] = []
  vi.stubGlobal('window', {
    open: (url: string) => {
      opened.push(url)
      return popup
    },
    location: { href: 'https://app.example.com/shop', assign: (url: string) => assigned.push(url) },
  })
  return { opened, assigned }
}

const attemptOf = (url: string | undefined) => new URL(url ?? 'x:').searchParams.get('attempt') ?? ''

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('connectSocial', () => {
  it('opens the popup inside the click (before anything is awaited), then connects with socialProvider', async () => {
    const { client, storage, embedded } = setupEmbeddedLatch()
    await open(client)
    const { opened } = stubWindow({})
    const login = connectSocial(client, { provider: 'google' })
    // Synchronously, in the same task as the click: a browser blocks a popup opened after an await.
    expect(opened).toHaveLength(1)
    const url = new URL(opened[0] as string)
    expect(url.pathname).toBe('/embedded/social/start')
    expect(url.searchParams.get('provider')).toBe('google')
    expect(url.searchParams.get('returnTo')).toBeNull()
    embedded.socialEmails.set(attemptOf(opened[0]), 'ada@example.com')
    const user = await login
    expect(user).toMatchObject({ email: 'ada@example.com', socialProvider: 'google' })
    expect(client.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: EMBEDDED_ADDRESS,
      socialProvider: 'google',
      user: { email: 'ada@example.com' },
      connectedWalletInfo: { id: EMBEDDED_CONNECTOR_IDS.eip155, type: 'embedded' },
    })
    expect(stored(storage, 'socialConnection')).toEqual({ provider: 'google' })
  })

  it('a blocked popup: the whole page goes to the login with a way back, and the returning page finishes it', async () => {
    const { client, storage } = setupEmbeddedLatch()
    await open(client)
    const { assigned } = stubWindow(null)
    void connectSocial(client, { provider: 'github' })
    await vi.waitFor(() => expect(assigned).toHaveLength(1))
    const url = new URL(assigned[0] as string)
    expect(url.searchParams.get('returnTo')).toBe('https://app.example.com/shop')
    const attempt = attemptOf(assigned[0])
    await vi.waitFor(() =>
      expect(stored(storage, 'socialConnection')).toEqual({ provider: 'github', pendingAttempt: attempt }),
    )

    // The page that comes back: same storage, a new client; mounting it finishes the pending login.
    const back = setupEmbeddedLatch(undefined, { storage })
    back.embedded.socialEmails.set(attempt, 'ada@example.com')
    back.client.mount()
    await vi.waitFor(() => expect(back.client.getState().accounts.eip155?.status).toBe('connected'))
    expect(back.client.getState().accounts.eip155?.socialProvider).toBe('github')
    expect(back.embedded.calls).toContain(`social:github:${attempt}`)
    expect(stored(storage, 'socialConnection')).toEqual({ provider: 'github' })
  })

  it('SOCIAL_LOGIN_SUCCESS is sent with the provider (spec §7)', async () => {
    const sink = await startBatchSink()
    try {
      const { client, embedded } = setupEmbeddedLatch(undefined, { services: { analytics: sink.baseUrl } })
      await open(client)
      const { opened } = stubWindow({})
      const login = connectSocial(client, { provider: 'google' })
      embedded.socialEmails.set(attemptOf(opened[0]), 'ada@example.com')
      await login
      client.destroy()
      const requests = await sink.waitForRequests(1)
      const items = requests.flatMap(
        (request) => (JSON.parse(request.body) as { batch: AnalyticsItem[] }).batch,
      )
      expect(items.find((item) => item.props.event === 'SOCIAL_LOGIN_SUCCESS')?.props.properties).toEqual({
        provider: 'google',
      })
    } finally {
      await sink.close()
    }
  })

  it('a provider the host does not offer, or socials off, opens nothing and throws ConnectorNotFoundError', async () => {
    const { opened } = stubWindow({})
    const onlyGoogle = setupEmbeddedLatch(undefined, { remoteFeatures: { socials: ['google'] } })
    await expect(connectSocial(onlyGoogle.client, { provider: 'x' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
    const off = setupEmbeddedLatch(undefined, { remoteFeatures: { socials: false } })
    await expect(connectSocial(off.client, { provider: 'google' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
    expect(opened).toEqual([])
  })

  it('disconnect forgets the social connection and signs the frame out', async () => {
    const { client, storage, embedded } = setupEmbeddedLatch()
    await open(client)
    const { opened } = stubWindow({})
    const login = connectSocial(client, { provider: 'google' })
    embedded.socialEmails.set(attemptOf(opened[0]), 'ada@example.com')
    await login
    await disconnect(client)
    expect(stored(storage, 'socialConnection')).toBeUndefined()
    expect(embedded.calls.at(-1)).toBe('signOut')
    expect(client.getState().accounts.eip155?.socialProvider).toBeUndefined()
  })

  it('a popup closed before the login reached the server ends the attempt: UserRejectedError, nothing connected', async () => {
    const { client, embedded } = setupEmbeddedLatch()
    await open(client)
    const popup = { closed: false }
    const { opened } = stubWindow(popup)
    const login = connectSocial(client, { provider: 'google' })
    const attempt = attemptOf(opened[0])
    popup.closed = true
    await expect(login).rejects.toBeInstanceOf(UserRejectedError)
    expect(embedded.calls).toContain(`cancelSocial:${attempt}`)
    expect(client.getState().accounts.eip155?.status).not.toBe('connected')
  })

  it('a popup that closes itself after the login (outcome at the server) does not end it: the login completes', async () => {
    const { client, embedded } = setupEmbeddedLatch()
    await open(client)
    const popup = { closed: false }
    const { opened } = stubWindow(popup)
    const login = connectSocial(client, { provider: 'google' })
    const attempt = attemptOf(opened[0])
    embedded.socialEmails.set(attempt, 'ada@example.com')
    popup.closed = true
    await expect(login).resolves.toMatchObject({ email: 'ada@example.com', socialProvider: 'google' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })
})
