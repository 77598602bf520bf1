import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../src/startServer'
import { NATIVE_TOKEN_ADDRESS } from '../src/swap/swapConfig'
import { fixedPriceSource } from '../src/swap/tokens/priceSource'
import { apiUrl, getJson } from './api'
import { BACKENDS, TEST_PROJECTS } from './backends'

// Issue 35, item 5: the swap token list's images at /public/getTokenImage/{id} (spec §7), stored from a directory,
// and its USD prices from a `PriceSource`, on PGlite and on a real PostgreSQL. The token list reads no chain, so the
// network's RPC is never called.
const CHAIN = 'eip155:31337'
const LTT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const LPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="10"/></svg>'
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'latch-token-images-'))
  await writeFile(join(dir, 'ltt.svg'), SVG)
  await writeFile(join(dir, 'eth.png'), PNG)
  // Named as an image but HTML inside, an unknown type, and an oversized file: none is stored.
  await writeFile(join(dir, 'fake.png'), '<html><script>alert(1)</script></html>')
  await writeFile(join(dir, 'lpt.gif'), 'GIF89a')
  await writeFile(join(dir, 'huge.svg'), `<svg>${' '.repeat(200 * 1024)}</svg>`)
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe.each(BACKENDS)('swap token images and prices on $name (issue 35)', (backend) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      databaseUrl: await backend.databaseUrl(),
      projects: TEST_PROJECTS,
      swap: {
        tokenImagesDir: dir,
        // The local fixed feed prices ETH and LTT; LPT has only its configured price, fake none.
        priceSource: fixedPriceSource({ ETH: 3000, LTT: 2 }),
        networks: [
          {
            chainId: CHAIN,
            rpcUrl: 'http://127.0.0.1:9/never-called',
            router: LPT,
            wrappedNative: LPT,
            tokens: [
              { address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18, imageId: 'eth' },
              {
                address: LTT,
                symbol: 'LTT',
                name: 'Latch Test Token',
                decimals: 18,
                imageId: 'ltt',
                priceUsd: 9,
              },
              { address: LPT, symbol: 'LPT', name: 'Latch Permit Token', decimals: 18, priceUsd: 1 },
            ],
          },
        ],
      },
    })
  })
  afterAll(async () => {
    await server?.close()
  })

  test('the token list names each image and gives the price source’s USD price (the configured one where it has none)', async () => {
    const { status, body } = await getJson<{ tokens: Record<string, unknown>[] }>(
      apiUrl(server.url, '/swap/v1/tokens', { chainId: CHAIN }),
    )
    expect(status).toBe(200)
    expect(body.tokens.map(({ symbol, imageId, price }) => ({ symbol, imageId, price }))).toEqual([
      { symbol: 'ETH', imageId: 'eth', price: 3000 },
      { symbol: 'LTT', imageId: 'ltt', price: 2 },
      { symbol: 'LPT', imageId: undefined, price: 1 },
    ])
  })

  test('/public/getTokenImage/{id} serves the stored SVG inert (CSP sandbox, nosniff) and the PNG as image/png', async () => {
    const svg = await fetch(apiUrl(server.url, '/public/getTokenImage/ltt'))
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(svg.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await svg.text()).toBe(SVG)
    const png = await fetch(apiUrl(server.url, '/public/getTokenImage/eth'))
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true)
  })

  test('a file whose bytes are not its image type, an unknown type and an oversized one are not served; bad ids are 400', async () => {
    for (const id of ['fake', 'lpt', 'huge', 'nothing'])
      expect((await fetch(apiUrl(server.url, `/public/getTokenImage/${id}`))).status).toBe(404)
    expect((await fetch(apiUrl(server.url, '/public/getTokenImage/..%2Fetc'))).status).toBe(400)
    // Token images are not reachable under another image kind.
    expect((await fetch(apiUrl(server.url, '/public/getCurrencyImage/ltt'))).status).toBe(404)
  })
})
