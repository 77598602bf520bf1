import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect'
import { disconnect } from '../actions/disconnect'
import { reconnect } from '../actions/reconnect'
import { switchNetwork } from '../actions/switchNetwork'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { CONNECTION_COOKIE, connectionCookieValue, cookieToInitialState } from './connectionCookie'
import { syncConnectionCookie } from './syncConnectionCookie'

const { mainnet, optimism } = testNetworks
const networks = [mainnet, optimism]
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** document.cookie as a browser keeps it: each assignment sets or (Max-Age=0) removes one cookie. */
function browserDocument(protocol = 'https:') {
  const jar = new Map<string, string>()
  const assignments: string[] = []
  return {
    location: { protocol },
    assignments,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(assignment: string) {
      assignments.push(assignment)
      const [pair] = assignment.split(';') as [string]
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      if (/Max-Age=0\b/.test(assignment)) jar.delete(name)
      else jar.set(name, pair.slice(separator + 1))
    },
  }
}

async function connectedClient() {
  const client = createLatch({
    networks,
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
  })
  await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
  return client
}

describe('connection cookie (server rendering with the visitor connected)', () => {
  it('behavior: a connected client written to the cookie reads back on the server as the same account', async () => {
    const client = await connectedClient()
    const document = browserDocument()
    const stop = syncConnectionCookie(client, { document })
    await switchNetwork(client, { networkId: optimism.id })
    stop()
    const initial = cookieToInitialState(document.cookie, networks)
    const account = client.getState().accounts.eip155
    expect(initial?.activeNamespace).toBe('eip155')
    expect(initial?.accounts?.eip155).toMatchObject({
      status: 'connected',
      address: account?.address,
      caipAddress: account?.caipAddress,
    })
    expect(initial?.networks?.eip155?.caipNetwork).toBe(optimism)
    expect(document.assignments.at(-1)).toMatch(/; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/)
  })

  it('behavior: the initial state renders the account on a fresh client, as the server does', () => {
    const value = connectionCookieValue({
      ...createLatch({ networks, storage: createMemoryStorage() }).getState(),
      accounts: { eip155: { status: 'connected', caipAddress: `eip155:1:${ADDRESS}` } as never },
      activeNamespace: 'eip155',
    })
    const server = createLatch({
      networks,
      storage: createMemoryStorage(),
      initialState: cookieToInitialState(`other=1; ${CONNECTION_COOKIE}=${value}`, networks),
    })
    expect(server.getState().accounts.eip155?.address).toBe(ADDRESS)
    expect(server.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:1')
  })

  it('behavior: after a reload the account the server rendered from the cookie stays shown while the wallet is asked again, never "connecting" in between', async () => {
    const storage = createMemoryStorage()
    const before = createLatch({ networks, adapters: [createTestAdapter()], storage })
    await connect(before, { namespace: 'eip155', connectorId: 'test-wallet' })
    const cookie = `${CONNECTION_COOKIE}=${connectionCookieValue(before.getState())}`
    // The reloaded page: the client starts from the cookie's state (as the server rendered it) and mounts.
    const client = createLatch({
      networks,
      adapters: [createTestAdapter()],
      storage,
      initialState: cookieToInitialState(cookie, networks),
    })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    const statuses: (string | undefined)[] = []
    client.subscribe((state) => statuses.push(state.accounts.eip155?.status))
    const stop = client.mount()
    await reconnect(client)
    stop()
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(statuses).not.toContain('connecting')
  })

  it('behavior: a disconnect removes the cookie; on http it is not marked Secure', async () => {
    const client = await connectedClient()
    const document = browserDocument('http:')
    syncConnectionCookie(client, { document })
    await switchNetwork(client, { networkId: optimism.id })
    expect(document.cookie).toContain(CONNECTION_COOKIE)
    expect(document.assignments.at(-1)).not.toContain('Secure')
    await disconnect(client)
    expect(document.cookie).toBe('')
    expect(cookieToInitialState(document.cookie, networks)).toBeUndefined()
  })

  it.each([
    ['no cookie', undefined],
    ['another cookie only', 'theme=dark'],
    ['not JSON (RELIABILITY #1)', `${CONNECTION_COOKIE}=%7Bnot-json`],
    ['bad percent-encoding', `${CONNECTION_COOKIE}=%E0%A4%A`],
    ['wrong shape', `${CONNECTION_COOKIE}=${encodeURIComponent('{"c":"eip155:1:0xabc"}')}`],
    ['not a CAIP-10 id', `${CONNECTION_COOKIE}=${encodeURIComponent('{"c":["<script>alert(1)</script>"]}')}`],
    [
      'a network the host does not offer',
      `${CONNECTION_COOKIE}=${encodeURIComponent(`{"c":["eip155:999:${ADDRESS}"]}`)}`,
    ],
    [
      'oversized (RELIABILITY #6)',
      `${CONNECTION_COOKIE}=${encodeURIComponent(JSON.stringify({ c: Array(300).fill(`eip155:1:${ADDRESS}`) }))}`,
    ],
  ])('behavior: %s → no initial state, the page renders disconnected', (_, header) => {
    expect(cookieToInitialState(header, networks)).toBeUndefined()
  })

  it('behavior: an active namespace the cookie names but holds no account for falls back to one it holds', () => {
    const header = `${CONNECTION_COOKIE}=${encodeURIComponent(`{"a":"solana","c":["eip155:1:${ADDRESS}"]}`)}`
    expect(cookieToInitialState(header, networks)?.activeNamespace).toBe('eip155')
  })

  it('default: without a document (server, worker) syncing does nothing and stops cleanly', async () => {
    const client = await connectedClient()
    expect(() => syncConnectionCookie(client)()).not.toThrow()
  })
})
