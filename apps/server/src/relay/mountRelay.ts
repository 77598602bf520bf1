import type { Server } from 'node:http'
import { join } from 'node:path'
import { createRelay, openRelayDatabase } from '@latch/relay'
import { Gauge } from 'prom-client'
import type { ServerMetrics } from '../ops/serverMetrics'

/** Where the relay answers on apps/server: WebSocket upgrades on this path. */
const RELAY_PATH = '/relay'

/** The self-hosted WalletConnect relay on apps/server (`relay` option / `LATCH_RELAY=on`). */
export interface RelayMountOptions {
  /** Further URLs wallets and dapps reach the relay by (a load balancer's `wss://…/relay`): JWT audiences. */
  publicUrls?: readonly string[]
}

/**
 * Mounts `@latch/relay` on the server's HTTP server at `/relay`, on the same database server: PostgreSQL (the
 * instances fan out through LISTEN/NOTIFY), or PGlite in its own directory beside the server's. Its gauges join
 * `/metrics`; the returned close drains its WebSockets, then closes its database.
 */
export async function mountRelay(input: {
  server: Server
  url: string
  databaseUrl?: string | undefined
  pgliteDir?: string | undefined
  metrics: ServerMetrics
  options: RelayMountOptions
}): Promise<() => Promise<void>> {
  const database = await openRelayDatabase({
    databaseUrl: input.databaseUrl,
    pgliteDir: input.pgliteDir ? join(input.pgliteDir, 'relay') : undefined,
  })
  const relay = await createRelay({
    sql: database.sql,
    fanout: database.createFanout(),
    audience: [`${input.url.replace(/^http/, 'ws')}${RELAY_PATH}`, ...(input.options.publicUrls ?? [])],
    metrics: { registry: input.metrics.registry, Gauge },
  })
  input.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://server').pathname === RELAY_PATH)
      relay.handleUpgrade(request, socket, head)
    else socket.destroy()
  })
  return async () => {
    await relay.close()
    await database.close()
  }
}
