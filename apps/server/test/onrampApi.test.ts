import { type FakeTransak, startFakeTransak } from '@latch/fixture-onramp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { isMoonPaySignatureValid } from '../src/onramp/moonPaySignature'
import { type RunningServer, startServer } from '../src/startServer'
import { apiUrl } from './api'
import { BACKENDS } from './backends'
import { ONRAMP_ENV, onrampProject, SIGNING_SECRET, TRANSAK_API_KEY, TRANSAK_SECRET } from './onrampProjects'

// Issue 36: the on-ramp routes on PGlite and on a real PostgreSQL: the project's providers, the widget URL of each
// mode (template, MoonPay-signed, a Transak session against the local fake), the demo provider page, bad input, and
// the secrets never answered, shown or logged.
const PROJECT = { projectId: 'onramp-project' }
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SECRETS = [SIGNING_SECRET, TRANSAK_SECRET]

const logged: string[] = []

function postUrl(server: RunningServer, body: unknown) {
  return fetch(apiUrl(server.url, '/onramp/v1/url', PROJECT), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The answer's text, checked to hold no secret, then parsed. */
async function readChecked<T = Record<string, unknown>>(response: Response): Promise<T> {
  const text = await response.text()
  for (const secret of SECRETS) expect(text).not.toContain(secret)
  return JSON.parse(text) as T
}

describe.each(BACKENDS)('on-ramp routes on $name (issue 36)', (backend) => {
  let server: RunningServer
  let transak: FakeTransak

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '))
      })
    }
    transak = await startFakeTransak({ apiKey: TRANSAK_API_KEY, apiSecret: TRANSAK_SECRET })
    server = await startServer({
      databaseUrl: await backend.databaseUrl(),
      projects: [onrampProject(transak.url)],
      env: ONRAMP_ENV,
    })
  })

  afterAll(async () => {
    await server?.close()
    await transak?.close()
    // Nothing the server logged in the whole suite holds a secret (the failed-session case logs a warning).
    for (const line of logged) for (const secret of SECRETS) expect(line).not.toContain(secret)
    vi.restoreAllMocks()
  })

  test('lists the providers that are on, with what the page shows and nothing else', async () => {
    const response = await fetch(apiUrl(server.url, '/onramp/v1/providers', PROJECT))
    expect(response.status).toBe(200)
    const body = await readChecked<{ providers: Record<string, unknown>[] }>(response)
    expect(body.providers.map((provider) => provider.id)).toEqual(['ramp', 'moonpay', 'transak'])
    expect(body.providers[0]).toEqual({
      id: 'ramp',
      name: 'Ramp <b>Network</b>',
      logo: 'https://ramp.example/logo.svg',
      feeLabel: 'From 0.49%',
      mode: 'template',
      fiatCurrencies: ['USD', 'EUR'],
      networks: ['eip155:1'],
      assets: [
        { asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'Ether' },
        {
          asset: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          symbol: 'USDC',
          name: 'USD Coin',
        },
      ],
    })
    const text = JSON.stringify(body)
    for (const hidden of [
      'TEST_MOONPAY_SECRET',
      'pk_test_123',
      'public-ramp-key',
      TRANSAK_API_KEY,
      'demo-provider',
    ])
      expect(text).not.toContain(hidden)
  })

  test("the providers' currencies have images at /public/getCurrencyImage/{code} (spec §7), inert SVG", async () => {
    const response = await fetch(apiUrl(server.url, '/public/getCurrencyImage/EUR', PROJECT))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    const svg = await response.text()
    expect(svg).toContain('>€</text>')
    expect(svg).not.toMatch(/<script|href=/)
    expect((await fetch(apiUrl(server.url, '/public/getCurrencyImage/JPY', PROJECT))).status).toBe(404)
  })

  test('a project without providers lists none; an unknown project is refused', async () => {
    const other = await fetch(apiUrl(server.url, '/onramp/v1/providers', { projectId: 'nobody' }))
    expect(other.status).toBe(403)
  })

  test('template mode: the public URL with the choice URL-encoded and never the address', async () => {
    const response = await postUrl(server, {
      provider: 'ramp',
      fiat: 'EUR',
      asset: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      amount: '49.99',
      address: `eip155:1:${ADDRESS}`,
    })
    expect(response.status).toBe(200)
    const { url, mode } = await readChecked<{ url: string; mode: string }>(response)
    expect(mode).toBe('template')
    expect(url).toBe(
      'https://app.ramp.example/?hostApiKey=public-ramp-key&fiatCurrency=EUR&swapAsset=usdc&fiatValue=49.99',
    )
    expect(url).not.toContain(ADDRESS)
  })

  test('signed mode: the address and MoonPay signature; it verifies with the test secret and fails when a parameter changes', async () => {
    const response = await postUrl(server, {
      provider: 'moonpay',
      fiat: 'GBP',
      asset: 'eip155:1/slip44:60',
      amount: '100',
      address: `eip155:1:${ADDRESS}`,
    })
    expect(response.status).toBe(200)
    const { url } = await readChecked<{ url: string }>(response)
    const params = new URL(url, server.url).searchParams
    expect(url.startsWith('/onramp/demo-provider?')).toBe(true)
    expect(Object.fromEntries(params)).toMatchObject({
      apiKey: 'pk_test_123',
      baseCurrencyCode: 'GBP',
      currencyCode: 'eth',
      baseCurrencyAmount: '100',
      walletAddress: ADDRESS,
    })
    expect(isMoonPaySignatureValid(url, SIGNING_SECRET)).toBe(true)
    expect(
      isMoonPaySignatureValid(
        url.replace('baseCurrencyAmount=100', 'baseCurrencyAmount=1000'),
        SIGNING_SECRET,
      ),
    ).toBe(false)
    expect(isMoonPaySignatureValid(url.replace(ADDRESS, ADDRESS.replace('C8', 'C9')), SIGNING_SECRET)).toBe(
      false,
    )
  })

  test('the demo provider page shows the parameters and whether the signature is valid, never the secret', async () => {
    const response = await postUrl(server, {
      provider: 'moonpay',
      fiat: 'USD',
      asset: 'eip155:1/slip44:60',
      amount: '25.5',
      address: `eip155:1:${ADDRESS}`,
    })
    const { url } = await readChecked<{ url: string }>(response)
    const page = await fetch(new URL(url.slice(1), `${server.url}/`))
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('<strong id="signature">valid</strong>')
    expect(html).toContain(`<td data-param="walletAddress">${ADDRESS}</td>`)
    expect(html).toContain('<td data-param="baseCurrencyAmount">25.5</td>')
    for (const secret of SECRETS) expect(html).not.toContain(secret)

    const changed = await (
      await fetch(new URL(url.slice(1).replace('=USD', '=EUR'), `${server.url}/`))
    ).text()
    expect(changed).toContain('<strong id="signature">invalid</strong>')
  })

  test('the demo provider page writes hostile parameters as text', async () => {
    const html = await (
      await fetch(`${server.url}/onramp/demo-provider?x=${encodeURIComponent('<script>alert(1)</script>"')}`)
    ).text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;')
    expect(html).toContain('<strong id="signature">not signed</strong>')
  })

  test("session mode: the server asks Transak's API (the local fake) for a one-time widget URL", async () => {
    const response = await postUrl(server, {
      provider: 'transak',
      fiat: 'EUR',
      asset: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      amount: '75',
      address: `eip155:1:${ADDRESS}`,
    })
    expect(response.status).toBe(200)
    const { url, mode } = await readChecked<{ url: string; mode: string }>(response)
    expect(mode).toBe('session')
    // The address and amount stay between the server and the provider: the URL holds a session id only.
    expect(url).not.toContain(ADDRESS)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/widget\?apiKey=[\w-]+&sessionId=[0-9a-f]{32}$/)
    const [refresh, create] = transak.requests.slice(-2)
    expect(refresh?.path).toBe('/partners/api/v2/refresh-token')
    expect(refresh?.headers['api-secret']).toBe(TRANSAK_SECRET)
    expect(JSON.parse(refresh?.body ?? '')).toEqual({ apiKey: TRANSAK_API_KEY })
    expect(create?.path).toBe('/api/v2/auth/session')
    expect(create?.headers['api-secret']).toBeUndefined()
    expect(transak.sessions.at(-1)?.widgetParams).toEqual({
      apiKey: TRANSAK_API_KEY,
      referrerDomain: 'app.example.com',
      productsAvailed: 'BUY',
      walletAddress: ADDRESS,
      cryptoCurrencyCode: 'usdc',
      fiatCurrency: 'EUR',
      fiatAmount: 75,
      network: 'ethereum',
    })
    const widget = await fetch(url)
    expect(widget.status).toBe(200)
    expect(await widget.text()).toContain(`<td data-param="walletAddress">${ADDRESS}</td>`)
    expect((await fetch(url)).status).toBe(410)
  })

  test('session mode: a provider that fails is a 502 that names no secret', async () => {
    transak.failWith(503)
    try {
      const response = await postUrl(server, {
        provider: 'transak',
        fiat: 'EUR',
        asset: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        amount: '75',
        address: `eip155:1:${ADDRESS}`,
      })
      expect(response.status).toBe(502)
      expect(await readChecked(response)).toEqual({ error: 'The provider could not start a session' })
      expect(logged.at(-1)).toContain('on-ramp session for transak: the provider answered 503')
    } finally {
      transak.failWith(0)
    }
  })

  const base = {
    provider: 'moonpay',
    fiat: 'USD',
    asset: 'eip155:1/slip44:60',
    amount: '10',
    address: `eip155:1:${ADDRESS}`,
  }
  test.each([
    ['an unknown provider', { ...base, provider: 'nobody' }, 404, 'Unknown provider'],
    ['a provider whose secret is not set', { ...base, provider: 'unset-secret' }, 404, 'Unknown provider'],
    [
      'a fiat the provider does not offer',
      { ...base, fiat: 'JPY' },
      400,
      'fiat: not offered by this provider',
    ],
    [
      'an asset the provider does not offer',
      { ...base, asset: 'eip155:10/slip44:60' },
      400,
      'asset: not offered',
    ],
    ['no address in signed mode', { ...base, address: undefined }, 400, 'address: is required'],
    [
      'an address on another chain',
      { ...base, address: `eip155:10:${ADDRESS}` },
      400,
      "not on the asset's network",
    ],
    ['a zero amount', { ...base, amount: '0' }, 400, 'amount: must be more than 0'],
    ['an exponent amount', { ...base, amount: '1e5' }, 400, 'amount: is malformed'],
    ['a negative amount', { ...base, amount: '-1' }, 400, 'amount: is malformed'],
    ['a NUL in the fiat (RELIABILITY #27)', { ...base, fiat: 'US\u0000' }, 400, 'fiat: holds a NUL'],
    ['a body that is not JSON', '{"provider":', 400, ''],
  ])('refuses %s with a clear answer, never a 500', async (_name, body, status, issue) => {
    const response = await postUrl(server, body)
    expect(response.status).toBe(status)
    const answer = await readChecked<{ error: string; issues?: string[] }>(response)
    if (issue) expect(`${answer.error} ${answer.issues?.join(' ') ?? ''}`).toContain(issue)
  })
})
