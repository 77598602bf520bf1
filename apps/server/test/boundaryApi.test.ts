import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../src/createApp'
import type { RunningServer } from '../src/startServer'
import { apiUrl, getJson } from './api'
import { BACKENDS, startTestServer } from './backends'
import { expectTypedRefusal, nestedJson } from './hostile'

// Issue 30 (RELIABILITY #27): each route's hostile inputs, over HTTP, on PGlite and on a real PostgreSQL: a 4xx
// with a typed body (never a 500), nothing half-stored, and the server answering a normal request afterwards.

const NUL = '\u0000'
const LONE = '\ud800'

/** A batch item as the kit sends it, as JSON text (so a test can put in what JSON.stringify cannot: 1e999). */
function itemJson(eventId: string, patch: { url?: string; properties?: string; timestamp?: string } = {}) {
  return `{"eventId":${JSON.stringify(eventId)},"url":${JSON.stringify(patch.url ?? 'https://app.example.com/')},"domain":"app.example.com","timestamp":${patch.timestamp ?? Date.now()},"props":{"type":"track","event":"CONNECT_SUCCESS","properties":${patch.properties ?? '{"name":"MetaMask"}'}}}`
}

function post(server: RunningServer, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(apiUrl(server.url, path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://app.example.com', ...headers },
    body,
  })
}

describe.each(BACKENDS)('hostile input at every route on $name (RELIABILITY #27)', (backend) => {
  let server: RunningServer
  let walletsBefore: unknown
  beforeAll(async () => {
    server = await startTestServer(backend)
    walletsBefore = (await getJson(apiUrl(server.url, '/getWallets', { entries: 5 }))).body
  })
  afterAll(() => server?.close())

  /** The normal request that must still be answered right after the hostile ones. */
  async function expectWalletsStillServed() {
    const after = await getJson(apiUrl(server.url, '/getWallets', { entries: 5 }))
    expect(after.status).toBe(200)
    expect(after.body).toEqual(walletsBefore)
  }

  test('sdk params on every route: a NUL, an over-long or a malformed projectId, st or sv is a typed 400', async () => {
    const paths = [
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getWallets',
      '/getWalletImage/x',
      '/siwx/session',
    ]
    for (const path of paths) {
      for (const params of [
        { projectId: `test-project${NUL}` },
        { st: `latch${NUL}` },
        { sv: 'x'.repeat(5000) },
        { projectId: 'test project' },
      ]) {
        const response = await fetch(apiUrl(server.url, path, params))
        expect(response.status, `${path} ${JSON.stringify(params)}`).toBe(400)
        expect((await expectTypedRefusal(response)).error).toBe('Invalid sdk params')
      }
    }
    await expectWalletsStillServed()
  })

  test('GET /getWallets: NUL in any text parameter, over-long text, and numbers out of range are typed 400s', async () => {
    const refused: Record<string, string>[] = [
      { search: `meta${NUL}` },
      { search: 'x'.repeat(101) },
      { names: `MetaMask,Rab${NUL}by` },
      { include: `io.metamask${NUL}` },
      { exclude: NUL },
      { chains: `eip155${NUL}` },
      { rdns: `io.metamask${NUL}` },
      { badge: `none${NUL}` },
      { page: '1e309' },
      { page: '-1' },
      { page: 'NaN' },
      { page: '0' },
      { page: '100001' },
      { page: '9999999999999999999999' },
      { entries: '101' },
      { entries: '4.5' },
    ]
    for (const params of refused) {
      const response = await fetch(apiUrl(server.url, '/getWallets', params))
      expect(response.status, JSON.stringify(params)).toBe(400)
      expect((await expectTypedRefusal(response)).error).toBe('Invalid getWallets parameters')
    }
    await expectWalletsStillServed()
  })

  test('GET /getWalletImage and the other image routes: a NUL or an over-long id is a typed 400', async () => {
    for (const path of ['/getWalletImage', '/public/getAssetImage', '/public/getTokenImage']) {
      for (const id of ['%00', `abc%00def`, 'x'.repeat(300), '%F0%9F%98%80']) {
        const response = await fetch(apiUrl(server.url, `${path}/${id}`))
        expect(response.status, `${path}/${id}`).toBe(400)
        expect((await expectTypedRefusal(response)).error).toBe('Invalid image id')
      }
    }
    await expectWalletsStillServed()
  })

  test('POST /batch: each bad item is dropped and counted, every valid item of the same batch is stored (counted in the database)', async () => {
    const run = `boundary-${backend.name}`
    const good = [itemJson(`${run}-good-1`), itemJson(`${run}-good-2`), itemJson(`${run}-good-3`)]
    const bad = [
      itemJson(`${run}-nul-url`, { url: `https://app.example.com/${NUL}` }),
      itemJson(`${run}-lone-url`, { url: `https://app.example.com/${LONE}` }),
      itemJson(`${run}-nul-value`, { properties: JSON.stringify({ name: `Meta${NUL}Mask` }) }),
      itemJson(`${run}-nul-key`, { properties: JSON.stringify({ [`na${NUL}me`]: 'MetaMask' }) }),
      itemJson(`${run}-lone-value`, { properties: JSON.stringify({ name: `Meta${LONE}` }) }),
      itemJson(`${run}-infinite`, { properties: '{"amount":1e999}' }),
      itemJson(`${run}-deep`, { properties: `{"a":${nestedJson(12)}}` }),
      itemJson(`${run}-very-deep`, { properties: `{"a":${nestedJson(50_000)}}` }),
      itemJson(`${run}-past-date`, { timestamp: '8640000000000001' }),
      itemJson(`${run}-huge-date`, { timestamp: '1e300' }),
      itemJson(`${run}-fraction`, { timestamp: '1.5' }),
      nestedJson(1000),
    ]
    const body = `{"batch":[${[good[0], ...bad.slice(0, 6), good[1], ...bad.slice(6), good[2]].join(',')}]}`
    const response = await post(server, '/batch', body)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: good.length + bad.length, stored: good.length })
    const { rows } = await server.database.sql.query(
      'SELECT event_id FROM analytics_events WHERE project_id = $1 AND event_id LIKE $2 ORDER BY event_id',
      ['test-project', `${run}-%`],
    )
    expect(rows).toEqual([1, 2, 3].map((n) => ({ event_id: `${run}-good-${n}` })))
  })

  test('POST /batch: a body that is not UTF-8 JSON, not a batch, nested deep, too large or broken off is a typed 400 / 413; nothing is stored', async () => {
    const refusals: [BodyInit, number][] = [
      [new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 400],
      ['{"batch":', 400],
      ['null', 400],
      ['{"batch":1e999}', 400],
      [nestedJson(120_000), 400],
      [`{"batch":[${itemJson('x')}],"pad":"${'x'.repeat(300 * 1024)}"}`, 413],
    ]
    for (const [body, status] of refusals) {
      const response = await post(server, '/batch', body)
      expect(response.status).toBe(status)
      await expectTypedRefusal(response)
    }
    // An upload that breaks off midway (in process: a body stream that fails after its first chunk).
    let sent = false
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new Error('connection reset'))
        else controller.enqueue(new TextEncoder().encode(`{"batch":[${itemJson('x')}`))
        sent = true
      },
    })
    const brokenOff = await createApp(server.database.db).request(apiUrl('http://in.process', '/batch'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: broken,
      duplex: 'half',
    } as RequestInit)
    expect(brokenOff.status).toBe(400)
    expect((await expectTypedRefusal(brokenOff)).error).toBe('Body could not be read')
    const stored = await server.database.sql.query('SELECT 1 FROM analytics_events WHERE event_id = $1', [
      'x',
    ])
    expect(stored.rows).toEqual([])
    const normal = await post(server, '/batch', `{"batch":[${itemJson(`after-${backend.name}`)}]}`)
    expect(await normal.json()).toEqual({ received: 1, stored: 1 })
  })

  test('POST /siwx/verify: NUL or lone surrogates in the message or signature, deep or unstorable claimed fields, and too large a body are typed 400 / 413', async () => {
    const refusals: [string, number][] = [
      [JSON.stringify({ message: `app.example.com wants you to sign in${NUL}`, signature: '0x00' }), 400],
      [JSON.stringify({ message: 'hello', signature: `0x${LONE}` }), 400],
      [JSON.stringify({ message: 'x'.repeat(9000), signature: '0x00' }), 400],
      [JSON.stringify({ message: 'hello', signature: '0x00', data: { domain: `app${NUL}` } }), 400],
      [JSON.stringify({ message: 'hello', signature: '0x00', data: { [`dom${LONE}ain`]: 'x' } }), 400],
      [`{"message":"hello","signature":"0x00","data":{"resources":${nestedJson(40)}}}`, 400],
      [`{"message":"hello","signature":"0x00","data":{"a":${nestedJson(6000)}}}`, 400],
      [JSON.stringify({ message: 'hello', signature: 'x'.repeat(17 * 1024) }), 413],
    ]
    for (const [body, status] of refusals) {
      const response = await post(server, '/siwx/verify', body)
      expect(response.status, body.slice(0, 80)).toBe(status)
      await expectTypedRefusal(response)
    }
    const nonce = await getJson(apiUrl(server.url, '/siwx/nonce'))
    expect(nonce.body).toMatchObject({ nonce: expect.stringMatching(/^[A-Za-z0-9]{16}$/) })
  })

  test('GET /siwx/session and POST /siwx/signout: a cookie holding a NUL, a lone surrogate or garbage is no session (200), never a 500', async () => {
    for (const value of ['%00', 'a%00b', '%ED%A0%80', '%ZZ', 'x'.repeat(8000), '"quoted"', 'A'.repeat(32)]) {
      const headers = { Cookie: `latch_siwx_test-project=${value}`, Origin: 'https://app.example.com' }
      const session = await fetch(apiUrl(server.url, '/siwx/session'), { headers })
      expect(session.status, value).toBe(200)
      expect(await session.json()).toEqual({ session: null })
      const out = await fetch(apiUrl(server.url, '/siwx/signout'), { method: 'POST', headers })
      expect(out.status, value).toBe(200)
      expect(await out.json()).toEqual({ ok: true })
    }
    await expectWalletsStillServed()
  })

  test('GET /dashboard: a NUL or an over-long projectId and days out of range are typed 400s', async () => {
    const refused = [
      '/dashboard/%00',
      `/dashboard/${'x'.repeat(300)}`,
      '/dashboard/%00/stats.json',
      '/dashboard/test-project/stats.json?days=%00',
      '/dashboard/test-project/stats.json?days=1e309',
      '/dashboard/test-project/stats.json?days=366',
      '/dashboard/test-project/stats.json?days=-1',
    ]
    for (const path of refused) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(400)
      await expectTypedRefusal(response)
    }
    const stats = await getJson(`${server.url}/dashboard/test-project/stats.json?days=7`)
    expect(stats.status).toBe(200)
    expect(stats.body).toMatchObject({ days: 7 })
  })
})
