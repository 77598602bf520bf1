// The explorer client against the real Latch server (apps/server on PGlite, started for this suite), with a fault
// proxy in front for what a server or the network can do wrong (RELIABILITY #4, #5, #6, #17).

import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createExplorerClient, MAX_WALLET_COUNT } from '@latch/core/internal'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ensureCatalogue } from '../../src/catalogue/ensureCatalogue'
import { parseProjectsFile } from '../../src/db/projectConfig'
import { PACKAGE_PATHS } from '../../src/packagePaths'
import { type RunningServer, startServer } from '../../src/startServer'

type Fault = 'none' | 'slow' | '429' | '503' | 'malformed' | 'hostile' | 'hugeLogo'
let fault: Fault = 'none'
let latch: RunningServer
let proxy: Server
let proxyUrl: string
const requests: string[] = []

async function forward(
  request: IncomingMessage,
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const upstream = await fetch(new URL(request.url ?? '/', latch.url))
  return {
    status: upstream.status,
    headers: upstream.headers,
    body: Buffer.from(await upstream.arrayBuffer()),
  }
}

/** What a hostile or broken server could put in a real page. */
function hostile(body: { count: number; data: Record<string, unknown>[] }) {
  const [first, second] = body.data
  return {
    count: 1e9,
    data: [
      { ...first, name: '<img src=x onerror=alert(1)>Evil', mobile_link: 'javascript:alert(1)' },
      { ...second, name: '\u202Egnp.exe', homepage: 'http://plain.example', webapp_link: 'data:text/html,x' },
      { ...first, name: 'Duplicate of the first' },
      { id: 42, name: 'wrong id type' },
      { id: 'no-name' },
      null,
      ...body.data.slice(2),
    ],
  }
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  requests.push(request.url ?? '')
  if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500))
  if (fault === '429') return response.writeHead(429, { 'retry-after': '2' }).end('{}')
  if (fault === '503') return response.writeHead(503).end('Service Unavailable')
  if (fault === 'malformed')
    return response.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [')
  if (fault === 'hugeLogo' && request.url?.startsWith('/getWalletImage/')) {
    response.writeHead(200, { 'content-type': 'image/png' })
    return response.end(Buffer.alloc(5 * 1024 * 1024, 1))
  }
  const upstream = await forward(request)
  let body = upstream.body
  if (fault === 'hostile' && request.url?.startsWith('/getWallets')) {
    body = Buffer.from(JSON.stringify(hostile(JSON.parse(body.toString()))))
  }
  response.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? 'text/plain',
  })
  response.end(body)
}

beforeAll(async () => {
  latch = await startServer({
    catalogueFile: ensureCatalogue(),
    projects: parseProjectsFile(readFileSync(PACKAGE_PATHS.projects, 'utf8')),
  })
  proxy = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  proxy?.closeAllConnections()
  await new Promise((resolve) => proxy?.close(resolve))
  await latch?.close()
})
beforeEach(() => {
  fault = 'none'
})

const sdk = { projectId: 'latch-demo', sdkType: 'latch', sdkVersion: '0.1.0' }
const client = (options: { timeoutMs?: number; baseUrl?: string } = {}) =>
  createExplorerClient({ baseUrl: proxyUrl, ...sdk, timeoutMs: 1000, ...options })

describe('explorer client against the Latch server', () => {
  test('reads a page of the real catalogue: featured first, the count of all, spec §7 page sizes', async () => {
    const result = await client().getWallets({ entries: 4 })
    expect(result.type).toBe('ok')
    if (result.type !== 'ok') return
    expect(result.value.wallets.map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Phantom',
      'Rabby',
      'Base (formerly Coinbase Wallet)',
    ])
    expect(result.value.count).toBeGreaterThanOrEqual(300)
    expect(result.value.wallets[0]).toMatchObject({
      id: 'io.metamask',
      rdns: 'io.metamask',
      chains: ['eip155'],
    })
    expect(requests.at(-1)).toBe('/getWallets?projectId=latch-demo&st=latch&sv=0.1.0&page=1&entries=4')
  })

  test('search, chains and paging reach the server as its parameters', async () => {
    const search = await client().getWallets({ search: ' phan ', entries: 100 })
    expect(search.type === 'ok' && search.value.wallets[0]?.name).toBe('Phantom')
    const solana = await client().getWallets({ chains: ['solana:mainnet'], entries: 100 })
    expect(
      solana.type === 'ok' && solana.value.wallets.every((wallet) => wallet.chains.includes('solana')),
    ).toBe(true)
    const page2 = await client().getWallets({ page: 2, entries: 40 })
    expect(page2.type === 'ok' && page2.value.wallets).toHaveLength(40)
  })

  test('a logo is fetched once and given as a data: URL', async () => {
    const explorer = client()
    const page = await explorer.getWallets({ entries: 4 })
    if (page.type !== 'ok') throw new Error(page.type)
    const before = requests.length
    const [a, b] = await Promise.all([
      explorer.walletImage(page.value.wallets[0]!),
      explorer.walletImage(page.value.wallets[0]!),
    ])
    expect(a).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(b).toBe(a)
    expect(await explorer.walletImage(page.value.wallets[0]!)).toBe(a)
    expect(requests.length - before).toBe(1)
    expect(await explorer.walletImage(page.value.wallets[1]!)).toMatch(/^data:image\/(webp|svg\+xml);base64,/)
  })

  test('hostile data (RELIABILITY #6, #18): bad entries and duplicates dropped, names cleaned, unsafe links dropped, count capped', async () => {
    fault = 'hostile'
    const result = await client().getWallets({ entries: 40 })
    if (result.type !== 'ok') throw new Error(result.type)
    const { wallets, count } = result.value
    expect(count).toBe(MAX_WALLET_COUNT)
    expect(wallets).toHaveLength(40)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(40)
    expect(wallets.map((wallet) => wallet.name)).not.toContain('Duplicate of the first')
    expect(wallets[0]?.name).toBe('<img src=x onerror=alert(1)>Evil')
    expect(wallets[0]?.mobileLink).toBeUndefined()
    expect(wallets[1]?.name).toBe('gnp.exe')
    expect(wallets[1]?.homepage).toBeUndefined()
    expect(wallets[1]?.webappLink).toBeUndefined()
  })

  test('a 5 MB logo is refused without reading it all (RELIABILITY #17)', async () => {
    fault = 'hugeLogo'
    expect(await client().walletImage({ imageId: 'abc' })).toBeUndefined()
  })

  test('429 is rate-limited with Retry-After, and no request goes out until it has passed (RELIABILITY #4)', async () => {
    let time = 1_000_000
    const explorer = createExplorerClient({ baseUrl: proxyUrl, ...sdk, now: () => time })
    fault = '429'
    expect(await explorer.getWallets()).toEqual({ type: 'rateLimited', retryAfterSeconds: 2 })
    fault = 'none'
    const sent = requests.length
    expect(await explorer.getWallets()).toEqual({ type: 'rateLimited', retryAfterSeconds: 2 })
    expect(requests.length).toBe(sent)
    time += 2000
    expect((await explorer.getWallets()).type).toBe('ok')
  })

  test('503 is a server error with a debug message (RELIABILITY #5)', async () => {
    fault = '503'
    expect(await client().getWallets()).toEqual({
      type: 'serverError',
      status: 503,
      message: `HTTP 503 from ${proxyUrl}`,
    })
  })

  test('slower than the timeout: aborted and reported as a timeout (RELIABILITY #5)', async () => {
    fault = 'slow'
    const started = Date.now()
    expect(await client({ timeoutMs: 300 }).getWallets()).toEqual({ type: 'failed', reason: 'timeout' })
    expect(Date.now() - started).toBeLessThan(1400)
  })

  test("the caller's abort ends the request", async () => {
    fault = 'slow'
    const controller = new AbortController()
    const pending = client().getWallets({}, controller.signal)
    controller.abort()
    expect(await pending).toEqual({ type: 'failed', reason: 'aborted' })
  })

  test('malformed JSON is a failure, not a throw', async () => {
    fault = 'malformed'
    expect(await client().getWallets()).toEqual({ type: 'failed', reason: 'body' })
  })

  test('server down: a network failure, not a throw', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const down = client({ baseUrl: `http://127.0.0.1:${port}` })
    expect(await down.getWallets()).toEqual({ type: 'failed', reason: 'network' })
    expect(await down.walletImage({ imageId: 'abc' })).toBeUndefined()
  })
})
