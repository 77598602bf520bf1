import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { EMBEDDED_ADDRESS, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { stored } from '../testing/testLatch.fixture'
import { resumeSocialLogin } from './resumeSocialLogin'

// The full round trip through a real provider page and back is in the demo's Chromium suite
// (apps/demo/e2e/socialLogin.test.ts, "with popups blocked, the whole page goes to the provider and back").

/** The page a full-page social login came back to: its storage holds the login under way. */
function returningPage(pending: { provider: string; pendingAttempt?: string }) {
  const storage = createMemoryStorage({ 'latch:socialConnection': JSON.stringify({ v: 1, value: pending }) })
  // setupEmbeddedLatch's own `storage` is not the one the client was given here.
  return { ...setupEmbeddedLatch(undefined, { storage }), storage }
}

describe('resumeSocialLogin (a full-page social login comes back)', () => {
  it('finishes the login under way: the wallet’s accounts connect with the provider and the user', async () => {
    const { client, storage, embedded } = returningPage({ provider: 'github', pendingAttempt: 'attempt-1' })
    embedded.socialEmails.set('attempt-1', 'ada@example.com')
    const user = await resumeSocialLogin(client)
    expect(user).toMatchObject({ email: 'ada@example.com', socialProvider: 'github' })
    expect(embedded.calls).toEqual(['social:github:attempt-1'])
    expect(client.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: EMBEDDED_ADDRESS,
      socialProvider: 'github',
      user: { email: 'ada@example.com' },
    })
    expect(stored(storage, 'socialConnection')).toEqual({ provider: 'github' })
  })

  it('the pending login is dropped before it is tried: a reload meanwhile never tries it twice', async () => {
    const { client, storage, embedded } = returningPage({ provider: 'github', pendingAttempt: 'attempt-1' })
    const resuming = resumeSocialLogin(client)
    // The frame waits for the provider's answer; the stored attempt is already gone.
    await vi.waitFor(() => expect(embedded.calls).toEqual(['social:github:attempt-1']))
    expect(stored(storage, 'socialConnection')).toBeUndefined()
    const reloaded = setupEmbeddedLatch(undefined, { storage })
    expect(await resumeSocialLogin(reloaded.client)).toBeUndefined()
    expect(reloaded.embedded.calls).toEqual([])
    embedded.socialEmails.set('attempt-1', 'ada@example.com')
    await expect(resuming).resolves.toMatchObject({ socialProvider: 'github' })
    expect(embedded.calls).toEqual(['social:github:attempt-1'])
  })

  it('no login under way (a plain page load, or a social login already finished): undefined, no wallet code loaded', async () => {
    const finished = returningPage({ provider: 'google' })
    expect(await resumeSocialLogin(finished.client)).toBeUndefined()
    expect(finished.embedded.loads()).toBe(0)
    expect(stored(finished.storage, 'socialConnection')).toEqual({ provider: 'google' })
    const plain = setupEmbeddedLatch()
    expect(await resumeSocialLogin(plain.client)).toBeUndefined()
    expect(plain.embedded.loads()).toBe(0)
    expect(plain.client.getState().accounts.eip155?.status).not.toBe('connected')
  })
})
