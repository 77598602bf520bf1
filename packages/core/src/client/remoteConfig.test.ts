import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadedFlowContext } from '../actions/internal/flowContext'
import { watchConnections } from '../actions/watchConnections'
import { remoteFeaturesInForce } from '../options/remoteFeaturesInForce'
import type { LatchOptions } from '../options/types'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { createLatchClient } from './createLatchClient'

// The client against a test server speaking the explorer and analytics wire format of spec §7 (the real
// apps/server: apps/server/test/kit/remoteConfig.test.ts); here it can also answer what a broken server would.
type Handler = (request: IncomingMessage, response: ServerResponse) => void
const json =
  (body: unknown, delayMs = 0): Handler =>
  (_request, response) =>
    void setTimeout(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      delayMs,
    )
let routes: Record<string, Handler> = {}
const batches: string[] = []
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/batch') {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
      })
      request.on('end', () => {
        batches.push(body)
        response.writeHead(204).end()
      })
      return
    }
    const handler = routes[path]
    if (handler) handler(request, response)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
afterEach(() => {
  batches.length = 0
  vi.restoreAllMocks()
})

const PROJECT = 'project-7f3a'
const REMOTE = {
  features: [
    { id: 'email', isEnabled: false },
    { id: 'socials', isEnabled: true, config: ['github'] },
    { id: 'multi_wallet', isEnabled: true },
  ],
}

function mountClient(options: Partial<LatchOptions> = {}) {
  const client = createLatchClient({
    projectId: PROJECT,
    networks: [testNetworks.mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    services: { explorer: baseUrl },
    ...options,
  })
  client.mount(new EventTarget() as unknown as Window)
  return client
}

describe('the remote config at start (spec §7, issue 41)', () => {
  it('behavior: its features come into state under the host’s options; the host’s e-mail stays on, multi-wallet turns on', async () => {
    routes = { '/appkit/v1/config': json(REMOTE), '/getAnalyticsConfig': json({ isAnalyticsEnabled: true }) }
    const client = mountClient({ remoteFeatures: { email: true } })
    await vi.waitFor(() => expect(client.getState().remote?.status).toBe('loaded'), { timeout: 5000 })
    expect(client.getState().remote?.features).toEqual({
      email: true,
      socials: ['github'],
      multiWallet: true,
      emailCapture: false,
    })
    // Multi-wallet is on now, so watching connections raises no "not enabled" alert.
    watchConnections(client, { namespace: 'eip155', onChange: () => {} })
    expect(client.getState().notices.alert).toBeUndefined()
  })

  it('behavior: mount returns at once; until the answer the host’s options and the defaults are in force', async () => {
    routes = {
      '/appkit/v1/config': json(REMOTE, 300),
      '/getAnalyticsConfig': json({ isAnalyticsEnabled: true }),
    }
    const started = Date.now()
    const client = mountClient()
    expect(Date.now() - started).toBeLessThan(100)
    expect(client.getState().remote).toBeUndefined()
    expect(remoteFeaturesInForce(client.getState(), client.options).multiWallet).toBe(false)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    await vi.waitFor(() => expect(client.getState().remote?.features.multiWallet).toBe(true))
  })

  it.each([
    [
      'a 500',
      (_request: IncomingMessage, response: ServerResponse) => response.writeHead(500).end('{"features":[]}'),
    ],
    [
      'HTML',
      (_request: IncomingMessage, response: ServerResponse) => response.end('<html>proxy error</html>'),
    ],
    ['the wrong shape', json({ features: { multi_wallet: true }, projectId: PROJECT })],
  ])(
    'behavior: %s for the config leaves the host’s options in force and logs only why, nothing secret (RELIABILITY #5, #6, #34)',
    async (_name, handler) => {
      const warnings: unknown[][] = []
      vi.spyOn(console, 'warn').mockImplementation((...line: unknown[]) => void warnings.push(line))
      routes = { '/appkit/v1/config': handler, '/getAnalyticsConfig': json({ isAnalyticsEnabled: true }) }
      const client = mountClient({ remoteFeatures: { email: false } })
      const before = client.options.remoteFeatures
      await vi.waitFor(() => expect(client.getState().remote?.status).toBe('failed'), { timeout: 5000 })
      expect(client.getState().remote?.features).toEqual(before)
      expect(client.getState().remote?.features).toMatchObject({ email: false, multiWallet: false })
      const printed = JSON.stringify(warnings)
      expect(printed).toContain('Remote config not applied; the host options stay in force')
      expect(printed).not.toContain(PROJECT)
      expect(printed).not.toContain(baseUrl)
      expect(printed).not.toContain('proxy error')
      await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
      expect(client.getState().accounts.eip155?.status).toBe('connected')
    },
  )

  it.each([
    [true, ['INITIALIZE', 'CONNECT_SUCCESS']],
    [false, []],
  ])('behavior: isAnalyticsEnabled %s: the events sent to /batch are %j', async (enabled, sent) => {
    routes = {
      '/appkit/v1/config': json({ features: [] }),
      '/getAnalyticsConfig': json({ isAnalyticsEnabled: enabled }),
    }
    const client = mountClient({ services: { explorer: baseUrl, analytics: baseUrl } })
    await vi.waitFor(() => expect(client.getState().remote?.status).toBe('loaded'), { timeout: 5000 })
    expect(client.getState().remote?.analyticsEnabled).toBe(enabled)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    // The client flushes what it holds when destroyed: that flush's own promise says when its requests are answered
    // (the spy calls through and keeps it; a second flush of the test's would hide a destroy that sends nothing).
    const analytics = loadedFlowContext(client)?.analytics
    if (!analytics) throw new Error('the connect loads the client’s services')
    const flush = vi.spyOn(analytics, 'flush')
    client.destroy()
    expect(flush).toHaveBeenCalledWith('destroy')
    await flush.mock.results[0]?.value
    const events = batches.flatMap((body) =>
      (JSON.parse(body) as { batch: { props: { event: string } }[] }).batch.map((item) => item.props.event),
    )
    expect(events).toEqual(sent)
  })

  it('parameters: without services.explorer or a projectId nothing is asked and the state holds no remote config', async () => {
    let asked = 0
    routes = {
      '/appkit/v1/config': (request, response) => {
        asked += 1
        json(REMOTE)(request, response)
      },
    }
    const noExplorer = mountClient({ services: {} })
    const noProject = mountClient({ projectId: '' })
    // A client with both, mounted after them: once its config is in, theirs would have been asked for too.
    const configured = mountClient()
    await vi.waitFor(() => expect(configured.getState().remote?.status).toBe('loaded'), { timeout: 5000 })
    expect(asked).toBe(1)
    expect([noExplorer.getState().remote, noProject.getState().remote]).toEqual([undefined, undefined])
  })
})
