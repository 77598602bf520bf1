import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningServer } from '../src/startServer'
import type { WalletListingJson } from '../src/wallets/queryWallets'
import { apiUrl, awayFromMinuteEnd, getJson } from './api'
import { BACKENDS, startTestServer } from './backends'

type WalletsBody = { count: number; data: WalletListingJson[] }

describe.each(BACKENDS)('explorer API on $name', (backend) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  const wallets = (params: Record<string, string | number | undefined> = {}) =>
    getJson<WalletsBody>(apiUrl(server.url, '/getWallets', params))

  describe('sdk params on every route', () => {
    const routes = [
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getWallets',
      '/getAnalyticsConfig',
      '/getWalletImage/abc',
      '/public/getAssetImage/abc',
      '/public/getCurrencyImage/abc',
      '/public/getTokenImage/abc',
    ]
    test.each(routes)('%s: 400 without projectId, st or sv, 403 for an unknown project', async (route) => {
      for (const missing of ['projectId', 'st', 'sv']) {
        const { status, body } = await getJson(apiUrl(server.url, route, { [missing]: undefined }))
        expect(status).toBe(400)
        expect(body.error).toBe('Invalid sdk params')
        expect(String(body.issues)).toContain(missing)
      }
      const malformed = await getJson(apiUrl(server.url, route, { st: '<script>' }))
      expect(malformed.status).toBe(400)
      const unknown = await getJson(apiUrl(server.url, route, { projectId: 'nobody' }))
      expect(unknown).toEqual({ status: 403, body: { error: 'Unknown projectId' } })
    })
  })

  test('config, origins and analytics config come from the project', async () => {
    expect(await getJson(apiUrl(server.url, '/appkit/v1/config'))).toEqual({
      status: 200,
      body: { features: [{ id: 'email', isEnabled: false }] },
    })
    expect(await getJson(apiUrl(server.url, '/projects/v1/origins'))).toEqual({
      status: 200,
      body: { allowedOrigins: ['https://app.example.com', '*.example.org'] },
    })
    expect(await getJson(apiUrl(server.url, '/getAnalyticsConfig'))).toEqual({
      status: 200,
      body: { isAnalyticsEnabled: true },
    })
    expect(
      (await getJson(apiUrl(server.url, '/getAnalyticsConfig', { projectId: 'narrow-project' }))).body,
    ).toEqual({ isAnalyticsEnabled: false })
  })

  describe('getWallets', () => {
    test('default: 40 a page, featured first in the project order, excluded never listed, count of all', async () => {
      const { status, body } = await wallets()
      expect(status).toBe(200)
      expect(body.count).toBeGreaterThanOrEqual(300)
      expect(body.data).toHaveLength(40)
      expect(body.data.slice(0, 2).map((wallet) => wallet.name)).toEqual(['Rabby', 'MetaMask'])
      const metamask = body.data[1]
      expect(metamask).toMatchObject({
        id: 'io.metamask',
        rdns: 'io.metamask',
        chains: ['eip155'],
        homepage: 'https://metamask.io/',
        mobile_link: 'metamask://',
      })
      expect(metamask?.image_id).toMatch(/^[0-9a-f]{32}$/)
    })

    test('paging through the whole catalogue gives every wallet once, as many as count', async () => {
      const first = await wallets({ entries: 100 })
      const ids = first.body.data.map((wallet) => wallet.id)
      for (let page = 2; (page - 1) * 100 < first.body.count; page++) {
        const next = await wallets({ entries: 100, page })
        ids.push(...next.body.data.map((wallet) => wallet.id))
      }
      expect(ids).toHaveLength(first.body.count)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).not.toContain('com.trustwallet.app')
      const past = await wallets({ entries: 100, page: 1000 })
      expect(past.body).toEqual({ count: first.body.count, data: [] })
    })

    test('page sizes of spec §7: 4 recommended, 20 prefetch, 40 paging, 100 search; more is refused', async () => {
      for (const entries of [4, 20, 40, 100])
        expect((await wallets({ entries })).body.data).toHaveLength(entries)
      for (const entries of [0, 101, -1, 'x', '1e3']) {
        const { status, body } = await getJson(apiUrl(server.url, '/getWallets', { entries }))
        expect(status).toBe(400)
        expect(String(body.issues)).toContain('entries')
      }
    })

    test('search: case-insensitive, prefix matches first, wildcards match literally', async () => {
      const { body } = await wallets({ search: 'META', entries: 100 })
      expect(body.data[0]?.name).toBe('MetaMask')
      expect(body.data.every((wallet) => /meta/i.test(wallet.name))).toBe(true)
      expect(body.count).toBe(body.data.length)
      expect((await wallets({ search: '%' })).body).toEqual({ count: 0, data: [] })
      expect((await wallets({ search: '_' })).body.count).toBe(0)
      const tooLong = await getJson(apiUrl(server.url, '/getWallets', { search: 'x'.repeat(101) }))
      expect(tooLong.status).toBe(400)
    })

    test('chains: CAIP-2 ids or namespaces select wallets of those namespaces', async () => {
      const solana = await wallets({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: 100 })
      expect(solana.body.count).toBeGreaterThan(0)
      expect(solana.body.data.every((wallet) => wallet.chains.includes('solana'))).toBe(true)
      expect(solana.body.data.map((wallet) => wallet.name)).toContain('Phantom')
      const both = await wallets({ chains: 'solana,bip122', entries: 100 })
      expect(both.body.count).toBeGreaterThan(solana.body.count)
      const evm = await wallets({ chains: 'eip155:1' })
      expect(evm.body.count).toBe((await wallets()).body.count)
      expect((await wallets({ chains: 'polkadot' })).body.count).toBe(0)
    })

    test('include, exclude, rdns, names and badge filter; the project lists stay in force', async () => {
      const included = await wallets({ include: 'io.metamask,app.phantom,com.trustwallet.app' })
      expect(included.body.data.map((wallet) => wallet.id).sort()).toEqual(['app.phantom', 'io.metamask'])
      const excluded = await wallets({ exclude: 'io.rabby' })
      expect(excluded.body.data[0]?.id).toBe('io.metamask')
      expect(excluded.body.count).toBe((await wallets()).body.count - 1)
      expect((await wallets({ rdns: 'io.metamask,app.phantom' })).body.count).toBe(2)
      expect((await wallets({ names: 'metamask,PHANTOM' })).body.data.map((w) => w.name).sort()).toEqual([
        'MetaMask',
        'Phantom',
      ])
      expect((await wallets({ names: 'Tokoin | My-T Wallet' })).body.data.map((w) => w.name)).toEqual([
        'Tokoin | My-T Wallet',
      ])
      expect((await wallets({ badge_type: 'certified' })).body.count).toBe(0)
      expect((await wallets({ badge: 'none' })).body.count).toBe((await wallets()).body.count)
      expect((await getJson(apiUrl(server.url, '/getWallets', { badge_type: 'gold' }))).status).toBe(400)
      const narrow = await wallets({ projectId: 'narrow-project' })
      expect(narrow.body.data.map((wallet) => wallet.id).sort()).toEqual(['app.phantom', 'io.metamask'])
    })

    test('hostile parameters are refused at the boundary', async () => {
      for (const params of [
        { include: "io.metamask' OR 1=1 --" },
        { rdns: '<script>' },
        { chains: 'eip155:1;drop' },
        { page: 0 },
        { page: '99999999999' },
        { names: 'a\u0000b' },
        { names: 'a\u202Eb' },
      ]) {
        expect((await getJson(apiUrl(server.url, '/getWallets', params))).status).toBe(400)
      }
    })
  })

  describe('images', () => {
    test('a wallet logo: its type, a year of immutable cache, inert SVG (CSP sandbox, nosniff)', async () => {
      const { body } = await wallets({ rdns: 'io.metamask' })
      const response = await fetch(apiUrl(server.url, `/getWalletImage/${body.data[0]?.image_id}`))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect((await response.text()).startsWith('<svg')).toBe(true)
      const again = await fetch(apiUrl(server.url, `/getWalletImage/${body.data[0]?.image_id}`), {
        headers: { 'If-None-Match': response.headers.get('etag') ?? '' },
      })
      expect(again.status).toBe(304)
    })

    test('every listed wallet has a logo that is served as an image', async () => {
      const { body } = await wallets({ entries: 100, page: 3 })
      for (const wallet of body.data.slice(0, 10)) {
        const response = await fetch(apiUrl(server.url, `/getWalletImage/${wallet.image_id}`))
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^image\/(webp|svg\+xml)$/)
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100)
      }
    })

    test('unknown ids, ids of another kind and malformed ids are not images', async () => {
      const { body } = await wallets({ rdns: 'io.metamask' })
      const id = body.data[0]?.image_id
      expect((await fetch(apiUrl(server.url, '/getWalletImage/ffffffff'))).status).toBe(404)
      expect((await fetch(apiUrl(server.url, `/public/getTokenImage/${id}`))).status).toBe(404)
      expect((await fetch(apiUrl(server.url, '/getWalletImage/..%2F..%2Fetc'))).status).toBe(400)
    })
  })

  test("rate limit (RELIABILITY #4): past the project's requests per minute, 429 with Retry-After", async () => {
    await awayFromMinuteEnd()
    const limited = { projectId: 'limited-project' }
    for (const route of ['/getWallets', '/projects/v1/origins', '/appkit/v1/config']) {
      expect((await fetch(apiUrl(server.url, route, limited))).status).toBe(200)
    }
    const refused = await fetch(apiUrl(server.url, '/getWallets', limited))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'Rate limited' })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Other projects are not affected.
    expect((await fetch(apiUrl(server.url, '/getWallets'))).status).toBe(200)
  })

  test('CORS: any origin may call the API, the beacon preflight included', async () => {
    const response = await fetch(apiUrl(server.url, '/batch'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    const json = await fetch(apiUrl(server.url, '/getWallets'))
    expect(json.headers.get('access-control-allow-origin')).toBe('*')
    expect(json.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
