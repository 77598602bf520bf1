import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the stub received. */
export interface OnrampStubRequest {
  method: string
  path: string
  query: Record<string, string>
  body: string
}

/** The stub's answer: a status and a JSON body (a string is sent as is). */
export type OnrampStubAnswer = { status: number; body: unknown }

/** Providers in the Latch server's `/onramp/v1/providers` wire format. */
const STUB_PROVIDERS = [
  {
    id: 'ramp',
    name: 'Ramp',
    logo: 'https://ramp.example/logo.svg',
    feeLabel: 'From 0.49%',
    mode: 'template',
    fiatCurrencies: ['USD', 'EUR'],
    networks: ['eip155:1'],
    assets: [{ asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'Ether' }],
  },
  {
    id: 'moonpay',
    name: 'MoonPay',
    logo: null,
    feeLabel: '4.5%',
    mode: 'signed',
    fiatCurrencies: ['USD'],
    networks: ['eip155:1'],
    assets: [{ asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'Ether' }],
  },
]

/**
 * Test fixture: a real HTTP server on 127.0.0.1 answering the Latch server's on-ramp routes as `answer` says
 * (default: the providers above, and `{ url: '/onramp/demo-provider?...' }`), recording every request. The routes'
 * behaviour itself is tested on the real server (apps/server/test/onrampApi.test.ts, test/kit/onrampActions.test.ts).
 */
export async function startOnrampStub(answer?: (request: OnrampStubRequest) => OnrampStubAnswer) {
  const requests: OnrampStubRequest[] = []
  const fallback = (request: OnrampStubRequest): OnrampStubAnswer =>
    request.path.endsWith('/onramp/v1/providers')
      ? { status: 200, body: { providers: STUB_PROVIDERS } }
      : { status: 200, body: { url: '/onramp/demo-provider?currencyCode=eth', mode: 'template' } }
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
      const request = {
        method: incoming.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      const { status, body } = (answer ?? fallback)(request)
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(typeof body === 'string' ? body : JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
