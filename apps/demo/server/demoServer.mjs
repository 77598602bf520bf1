// The demo's server: serves the built app under a strict Content-Security-Policy and proxies JSON-RPC to the
// local chains, so the page talks to its own origin only. Plain ESM so `node scripts/start.mjs` runs it as is.
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { connect as connectTcp } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'

/**
 * The policy every page is served with: no inline script or style, no eval, same-origin requests only; frames only
 * from `frameSources` (the embedded wallet's origin).
 */
export function demoCsp(frameSources = [], frameAncestors = "'none'") {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "font-src 'self'",
    `frame-src ${["'self'", ...frameSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    "form-action 'none'",
  ].join('; ')
}

/** The policy without the embedded wallet's frame. */
export const DEMO_CSP = demoCsp()

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
}

const MAX_RPC_BODY = 1_000_000

async function readBody(request) {
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > MAX_RPC_BODY) throw new Error('body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Starts each named local service (a namespace's API server, ...); on a failure stops the ones started. */
async function startServices(starters, chains) {
  const started = {}
  try {
    for (const [name, start] of Object.entries(starters)) started[name] = await start({ ...started }, chains)
  } catch (error) {
    for (const service of Object.values(started)) await service.close()
    throw error
  }
  return started
}

const PASSED_HEADERS = [
  'cache-control',
  'etag',
  'retry-after',
  'content-security-policy',
  'x-content-type-options',
]

// What a service needs to know about the page's request: the body's type, and for sign-in the page's origin (the
// message is bound to it) and the session cookie.
const FORWARDED_HEADERS = ['content-type', 'origin', 'cookie']

/**
 * Forwards `/svc/<name>/<rest>?<query>` to `<service url>/<rest>?<query>` with its method, body, content type, origin
 * and cookie; the answer's Set-Cookie (the sign-in session) comes back to the page.
 */
async function proxyService(request, response, target, rest, search) {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const forwarded = {}
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') forwarded[name] = value
  }
  const upstream = await fetch(`${target.replace(/\/$/, '')}/${rest}${search}`, {
    method: request.method,
    headers: forwarded,
    ...(hasBody ? { body: await readBody(request) } : {}),
  })
  const headers = { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' }
  // A service's caching and its policy for what it serves (e.g. inert SVG logos) pass through.
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers[name] = value
  }
  const cookies = upstream.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  response.writeHead(upstream.status, headers)
  response.end(Buffer.from(await upstream.arrayBuffer()))
}

const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TEN_THOUSAND_ETH = `0x${(10_000n * 10n ** 18n).toString(16)}`

async function resetDevBalance(rpcUrl) {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [DEV_ACCOUNT, TEN_THOUSAND_ETH],
    }),
  })
}

/**
 * Starts the demo: one anvil per chain id (through the given `startAnvil`), the Solana RPC server over the real
 * SVM when `startSolana` is given, the fixture contracts on the first chain when `deployContracts` is given, each of `services` (name → async starter resolving `{ url, close }`, reached by
 * the page at `/svc/<name>/...`), then the HTTP server on 127.0.0.1. Resolves with the URL and a `stop` that
 * closes the server, the services, the SVM server and each anvil (by its PID).
 */
export async function startDemo({
  distDir,
  port = 0,
  chainIds = [31337, 31338],
  startAnvil,
  startSolana,
  deployContracts,
  services: serviceStarters = {},
  startRelay,
}) {
  const root = resolve(distDir)
  const anvils = []
  for (const chainId of chainIds) anvils.push(await startAnvil({ chainId }))
  // The demo tokens go on the first chain before anything else, so their addresses are the deterministic ones the
  // page lists (runtimeConfig DEMO_EVM_TOKENS).
  const contracts = deployContracts ? await deployContracts(anvils[0].rpcUrl, anvils[0].chainId) : undefined
  // The deployer is the visitor's dev account: give back the gas so it starts with anvil's round 10,000 ETH.
  if (contracts) await resetDevBalance(anvils[0].rpcUrl)
  const solana = startSolana ? await startSolana() : undefined
  // The first chain and its contracts, for a service that reads it (the Latch server's swap routes).
  const services = await startServices(serviceStarters, {
    evm: { chainId: anvils[0].chainId, rpcUrl: anvils[0].rpcUrl, contracts },
  })
  const rpcByChain = new Map(anvils.map((anvil) => [String(anvil.chainId), anvil.rpcUrl]))
  // The embedded wallet: its frame's origin (the Latch server's own, another port), which the page may frame.
  const frameOrigin = services.latch?.frameOrigin
  const csp = demoCsp(frameOrigin ? [frameOrigin] : [])
  // The gallery's index frames its own state pages: only those may be framed, and only by the demo's origin.
  const galleryCsp = demoCsp([], "'self'")
  const embeddedConfig = JSON.stringify({
    frameOrigin: frameOrigin ?? null,
    frameUrl: frameOrigin ? `${frameOrigin}/embedded/frame?projectId=latch-demo` : null,
    // The e-mail wallet's smart account (EIP-7702): the Simple7702Account deployed on the first chain.
    smartAccountDelegates: contracts?.simple7702Account
      ? { [`eip155:${anvils[0].chainId}`]: contracts.simple7702Account }
      : {},
  })
  if (solana) rpcByChain.set('solana', solana.url)

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const service = /^\/svc\/([a-z0-9-]+)\/(.*)$/.exec(url.pathname)
      if (service) {
        const target = services[service[1]]?.url
        if (!target) response.writeHead(404).end()
        else await proxyService(request, response, target, service[2], url.search)
        return
      }
      // The codes the Latch server mailed, from the SMTP sink: a page a person reads, and the same as JSON.
      if (url.pathname === '/mailbox' || url.pathname === '/mailbox.json') {
        const mail = services.mail?.url
        if (!mail) response.writeHead(404).end()
        else await proxyService(request, response, mail, url.pathname.slice(1), '')
        return
      }
      // Where the page finds the embedded wallet's frame (the port is free-picked at start).
      if (url.pathname === '/demo/embedded.json') {
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        response.end(embeddedConfig)
        return
      }
      const rpc = /^\/rpc\/(\d+|solana)$/.exec(url.pathname)
      if (rpc) {
        const target = rpcByChain.get(rpc[1])
        // The embedded wallet's frame (another origin) reads and sends through the same proxy: CORS for it alone.
        const fromFrame = frameOrigin !== undefined && request.headers.origin === frameOrigin
        if (fromFrame) {
          response.setHeader('access-control-allow-origin', frameOrigin)
          response.setHeader('vary', 'origin')
        }
        if (fromFrame && request.method === 'OPTIONS') {
          response.writeHead(204, {
            'access-control-allow-methods': 'POST',
            'access-control-allow-headers': 'content-type',
            'access-control-max-age': '600',
          })
          response.end()
          return
        }
        if (request.method !== 'POST' || !target) {
          response.writeHead(404).end()
          return
        }
        const body = await readBody(request)
        const upstream = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        response.writeHead(upstream.status, { 'content-type': 'application/json' })
        response.end(Buffer.from(await upstream.arrayBuffer()))
        return
      }
      const relative = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '')
      let file = join(root, url.pathname === '/gallery' ? 'gallery.html' : relative)
      if (!file.startsWith(root)) {
        response.writeHead(403).end()
        return
      }
      const info = await stat(file).catch(() => undefined)
      if (!info?.isFile()) file = join(root, 'index.html')
      const content = await readFile(file)
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-security-policy': file === join(root, 'gallery.html') ? galleryCsp : csp,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      })
      response.end(content)
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  // The WalletConnect relay, started once the demo's port is known: the page reaches it at ws://<demo>/relay (same
  // origin, so the CSP holds), and the clients' relay JWTs name that URL, which the relay accepts as its own.
  let relay
  /** The page's WebSocket pipes to the relay: an HTTP server does not close upgraded sockets on its own. */
  const pipes = new Set()
  if (startRelay) {
    server.on('upgrade', (request, socket, head) => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
      if (path !== '/relay' || !relay) {
        socket.destroy()
        return
      }
      // A byte pipe to the relay: the upgrade request is replayed as it came, then both directions flow.
      const upstream = connectTcp(relay.port, '127.0.0.1', () => {
        const lines = [`${request.method} ${request.url} HTTP/1.1`]
        for (let index = 0; index < request.rawHeaders.length; index += 2)
          lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`)
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
        if (head.length > 0) upstream.write(head)
        upstream.pipe(socket)
        socket.pipe(upstream)
      })
      pipes.add(socket)
      const end = () => {
        pipes.delete(socket)
        upstream.destroy()
        socket.destroy()
      }
      upstream.on('error', end)
      socket.on('error', end)
      upstream.on('close', end)
      socket.on('close', end)
    })
  }
  await new Promise((resolveListen) => server.listen(port, '127.0.0.1', resolveListen))
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  const url = `http://127.0.0.1:${boundPort}/`
  services.latch?.allowFrameConnect?.(new URL(url).origin)
  if (startRelay)
    relay = await startRelay({
      // The pipe above replays the page's upgrade request as it came, path included.
      path: '/relay',
      publicUrls: [`ws://127.0.0.1:${boundPort}/relay`, `ws://localhost:${boundPort}/relay`],
    })
  return {
    url,
    anvils,
    contracts,
    solanaRpcUrl: solana?.url,
    /** The WalletConnect relay's own URL (Node-side wallets connect to it directly). */
    relayUrl: relay?.url,
    /** Stops and starts the relay on its port (a test of the relay going down). */
    relay,
    /** URL of each started service, by name. */
    serviceUrls: Object.fromEntries(Object.entries(services).map(([name, service]) => [name, service.url])),
    /** The embedded wallet frame's origin (the Latch server's), when the demo runs it. */
    frameOrigin,
    async stop() {
      // Ctrl+C ends everything at once (issue 40): the page's open connections and WebSocket pipes are cut, not
      // waited for (a tab holding a WalletConnect session would otherwise keep the server up), and the services,
      // the SVM server and each anvil stop side by side.
      const closed = new Promise((resolveClose) => server.close(resolveClose))
      server.closeAllConnections()
      for (const socket of pipes) socket.destroy()
      await Promise.allSettled([
        closed,
        ...Object.values(services).map((service) => service.close()),
        relay?.stop(),
        solana?.close(),
        ...anvils.map((anvil) => anvil.stop()),
      ])
    },
  }
}
