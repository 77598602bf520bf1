import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openRelayDatabase, type RelayDatabase } from './db/openRelayDatabase'
import { type CreateRelayOptions, createRelay, type Relay } from './protocol/createRelay'

export interface StartRelayOptions extends Omit<CreateRelayOptions, 'sql' | 'fanout' | 'audience'> {
  /** `postgres://...` shared by every instance; without it, PGlite (in `pgliteDir`, or in memory). */
  databaseUrl?: string | undefined
  pgliteDir?: string | undefined
  /** An already open database (several instances on one PGlite in a process, as tests do). */
  database?: RelayDatabase
  host?: string
  /** 0 (default) picks a free port. */
  port?: number
  /** The path the relay answers on (default `/`). */
  path?: string
  /**
   * More URLs clients reach this relay by (a load balancer's, a proxy's `wss://` URL): their JWTs name it as the
   * audience. The relay's own `ws://<host>:<port><path>` is always accepted.
   */
  publicUrls?: readonly string[]
}

/** A relay running on its own HTTP server. */
export interface RunningRelay extends Relay {
  /** `ws://<host>:<port><path>` */
  readonly url: string
  readonly port: number
  readonly database: RelayDatabase
  /** Closes the sockets (`Relay.close`), the HTTP server and the database it opened. */
  stop(): Promise<void>
}

/** Runs a relay alone: an HTTP server whose WebSocket upgrades on `path` go to the relay. */
export async function startRelay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const {
    databaseUrl,
    pgliteDir,
    database: given,
    host = '127.0.0.1',
    port = 0,
    path = '/',
    publicUrls = [],
    ...rest
  } = options
  const database = given ?? (await openRelayDatabase({ databaseUrl, pgliteDir }))
  const http: Server = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('WalletConnect relay: connect with a WebSocket')
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, () => resolve())
  })
  const boundPort = (http.address() as AddressInfo).port
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${boundPort}${path === '/' ? '' : path}`
  let relay: Relay
  try {
    relay = await createRelay({
      ...rest,
      sql: database.sql,
      fanout: database.createFanout(),
      audience: [url, ...publicUrls],
    })
  } catch (error) {
    http.close()
    if (!given) await database.close()
    throw error
  }
  http.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://relay').pathname !== path) {
      socket.destroy()
      return
    }
    relay.handleUpgrade(request, socket, head)
  })
  return {
    url,
    port: boundPort,
    database,
    handleUpgrade: relay.handleUpgrade,
    get connections() {
      return relay.connections
    },
    queuedMessages: relay.queuedMessages,
    sweep: relay.sweep,
    dropSockets: relay.dropSockets,
    close: relay.close,
    async stop() {
      await relay.close()
      const closed = new Promise<void>((resolve) => http.close(() => resolve()))
      http.closeAllConnections()
      await closed
      if (!given) await database.close()
    },
  }
}
