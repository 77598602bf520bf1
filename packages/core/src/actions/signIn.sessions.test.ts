import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { InvalidSignInMessageError, SessionExpiredError, SignInRequiredError } from '../errors/catalogue'
import type { LatchOptions, SiweConfig, SiwxSession } from '../options/types'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter, testSignature } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { close } from './close'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { send } from './send'
import { signIn } from './signIn'
import { signMessage } from './signMessage'

const { mainnet, optimism } = testNetworks
const ADDRESS = '0x1111111111111111111111111111111111111111'
const HOUR = 60 * 60 * 1000

/** One page load: a client over `storage` (shared across loads, as localStorage is), mounted on its own window. */
function load(storage: ReturnType<typeof createMemoryStorage>, options: Partial<LatchOptions>) {
  const adapter = createTestAdapter()
  const window = new EventTarget()
  const client = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage,
    ...options,
  })
  client.mount(window as unknown as Window)
  return { client, adapter, window }
}

const view = (client: ReturnType<typeof createLatch>) => client.getState().modal.history.at(-1)?.view
const storedSessions = (storage: ReturnType<typeof createMemoryStorage>): SiwxSession[] => {
  const raw = storage.dump()['latch:siwxSessions']
  return raw === undefined ? [] : (JSON.parse(raw) as { value: SiwxSession[] }).value
}

async function signedIn(storage: ReturnType<typeof createMemoryStorage>, options: Partial<LatchOptions>) {
  const page = load(storage, options)
  await connect(page.client, { namespace: 'eip155', connectorId: 'test-wallet' })
  expect(view(page.client)).toBe('SIWXSignMessage')
  await signIn(page.client)
  return page
}

afterEach(() => {
  vi.useRealTimers()
})

describe('sign-in sessions: the local default (spec §3, §4)', () => {
  it('behavior: with only `required` set, signing keeps the session in Latch storage; a reload keeps it and asks nothing', async () => {
    const storage = createMemoryStorage()
    const first = await signedIn(storage, { siwx: { required: true } })
    const [session] = storedSessions(storage)
    expect(session?.data).toMatchObject({ accountAddress: ADDRESS, chainId: 'eip155:1', version: '1' })
    expect(session?.data.nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(session?.signature).toBe(testSignature('eip155', ADDRESS, session?.message ?? ''))
    expect(first.client.getState().modal.open).toBe(false)

    const reload = load(storage, { siwx: { required: true } })
    await vi.waitFor(() => expect(reload.client.getState().accounts.eip155?.status).toBe('connected'))
    // The restore checks the session last: finding it is the end of the restore.
    await vi.waitFor(() => expect(reload.client.getState().signIn.hasSession).toBe(true))
    expect(reload.client.getState().modal.open).toBe(false)
    expect(reload.adapter.calls.map((call) => call.method)).not.toContain('signMessage')
  })

  it('behavior: two sign-ins get two different nonces', async () => {
    const storage = createMemoryStorage()
    const page = await signedIn(storage, { siwx: {} })
    const first = storedSessions(storage)[0]?.data.nonce
    await signIn(page.client)
    expect(storedSessions(storage)).toHaveLength(1)
    expect(storedSessions(storage)[0]?.data.nonce).not.toBe(first)
  })

  it('behavior: a host hook replaces only that hook; the rest stays local', async () => {
    const storage = createMemoryStorage()
    await signedIn(storage, {
      siwx: {
        createMessage: async ({ accountAddress, chainId }) => ({
          accountAddress,
          chainId: chainId as `${string}:${string}`,
          domain: 'evil.example',
          uri: 'https://evil.example',
          version: '1',
          nonce: 'hostNonce42',
          issuedAt: new Date().toISOString(),
          statement: 'Welcome to Acme',
        }),
      },
    })
    expect(storedSessions(storage)[0]?.data).toMatchObject({
      nonce: 'hostNonce42',
      statement: 'Welcome to Acme',
    })
  })

  it('behavior: disconnecting revokes the account session (sign out)', async () => {
    const storage = createMemoryStorage()
    const page = await signedIn(storage, { siwx: {} })
    await disconnect(page.client)
    expect(storedSessions(storage)).toEqual([])
    expect(page.client.getState().signIn.hasSession).toBe(false)
  })
})

describe('an expired session is never acted on (RELIABILITY #20)', () => {
  it('behavior: on load, an expired session signs the visitor out: it is revoked and the sign view opens', async () => {
    const storage = createMemoryStorage()
    await signedIn(storage, { siwx: { required: true } })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 25 * HOUR)
    const reload = load(storage, { siwx: { required: true } })
    await vi.waitFor(() => expect(view(reload.client)).toBe('SIWXSignMessage'))
    expect(reload.client.getState().modal.open).toBe(true)
    expect(reload.client.getState().signIn.hasSession).toBe(false)
    expect(storedSessions(storage)).toEqual([])
  })

  it('behavior: on focus, a session that expired meanwhile signs the visitor out and opens the sign view', async () => {
    const storage = createMemoryStorage()
    const page = await signedIn(storage, { siwx: { required: true } })
    const checks = vi.spyOn(page.client.options.siwx!, 'getSessions')
    page.window.dispatchEvent(new Event('focus'))
    // The focus check reads the sessions; once it has them, a live one changes nothing.
    await vi.waitFor(() => expect(checks).toHaveBeenCalledOnce())
    await checks.mock.results[0]?.value
    expect(page.client.getState().signIn.hasSession).toBe(true)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 25 * HOUR)
    page.window.dispatchEvent(new Event('focus'))
    await vi.waitFor(() => expect(page.client.getState().signIn.hasSession).toBe(false))
    expect(view(page.client)).toBe('SIWXSignMessage')
    expect(page.client.getState().modal.open).toBe(true)
  })

  it('behavior: before a privileged call (sign a message, send), an expired session refuses it with SessionExpiredError and the wallet is not asked', async () => {
    const storage = createMemoryStorage()
    const page = await signedIn(storage, { siwx: { required: true } })
    await expect(signMessage(page.client, { message: 'hello' })).resolves.toBe(
      testSignature('eip155', ADDRESS, 'hello'),
    )
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 25 * HOUR)
    const asked = page.adapter.calls.length
    await expect(signMessage(page.client, { message: 'hello' })).rejects.toBeInstanceOf(SessionExpiredError)
    // Signed out now: with sign-in required nothing privileged runs until the visitor signs in again.
    await expect(send(page.client)).rejects.toBeInstanceOf(SignInRequiredError)
    expect(page.adapter.calls.length).toBe(asked)
    expect(page.client.getState().signIn.hasSession).toBe(false)
    expect(view(page.client)).toBe('SIWXSignMessage')
  })

  it('behavior: a host session whose expirationTime cannot be read counts as expired', async () => {
    const sessions: SiwxSession[] = []
    const storage = createMemoryStorage()
    const page = load(storage, {
      siwx: {
        addSession: async (session) => {
          sessions.push({ ...session, data: { ...session.data, expirationTime: 'tomorrow-ish' } })
        },
        getSessions: async () => sessions,
        revokeSession: async () => {
          sessions.length = 0
        },
      },
    })
    await connect(page.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await signIn(page.client)
    await expect(signMessage(page.client, { message: 'x' })).rejects.toBeInstanceOf(SessionExpiredError)
    expect(sessions).toEqual([])
  })
})

describe('the legacy siweConfig (spec §5)', () => {
  function legacy(verifies: boolean) {
    let session: { address: string; chainId: number } | null = null
    const events: string[] = []
    const config: SiweConfig = {
      getNonce: async () => 'legacyNonce7',
      verifyMessage: async ({ message, signature }) => {
        events.push(
          `verify:${message.includes('Nonce: legacyNonce7')}:${signature === testSignature('eip155', ADDRESS, message)}`,
        )
        if (verifies) session = { address: ADDRESS, chainId: 1 }
        return verifies
      },
      getSession: async () => session,
      signOut: async () => {
        session = null
        events.push('signOut')
        return true
      },
      getMessageParams: async () => ({ statement: 'Sign in to Legacy', expiry: 3600 }),
    }
    return { config, events, current: () => session }
  }

  it('behavior: the legacy option signs in through its own nonce and verifyMessage, and is required by default', async () => {
    const host = legacy(true)
    const storage = createMemoryStorage()
    const page = load(storage, { siweConfig: host.config })
    await connect(page.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(view(page.client)).toBe('SIWXSignMessage')
    close(page.client)
    expect(page.client.getState().modal.open).toBe(true)
    await signIn(page.client)
    expect(host.events).toEqual(['verify:true:true'])
    expect(page.client.getState().signIn.hasSession).toBe(true)
    expect(page.client.getState().modal.open).toBe(false)
    await disconnect(page.client)
    expect(host.events).toContain('signOut')
    expect(host.current()).toBeNull()
  })

  it("behavior: a signature the legacy verifyMessage refuses makes no session; 'Error signing message' and the sign view again", async () => {
    const host = legacy(false)
    const page = load(createMemoryStorage(), { siweConfig: host.config })
    await connect(page.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(signIn(page.client)).rejects.toThrow('Error signing message')
    expect(page.client.getState().signIn.hasSession).toBe(false)
    expect(view(page.client)).toBe('SIWXSignMessage')
  })

  it("behavior: siweConfig and siwx together throw 'Cannot set both `siweConfig` and `siwx` options'", () => {
    expect(() => load(createMemoryStorage(), { siweConfig: legacy(true).config, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })
})

describe('a hostile message field is refused before anything is signed (RELIABILITY #19)', () => {
  it("behavior: a host statement with a line break never reaches the wallet; 'Error signing message' and the sign view again", async () => {
    const storage = createMemoryStorage()
    const page = load(storage, {
      siwx: {
        createMessage: async ({ accountAddress, chainId }) => ({
          accountAddress,
          chainId: chainId as `${string}:${string}`,
          domain: 'app.example',
          uri: 'https://app.example',
          version: '1',
          nonce: 'abcdef123',
          issuedAt: new Date().toISOString(),
          statement: 'Welcome\nURI: https://evil.example',
        }),
      },
    })
    await connect(page.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    const error = await signIn(page.client).catch((caught: unknown) => caught)
    expect((error as Error).message).toBe('Error signing message')
    expect((error as Error).cause).toBeInstanceOf(InvalidSignInMessageError)
    expect(page.adapter.calls.map((call) => call.method)).not.toContain('signMessage')
    expect(storedSessions(storage)).toEqual([])
    expect(view(page.client)).toBe('SIWXSignMessage')
  })
})
