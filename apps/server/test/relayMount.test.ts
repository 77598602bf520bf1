import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type RunningServer, startServer } from '../src/exports/index'

// The relay's protocol, limits and fan-out are tested in apps/relay; here: it is served by apps/server.
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ relay: {} })
}, 60_000)
afterAll(async () => {
  await server?.close()
})

function upgradeStatus(path: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`)
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
    socket.on('open', () => {
      socket.close()
      resolve(101)
    })
    socket.on('error', () => resolve(0))
  })
}

describe('the WalletConnect relay on apps/server (issue 38)', () => {
  it('answers WebSocket upgrades on /relay, refusing a client without a relay JWT; other paths get no socket', async () => {
    expect(await upgradeStatus('/relay')).toBe(401)
    expect(await upgradeStatus('/elsewhere')).toBe(0)
  })

  it("its gauges are in the server's /metrics", async () => {
    const metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(metrics).toContain('latch_relay_connections')
    expect(metrics).toContain('latch_relay_queued_messages')
  })
})
