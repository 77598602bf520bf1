import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchRemoteConfig } from './fetchRemoteConfig'

// A test server speaking the explorer API's wire format (apps/server answers the same shapes: see
// apps/server/test/kit/remoteConfig.test.ts for the real one); here it also answers what a broken one would.
type Handler = (request: IncomingMessage, response: ServerResponse) => void
const json = (body: unknown) => (_request: IncomingMessage, response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
let routes: Record<string, Handler> = {}
let server: Server
let baseUrl: string
const seen: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '')
    const path = new URL(request.url ?? '/', 'http://x').pathname
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

const ask = (timeoutMs?: number) =>
  fetchRemoteConfig({
    baseUrl,
    projectId: 'p1',
    sdkType: 'latch',
    sdkVersion: '1.2.3',
    ...(timeoutMs ? { timeoutMs } : {}),
  })

describe('fetchRemoteConfig (spec §7)', () => {
  it('reads the features and isAnalyticsEnabled, sending the sdk params to both routes', async () => {
    routes = {
      '/appkit/v1/config': json({
        features: [
          { id: 'email', isEnabled: false },
          { id: 'socials', isEnabled: true, config: ['google', 'github'] },
          { id: 'multi_wallet', isEnabled: true },
          { id: 'email_capture', isEnabled: true, config: ['email'] },
          { id: 'activity', isEnabled: true },
        ],
      }),
      '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }),
    }
    expect(await ask()).toEqual({
      features: { email: false, socials: ['google', 'github'], multiWallet: true, emailCapture: ['email'] },
      analyticsEnabled: false,
      failures: [],
    })
    expect(seen.slice(-2).sort()).toEqual([
      '/appkit/v1/config?projectId=p1&st=latch&sv=1.2.3',
      '/getAnalyticsConfig?projectId=p1&st=latch&sv=1.2.3',
    ])
  })

  it('parameters: socials off is false, on without a list keeps the defaults; e-mail capture on without fields is true', async () => {
    routes = {
      '/appkit/v1/config': json({
        features: [
          { id: 'socials', isEnabled: false, config: ['google'] },
          { id: 'email_capture', isEnabled: true },
        ],
      }),
      '/getAnalyticsConfig': json({ isAnalyticsEnabled: true }),
    }
    expect((await ask()).features).toEqual({ socials: false, emailCapture: true })
    routes['/appkit/v1/config'] = json({ features: [{ id: 'socials', isEnabled: true }] })
    expect((await ask()).features).toEqual({})
  })

  it('behavior: wrong types, unknown ids and providers, duplicates and a huge list are dropped or capped (RELIABILITY #6)', async () => {
    routes = {
      '/appkit/v1/config': json({
        features: [
          null,
          'email',
          { id: 'email', isEnabled: 'false' },
          { id: '__proto__', isEnabled: true },
          { id: 'multi_wallet', isEnabled: 1 },
          { id: 'socials', isEnabled: true, config: ['google', 'myspace', 7, { name: 'x' }, 'google'] },
          { id: 'email_capture', isEnabled: true, config: ['<script>', 'email'] },
          { id: 'multi_wallet', isEnabled: true },
          { id: 'multi_wallet', isEnabled: false },
          ...Array.from({ length: 1500 }, () => ({ id: 'activity', isEnabled: true })),
          { id: 'email', isEnabled: false },
        ],
      }),
      '/getAnalyticsConfig': json({ isAnalyticsEnabled: 'no' }),
    }
    const config = await ask()
    expect(config.features).toEqual({
      socials: ['google'],
      emailCapture: ['email'],
      multiWallet: true,
    })
    // Entries past the first 100 are not read: the e-mail entry after the 1500 others is not.
    expect(config.features?.email).toBeUndefined()
    expect(Object.getPrototypeOf(config.features)).toBe(Object.prototype)
    expect(config.analyticsEnabled).toBeUndefined()
    expect(config.failures).toEqual(['analytics: no isAnalyticsEnabled'])
  })

  it.each([
    [
      'a 500',
      (_request: IncomingMessage, response: ServerResponse) => response.writeHead(500).end('boom'),
      'HTTP 500',
    ],
    [
      'a 429',
      (_request: IncomingMessage, response: ServerResponse) => response.writeHead(429).end(),
      'HTTP 429',
    ],
    [
      'HTML',
      (_request: IncomingMessage, response: ServerResponse) => response.end('<html>oops</html>'),
      'answer not JSON',
    ],
    ['no features list', json({ features: { email: false } }), 'no features list'],
    ['an array', json([{ id: 'email', isEnabled: false }]), 'no features list'],
    ['a 2 MB answer', json({ features: [], padding: 'x'.repeat(2_000_000) }), 'answer too large'],
  ])(
    'behavior: %s for the config gives no features, and says why in a word (RELIABILITY #5, #6)',
    async (_name, handler, reason) => {
      routes = { '/appkit/v1/config': handler, '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) }
      const config = await ask()
      expect(config.features).toBeUndefined()
      expect(config.failures).toEqual([`config: ${reason}`])
      // The analytics answer is used on its own.
      expect(config.analyticsEnabled).toBe(false)
    },
  )

  it('behavior: an answer that hangs is abandoned at the timeout (RELIABILITY #5)', async () => {
    routes = { '/appkit/v1/config': () => {}, '/getAnalyticsConfig': () => {} }
    const started = Date.now()
    const config = await ask(200)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(config).toEqual({ failures: ['config: timeout', 'analytics: timeout'] })
  })

  it('behavior: the server down, or a base URL that is not http(s), gives nothing and never throws', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    const sdk = { projectId: 'p1', sdkType: 'latch', sdkVersion: '1' }
    expect(await fetchRemoteConfig({ ...sdk, baseUrl: down })).toEqual({
      failures: ['config: unreachable', 'analytics: unreachable'],
    })
    expect((await fetchRemoteConfig({ ...sdk, baseUrl: 'javascript:alert(1)' })).features).toBeUndefined()
  })
})
