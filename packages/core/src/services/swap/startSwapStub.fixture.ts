import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the stub received. */
interface SwapStubRequest {
  method: string
  path: string
  query: Record<string, string>
  body: Record<string, unknown> | undefined
}

/** An answer: a status and a JSON body, or a raw body of `contentType` (an image). */
interface SwapStubAnswer {
  status: number
  body: unknown
  contentType?: string
}

/** Answers by route, in the Latch server's `/swap/v1/*` wire format (apps/server/src/routes/swapRoutes.ts). */
export type SwapStubRoutes = Record<string, (request: SwapStubRequest) => SwapStubAnswer>

/** Starts a local HTTP stub of the swap routes on 127.0.0.1; every request is recorded. */
export async function startSwapStub(routes: SwapStubRoutes) {
  const requests: SwapStubRequest[] = []
  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://stub')
    let text = ''
    for await (const chunk of incoming) text += chunk
    const request: SwapStubRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    }
    requests.push(request)
    const route = routes[url.pathname.replace(/^\/latch/, '')]
    const answer = route
      ? route(request)
      : { status: 404, body: { reasons: [{ code: 'NOT_FOUND', description: 'no route' }] } }
    outgoing.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' })
    outgoing.end(answer.contentType ? (answer.body as string) : JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A quote in the server's shape, valid for 30 s from now. */
export function stubQuote(overrides: Record<string, unknown> = {}) {
  return {
    quoteId: 'payload.mac',
    chainId: 'eip155:1',
    from: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    amountIn: '500000000000000000',
    amountOut: '742000000000000000000',
    path: [],
    expiresAt: Date.now() + 30_000,
    priceImpactPercent: 0.5,
    estimatedGas: '130000',
    ...overrides,
  }
}
