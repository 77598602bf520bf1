import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../src/createApp'
import { DASHBOARD_CSP } from '../src/routes/dashboardRoutes'
import type { RunningServer } from '../src/startServer'
import { apiUrl, awayFromMinuteEnd, getJson } from './api'
import { BACKENDS, startTestServer } from './backends'

const NOW = Date.now()

function item(eventId: string, event: string, properties: Record<string, unknown> = {}, timestamp = NOW) {
  return {
    eventId,
    url: 'https://app.example.com/swap',
    domain: 'app.example.com',
    timestamp,
    props: { type: 'track', event, properties },
  }
}

const EVENTS = [
  item('e1', 'INITIALIZE', { namespaces: ['eip155', 'solana'] }),
  item('e2', 'CONNECT_SUCCESS', { namespace: 'eip155', name: 'MetaMask' }),
  item('e3', 'CONNECT_SUCCESS', { namespace: 'eip155', name: 'MetaMask' }),
  item('e4', 'CONNECT_SUCCESS', { namespace: 'solana', name: 'Phantom' }),
  item('e5', 'SEND_INITIATED', { namespace: 'eip155', token: 'ETH', amount: '1', network: 'eip155:1' }),
  item('e6', 'SEND_SUCCESS', {
    namespace: 'eip155',
    token: 'ETH',
    amount: '1',
    network: 'eip155:1',
    hash: '0x1',
  }),
  item('e7', 'SEND_INITIATED', { namespace: 'solana', token: 'SOL', amount: '2', network: 'solana:dev' }),
]

function postBatch(server: RunningServer, body: unknown, params: Record<string, string> = {}) {
  return fetch(apiUrl(server.url, '/batch', params), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe.each(BACKENDS)('analytics sink on $name', (backend) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  test('POST /batch stores each valid item once per project, dropping bad items and answering what it kept', async () => {
    const bad = [
      item('bad-1', 'lowercase_event'),
      { ...item('bad-2', 'CONNECT_SUCCESS'), eventId: undefined },
      item('bad-3', 'CONNECT_SUCCESS', { blob: 'x'.repeat(5000) }),
      item('bad-4', 'CONNECT_SUCCESS', {}, NOW + 3 * 24 * 60 * 60 * 1000),
      'not an object',
    ]
    const first = await postBatch(server, { batch: [...EVENTS, ...bad] })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: EVENTS.length + bad.length, stored: EVENTS.length })
    // The kit retries a batch whose answer it lost: the same event ids are not counted twice.
    const retry = await postBatch(server, { batch: EVENTS.slice(0, 3) })
    expect(await retry.json()).toEqual({ received: 3, stored: 0 })
  })

  test('POST /batch refuses what is not a batch, too large a body, and a project with analytics off', async () => {
    expect((await postBatch(server, 'not json')).status).toBe(400)
    expect((await postBatch(server, { events: [] })).status).toBe(400)
    expect((await postBatch(server, { batch: Array(501).fill(EVENTS[0]) })).status).toBe(400)
    // In process, so that the early answer is read before the upload ends.
    const huge = JSON.stringify({ batch: [item('big', 'INITIALIZE', { pad: 'x'.repeat(300 * 1024) })] })
    const tooLarge = await createApp(server.database.db).request(apiUrl('http://in.process', '/batch'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: huge,
    })
    expect(tooLarge.status).toBe(413)
    const off = await postBatch(server, { batch: EVENTS }, { projectId: 'narrow-project' })
    expect(off.status).toBe(403)
    expect((await postBatch(server, { batch: EVENTS }, { projectId: 'nobody' })).status).toBe(403)
  })

  test('stats.json counts per day, connections by wallet and namespace, and sends', async () => {
    const { status, body } = await getJson(`${server.url}/dashboard/test-project/stats.json?days=7`)
    expect(status).toBe(200)
    const today = new Date(NOW).toISOString().slice(0, 10)
    expect(body).toEqual({
      days: 7,
      total: 7,
      eventsPerDay: [
        { day: today, event: 'CONNECT_SUCCESS', count: 3 },
        { day: today, event: 'INITIALIZE', count: 1 },
        { day: today, event: 'SEND_INITIATED', count: 2 },
        { day: today, event: 'SEND_SUCCESS', count: 1 },
      ],
      connectionsByWallet: [
        { name: 'MetaMask', count: 2 },
        { name: 'Phantom', count: 1 },
      ],
      connectionsByNamespace: [
        { namespace: 'eip155', count: 2 },
        { namespace: 'solana', count: 1 },
      ],
      sendsPerDay: [{ day: today, initiated: 2, succeeded: 1 }],
      sendsByNetwork: [{ network: 'eip155:1', count: 1 }],
    })
    // Other sites may not read a project's counts (no CORS on the dashboard).
    const crossSite = await fetch(`${server.url}/dashboard/test-project/stats.json`, {
      headers: { Origin: 'https://elsewhere.example' },
    })
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull()
    const other = await getJson(`${server.url}/dashboard/narrow-project/stats.json`)
    expect(other.body.total).toBe(0)
  })

  test('the dashboard page: strict CSP, no inline script or style, the project name escaped', async () => {
    const response = await fetch(`${server.url}/dashboard/narrow-project`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBe(DASHBOARD_CSP)
    expect(DASHBOARD_CSP).not.toContain('unsafe')
    const html = await response.text()
    expect(html).toContain('Only &lt;two&gt; wallets &amp; &quot;more&quot;')
    expect(html).not.toContain('<two>')
    expect([...html.matchAll(/<script[^>]*>/g)].map((tag) => tag[0])).toEqual([
      '<script type="module" src="assets/dashboard.js">',
    ])
    expect(html).not.toMatch(/<style|style=/)
    const script = await fetch(`${server.url}/dashboard/assets/dashboard.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await fetch(`${server.url}/dashboard/assets/..%2Fmain.ts`)).status).toBe(404)
    expect((await fetch(`${server.url}/dashboard/nobody`)).status).toBe(404)
  })

  test('with a dashboard token, the page and the counts need it', async () => {
    const app = createApp(server.database.db, { dashboardToken: 's3cret' })
    expect((await app.request('/dashboard/test-project')).status).toBe(401)
    expect((await app.request('/dashboard/test-project/stats.json?token=wrong')).status).toBe(401)
    expect((await app.request('/dashboard/test-project/stats.json?token=s3cret')).status).toBe(200)
  })
})

describe('two instances on one PostgreSQL database (behind a load balancer)', () => {
  const postgres = BACKENDS[1]
  let a: RunningServer
  let b: RunningServer
  beforeAll(async () => {
    const databaseUrl = await postgres.databaseUrl()
    const backend = { name: 'PostgreSQL', databaseUrl: async () => databaseUrl }
    // Started at once: the migration lock lets one migrate and seed while the other waits.
    ;[a, b] = await Promise.all([startTestServer(backend), startTestServer(backend)])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  test('what one instance stores, the other answers; their wallet pages and rate limit agree', async () => {
    const stored = await postBatch(a, { batch: EVENTS })
    expect(await stored.json()).toEqual({ received: EVENTS.length, stored: EVENTS.length })
    const throughB = await getJson(`${b.url}/dashboard/test-project/stats.json`)
    expect(throughB.body.total).toBe(EVENTS.length)
    // The retry lands on the other instance and is still recognised.
    expect(await (await postBatch(b, { batch: EVENTS })).json()).toEqual({
      received: EVENTS.length,
      stored: 0,
    })
    await awayFromMinuteEnd()
    const limited = { projectId: 'limited-project' }
    const statuses = []
    for (const server of [a, b, a, b])
      statuses.push((await fetch(apiUrl(server.url, '/getWallets', limited))).status)
    // The rate limit is counted in the database: three requests in all, whichever instance took them.
    expect(statuses).toEqual([200, 200, 200, 429])
    const pageA = await getJson(apiUrl(a.url, '/getWallets', { page: 3 }))
    const pageB = await getJson(apiUrl(b.url, '/getWallets', { page: 3 }))
    expect(pageB).toEqual(pageA)
  })
})
