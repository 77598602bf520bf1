// A local stand-in for three swap aggregators' public APIs — 0x Swap API v2 (allowance-holder price and quote),
// LI.FI (GET /v1/quote) and Jupiter (GET /swap/v1/quote, POST /swap/v1/swap) — replaying the example responses of
// their public docs (recorded/*.json, each naming where its body comes from), so the Latch server's optional quote
// sources are tested against the real wire format without the network.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const recording = (name) =>
  JSON.parse(readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), 'utf8'))

/** Each provider's recorded answers, the header its API key travels in, and its no-route answer. */
const PROVIDERS = {
  zeroEx: {
    keyHeader: '0x-api-key',
    routes: ['zeroex-price-weth-usdc', 'zeroex-price-weth-usdc-base', 'zeroex-quote-weth-usdc-base'],
    noRoute: 'zeroex-price-no-liquidity',
    // 0x's answer to a request it cannot read (docs: 400 INPUT_INVALID).
    invalid: (message) => ({ name: 'INPUT_INVALID', message }),
  },
  lifi: {
    keyHeader: 'x-lifi-api-key',
    routes: ['lifi-quote-xdai-miva'],
    noRoute: 'lifi-no-quote',
    invalid: (message) => ({ message, code: 1011 }),
  },
  jupiter: {
    keyHeader: 'x-api-key',
    routes: ['jupiter-quote-sol-usdc', 'jupiter-swap'],
    noRoute: 'jupiter-no-route',
    invalid: (message) => ({ error: message, errorCode: 'INVALID_REQUEST' }),
  },
}

const providerOf = (path) =>
  path.startsWith('/swap/allowance-holder/') || path.startsWith('/swap/permit2/')
    ? 'zeroEx'
    : path.startsWith('/v1/')
      ? 'lifi'
      : path.startsWith('/swap/v1/')
        ? 'jupiter'
        : undefined

const matches = (recorded, path, query) =>
  recorded.request.path === path &&
  Object.entries(recorded.request.query ?? {}).every(
    ([name, value]) => (query.get(name) ?? '').toLowerCase() === String(value).toLowerCase(),
  )

export function startFakeAggregators(options = {}) {
  const keys = options.apiKeys ?? {}
  const recorded = Object.fromEntries(
    Object.entries(PROVIDERS).map(([name, provider]) => [name, provider.routes.map(recording)]),
  )
  const requests = []
  const noRouteNext = new Set()
  const hangNext = new Set()
  const hanging = new Set()
  const server = createServer(async (request, response) => {
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    })
    const json = (status, payload) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(payload))
    }
    const name = providerOf(url.pathname)
    if (!name) return json(404, { message: 'Not found' })
    const provider = PROVIDERS[name]
    if (keys[name] && request.headers[provider.keyHeader] !== keys[name])
      return json(401, provider.invalid('Invalid API key'))
    if (name === 'zeroEx' && request.headers['0x-version'] !== 'v2')
      return json(400, provider.invalid('The 0x-version header must be v2'))
    if (hangNext.delete(name)) {
      hanging.add(response)
      return
    }
    if (noRouteNext.delete(name)) {
      const answer = recording(provider.noRoute).response
      return json(answer.status, answer.body)
    }
    if (name === 'jupiter' && request.method === 'POST') {
      let parsed
      try {
        parsed = JSON.parse(body)
      } catch {
        return json(400, provider.invalid('Invalid JSON'))
      }
      if (!parsed?.quoteResponse?.outAmount || !parsed?.userPublicKey)
        return json(400, provider.invalid('quoteResponse and userPublicKey are required'))
    }
    const found = recorded[name].find((candidate) => matches(candidate, url.pathname, url.searchParams))
    if (!found)
      return json(400, provider.invalid(`No recorded answer for ${url.pathname}?${url.searchParams}`))
    return json(found.response.status, found.response.body)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        answerNoRoute: (name) => noRouteNext.add(name),
        hang: (name) => hangNext.add(name),
        close: () =>
          new Promise((done) => {
            for (const pending of hanging) pending.destroy()
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
