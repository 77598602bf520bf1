import fc from 'fast-check'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../src/createApp'
import type { RunningServer } from '../src/startServer'
import { apiUrl, SDK } from './api'
import { BACKENDS, startTestServer } from './backends'
import {
  expectTypedRefusal,
  hostileQueryText,
  hostileText,
  isStorable,
  nestedJson,
  nulText,
  storableText,
  UNSTORABLE,
  unstorableText,
} from './hostile'

// Issue 30, item 3: property-based tests at the server's boundary (RELIABILITY #27), on PGlite and PostgreSQL.
// Generated hostile strings and shapes go to each route's parameters and body, in process (the app on the suite's
// database, no sockets: thousands of requests in seconds). Each property asserts no 500, a typed body on every
// 4xx, valid inputs round-tripping, and a normal request answered right after.

/** Generated cases per property and backend: modest, so the whole server project stays within a few minutes. */
const RUNS = {
  sdkParams: 100,
  getWallets: 150,
  images: 100,
  batch: 100,
  verify: 150,
  session: 100,
  dashboard: 100,
}

const ORIGIN = 'https://app.example.com'
const BASE = 'http://in.process'

describe.each(BACKENDS)('fast-check at the boundary on $name (RELIABILITY #27)', (backend) => {
  let server: RunningServer
  let app: Hono
  let walletsBefore: unknown
  const cases = new Map<string, number>()
  /** Runs `property` `numRuns` times and records how many cases it ran. */
  const check = async <T>(
    name: keyof typeof RUNS,
    arbitrary: fc.Arbitrary<T>,
    run: (value: T) => Promise<void>,
  ) => {
    let ran = 0
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        ran += 1
        await run(value)
      }),
      { numRuns: RUNS[name] },
    )
    cases.set(name, (cases.get(name) ?? 0) + ran)
  }
  const request = (path: string, init?: RequestInit) => app.request(`${BASE}${path}`, init)

  beforeAll(async () => {
    server = await startTestServer(backend)
    app = createApp(server.database.db, { sql: server.database.sql }) as unknown as Hono
    walletsBefore = await (
      await request('/getWallets?projectId=test-project&st=latch&sv=0.1.0&entries=5')
    ).json()
  })
  afterAll(async () => {
    console.info(
      `fast-check on ${backend.name}: ${[...cases].map(([name, n]) => `${name} ${n}`).join(', ')} (${[...cases.values()].reduce((a, b) => a + b, 0)} cases)`,
    )
    await server?.close()
  })

  /** The normal request every property ends with: the first page of wallets, as before any hostile input. */
  async function expectWalletsStillServed() {
    const response = await request('/getWallets?projectId=test-project&st=latch&sv=0.1.0&entries=5')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(walletsBefore)
  }

  test('sdk params: any projectId, st and sv on any route is answered, refused with a typed 400 / 403, never a 500', async () => {
    const param = fc.option(hostileQueryText, { nil: undefined })
    const routes = ['/appkit/v1/config', '/getWallets', '/getWalletImage/abc', '/siwx/session', '/siwx/nonce']
    await check(
      'sdkParams',
      fc.record({ route: fc.constantFrom(...routes), projectId: param, st: param, sv: param }),
      async ({ route, ...params }) => {
        const url = new URL(apiUrl(BASE, route, params))
        const response = await request(url.pathname + url.search)
        const nul = Object.values(params).some((value) => value?.includes('\u0000'))
        if (nul || Object.values(params).some((value) => value === undefined))
          expect(response.status).toBe(400)
        if (response.status >= 400) await expectTypedRefusal(response)
        else expect(response.status).toBe(200)
      },
    )
    await expectWalletsStillServed()
  })

  test('GET /getWallets: any parameters answer 200 or a typed 400; a NUL is a 400; valid ones always answer a page', async () => {
    const valid = {
      page: fc.integer({ min: 1, max: 100_000 }).map(String),
      entries: fc.integer({ min: 1, max: 100 }).map(String),
      search: storableText(100).filter((text) => text.trim().length <= 100),
      names: fc.array(fc.constantFrom('MetaMask', 'Rabby Wallet', 'Tokoin | My-T Wallet', 'Phantom'), {
        maxLength: 3,
      }),
      include: fc.array(fc.constantFrom('io.metamask', 'app.phantom', 'io.rabby'), { maxLength: 3 }),
      exclude: fc.array(fc.constantFrom('io.metamask', 'com.trustwallet.app'), { maxLength: 2 }),
      chains: fc.array(fc.constantFrom('eip155', 'solana', 'eip155:1', 'bip122'), { maxLength: 3 }),
      rdns: fc.array(fc.constantFrom('io.metamask', 'app.phantom'), { maxLength: 2 }),
      badge: fc.constantFrom('none', 'certified'),
    }
    type Name = keyof typeof valid
    const names = Object.keys(valid) as Name[]
    // Per parameter: absent, a valid value, or anything at all (hostile); the hostile ones are tagged.
    const parameter = (name: Name) =>
      fc.oneof(
        fc.constant({ value: undefined, hostile: false }),
        (valid[name] as fc.Arbitrary<string | string[]>).map((value) => ({
          value: Array.isArray(value) ? value.join(',') : value,
          hostile: false,
        })),
        hostileQueryText.map((value) => ({ value, hostile: true })),
      )
    await check(
      'getWallets',
      fc.record(
        Object.fromEntries(names.map((name) => [name, parameter(name)])) as Record<
          Name,
          fc.Arbitrary<{ value: string | undefined; hostile: boolean }>
        >,
      ),
      async (query) => {
        const params = Object.fromEntries(names.map((name) => [name, query[name].value]))
        const url = new URL(apiUrl(BASE, '/getWallets', params))
        const response = await request(url.pathname + url.search)
        const values = names.map((name) => query[name])
        if (values.every((parameter) => !parameter.hostile)) {
          expect(response.status).toBe(200)
          const page = (await response.json()) as { count: number; data: unknown[] }
          expect(page.data.length).toBeLessThanOrEqual(Number(query.entries.value ?? 40))
          expect(page.count).toBeGreaterThanOrEqual(page.data.length)
          return
        }
        if (values.some((parameter) => parameter.value?.includes('\u0000'))) expect(response.status).toBe(400)
        if (response.status === 200) return
        expect(response.status).toBe(400)
        expect((await expectTypedRefusal(response)).error).toBe('Invalid getWallets parameters')
      },
    )
    await expectWalletsStillServed()
  })

  test('image routes: any id answers the image, or a typed 400 / 404; an id with a NUL is a 400; real ids round-trip', async () => {
    const { rows } = await server.database.sql.query("SELECT id FROM images WHERE kind = 'wallet' LIMIT 20")
    const realIds = (rows as { id: string }[]).map((row) => row.id)
    expect(realIds.length).toBeGreaterThan(0)
    const id = fc.oneof(
      fc.constantFrom(...realIds).map((value) => ({ value, real: true })),
      fc
        .oneof(hostileText, nulText)
        .filter((text) => text.isWellFormed() && text.length > 0)
        .map((value) => ({ value, real: false })),
    )
    const kind = fc.constantFrom('/getWalletImage', '/public/getAssetImage', '/public/getTokenImage')
    await check('images', fc.record({ id, kind }), async ({ id, kind }) => {
      const response = await request(`${kind}/${encodeURIComponent(id.value)}?${new URLSearchParams(SDK)}`)
      if (id.real && kind === '/getWalletImage') {
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^image\//)
        return
      }
      if (id.value.includes('\u0000')) expect(response.status).toBe(400)
      expect([400, 404]).toContain(response.status)
      await expectTypedRefusal(response)
    })
    await expectWalletsStillServed()
  })

  test('POST /batch: every valid item of a hostile batch is stored as sent (in the database), every bad one dropped and counted', async () => {
    let batchNumber = 0
    const validItem = fc.record({
      url: storableText(60).map((text) => `https://app.example.com/${text}`),
      domain: storableText(40),
      timestamp: fc.integer({ min: 0, max: Date.now() }),
      event: fc.stringMatching(/^[A-Z][A-Z0-9_]{0,20}$/),
      properties: fc.dictionary(
        storableText(12),
        fc.oneof(
          storableText(30),
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.array(storableText(10), { maxLength: 3 }),
        ),
        { maxKeys: 5 },
      ),
    })
    type Valid = typeof validItem extends fc.Arbitrary<infer T> ? T : never
    /** An item as JSON text; `raw` puts in what JSON.stringify cannot (1e999, 20,000-deep nesting). */
    const itemJson = (item: Valid, eventId: string, raw: { properties?: string; timestamp?: string } = {}) =>
      `{"eventId":${JSON.stringify(eventId)},"url":${JSON.stringify(item.url)},"domain":${JSON.stringify(item.domain)},"timestamp":${raw.timestamp ?? item.timestamp},"props":{"type":"track","event":${JSON.stringify(item.event)},"properties":${raw.properties ?? JSON.stringify(item.properties)}}}`
    /** A valid item made bad in one place. */
    type ItemJson = (id: string) => string
    const badItem = fc.oneof<fc.Arbitrary<ItemJson>[]>(
      fc.tuple(validItem, fc.constantFrom('url', 'domain', 'event'), unstorableText).map(
        ([item, field, bad]) =>
          (id) =>
            itemJson({ ...item, [field]: field === 'event' ? `A${bad}` : bad }, id),
      ),
      fc.tuple(validItem, unstorableText, fc.boolean()).map(
        ([item, bad, asKey]) =>
          (id) =>
            itemJson({ ...item, properties: asKey ? { [bad]: 1 } : { value: bad } }, id),
      ),
      fc.tuple(validItem, fc.integer({ min: 4, max: 20_000 })).map(
        ([item, depth]) =>
          (id) =>
            itemJson(item, id, { properties: `{"d":${nestedJson(depth)}}` }),
      ),
      validItem.map((item) => (id) => itemJson(item, id, { properties: '{"n":1e999}' })),
      fc.tuple(validItem, fc.constantFrom('8640000000000001', '1e300', '-1', '1.5', '"now"', 'null')).map(
        ([item, timestamp]) =>
          (id) =>
            itemJson(item, id, { timestamp }),
      ),
      fc.tuple(validItem, fc.constantFrom('', 'a b', `id${UNSTORABLE[0]}`, 'x'.repeat(200))).map(
        ([item, eventId]) =>
          () =>
            itemJson(item, eventId),
      ),
      fc.jsonValue({ maxDepth: 3 }).map((value) => () => JSON.stringify(value)),
    )
    const entry = fc.oneof(
      validItem.map((item) => ({ valid: true, json: (id: string) => itemJson(item, id) })),
      badItem.map((json) => ({ valid: false, json })),
    )
    await check('batch', fc.array(entry, { minLength: 1, maxLength: 12 }), async (entries) => {
      batchNumber += 1
      const run = `prop-${backend.name}-${batchNumber}`
      const parts = entries.map((item, index) => item.json(`${run}-${index}`))
      const response = await request(`/batch?${new URLSearchParams(SDK)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"batch":[${parts.join(',')}]}`,
      })
      const validIndexes = entries.flatMap((item, index) => (item.valid ? [index] : []))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: entries.length, stored: validIndexes.length })
      const { rows } = await server.database.sql.query(
        'SELECT event_id FROM analytics_events WHERE project_id = $1 AND event_id LIKE $2',
        ['test-project', `${run}-%`],
      )
      const storedIds = (rows as { event_id: string }[]).map((row) => row.event_id).sort()
      expect(storedIds).toEqual(validIndexes.map((index) => `${run}-${index}`).sort())
      // Stored exactly as sent, compared by the database itself (PGlite drops a leading U+FEFF when it decodes a
      // text column it returns, so reading the row back would not tell).
      for (const index of validIndexes) {
        const sent = JSON.parse(parts[index] as string) as {
          eventId: string
          url: string
          domain: string
          props: { properties: unknown }
        }
        const same = await server.database.sql.query(
          'SELECT 1 FROM analytics_events WHERE project_id = $1 AND event_id = $2 AND url = $3 AND domain = $4 AND properties = $5::jsonb',
          ['test-project', sent.eventId, sent.url, sent.domain, JSON.stringify(sent.props.properties)],
        )
        expect(same.rows, parts[index]).toHaveLength(1)
      }
    })
    await expectWalletsStillServed()
  }, 120_000) // 100 hostile batches, each written in the event writer's 20 ms window and read back: slow on a busy run

  test('POST /siwx/verify: any body is a typed 400 / 401 / 413; hostile text in the message or signature is refused at the boundary (400)', async () => {
    const text = fc.oneof(hostileText, fc.constant('hello'))
    // The claimed fields: none, hostile text, any JSON value, or an object nested up to 3,000 deep (as text).
    const data = fc.oneof(
      fc.constant(''),
      fc
        .dictionary(hostileText, fc.oneof(hostileText, fc.array(hostileText, { maxLength: 2 })), {
          maxKeys: 3,
        })
        .map((value) => `,"data":${JSON.stringify(value)}`),
      fc.jsonValue({ maxDepth: 4 }).map((value) => `,"data":${JSON.stringify(value)}`),
      fc.integer({ min: 3, max: 3000 }).map((depth) => `,"data":{"a":${nestedJson(depth)}}`),
    )
    await check(
      'verify',
      fc.record({ message: text, signature: text, data }),
      async ({ message, signature, data }) => {
        const response = await request(`/siwx/verify?${new URLSearchParams(SDK)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
          body: `{"message":${JSON.stringify(message)},"signature":${JSON.stringify(signature)}${data}}`,
        })
        const body = await expectTypedRefusal(response)
        // Refused at the boundary (400, or 413 for a body past 16 KB), never by the verifier's checks (401).
        if (!isStorable(message) || !isStorable(signature)) expect([400, 413]).toContain(response.status)
        if (response.status === 400) expect(body.error).toBe('Invalid sign-in')
        if (response.status === 401) expect(body.error).toMatch(/^(SIWX_[A-Z_]+|INVALID_SIGN_IN_MESSAGE)$/)
        expect([400, 401, 413]).toContain(response.status)
        expect(response.headers.get('set-cookie')).toBeNull()
      },
    )
    const nonce = await request(`/siwx/nonce?${new URLSearchParams(SDK)}`, { headers: { Origin: ORIGIN } })
    expect(nonce.status).toBe(200)
    await expectWalletsStillServed()
  })

  test('GET /siwx/session and POST /siwx/signout: any cookie and any Origin answer no session or a typed 403, never a 500', async () => {
    // Header values are visible ASCII (fetch refuses others); the cookie value may carry %-escapes of anything.
    const headerText = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 60,
    })
    const cookieValue = fc.oneof(
      headerText.map((text) => text.replace(/[;,\\"]/g, '')),
      fc
        .oneof(hostileText, nulText)
        .filter((text) => text.isWellFormed())
        .map(encodeURIComponent),
      fc.constantFrom('%00', '%ED%A0%80', 'A'.repeat(32), '%ZZ'),
    )
    const origin = fc.oneof(
      fc.constant(ORIGIN),
      fc.constant(undefined),
      headerText,
      fc.webUrl().map((url) => new URL(url).origin),
    )
    await check(
      'session',
      fc.record({ cookie: cookieValue, origin, signout: fc.boolean() }),
      async ({ cookie, origin, signout }) => {
        const response = await request(
          `/siwx/${signout ? 'signout' : 'session'}?${new URLSearchParams(SDK)}`,
          {
            method: signout ? 'POST' : 'GET',
            headers: {
              Cookie: `latch_siwx_test-project=${cookie}`,
              ...(origin !== undefined ? { Origin: origin } : {}),
            },
          },
        )
        if (origin === undefined || origin === ORIGIN) {
          expect(response.status).toBe(200)
          expect(await response.json()).toEqual(signout ? { ok: true } : { session: null })
        } else {
          expect([200, 403]).toContain(response.status)
          if (response.status === 403) {
            expect(response.headers.get('access-control-allow-origin')).toBeNull()
            expect(response.headers.get('access-control-allow-credentials')).toBeNull()
            await expectTypedRefusal(response)
          }
        }
      },
    )
    await expectWalletsStillServed()
  })

  test('GET /dashboard: any projectId and days answer the page or counts, or a typed 400 / 404, never a 500', async () => {
    const projectId = fc.oneof(
      fc.constantFrom('test-project', 'narrow-project'),
      fc.oneof(hostileText, nulText).filter((text) => text.isWellFormed() && text.length > 0),
    )
    const days = fc.option(hostileQueryText, { nil: undefined })
    await check(
      'dashboard',
      fc.record({ projectId, days, stats: fc.boolean() }),
      async ({ projectId, days, stats }) => {
        const query = days === undefined ? '' : `?${new URLSearchParams({ days })}`
        const response = await request(
          `/dashboard/${encodeURIComponent(projectId)}${stats ? '/stats.json' : ''}${query}`,
        )
        if (projectId.includes('\u0000') || (stats && days?.includes('\u0000')))
          expect(response.status).toBe(400)
        if (response.status < 400) expect(response.status).toBe(200)
        else {
          expect([400, 404]).toContain(response.status)
          await expectTypedRefusal(response)
        }
      },
    )
    await expectWalletsStillServed()
  })
})
