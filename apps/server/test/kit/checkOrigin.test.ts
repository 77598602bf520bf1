// The allowed-origins rules (spec §6, §8) against the real Latch server (apps/server on PGlite): its projects'
// origins, its rate limit (429 with Retry-After) and its absence. A counting proxy in front tells when it answered.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage, createTestAdapter, testNetworks, workSignal } from '@latch/core/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningServer, startServer } from '../../src/startServer'

let latch: RunningServer
let proxy: Server
let proxyUrl: string
let answered = 0

beforeAll(async () => {
  const project = { featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [], features: [] }
  latch = await startServer({
    projects: [
      {
        ...project,
        id: 'shop',
        name: 'Shop',
        allowedOrigins: ['https://shop.example'],
        analyticsEnabled: false,
      },
      {
        ...project,
        id: 'busy',
        name: 'Busy',
        allowedOrigins: ['https://busy.example'],
        analyticsEnabled: false,
        // One mount asks three routes (remote config, analytics config, origins): the second mount is past it.
        rateLimitPerMinute: 3,
      },
    ],
  })
  proxy = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', latch.url))
    const headers: Record<string, string> = {
      'content-type': upstream.headers.get('content-type') ?? 'text/plain',
    }
    const retryAfter = upstream.headers.get('retry-after')
    if (retryAfter) headers['retry-after'] = retryAfter
    response.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()))
    // Mount also reads the remote config (other routes); only the origins answers are counted.
    if (request.url?.startsWith('/projects/v1/origins')) answered += 1
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  proxy?.closeAllConnections()
  await new Promise((resolve) => proxy?.close(resolve))
  await latch?.close()
})
afterEach(() => {
  delete (globalThis as { location?: unknown }).location
})

async function mountAt(origin: string, projectId: string, explorer = proxyUrl, waitForAnswer = true) {
  ;(globalThis as { location?: unknown }).location = { origin }
  const client = createLatchClient({
    projectId,
    networks: [testNetworks.mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    services: { explorer },
  })
  const before = answered
  client.mount(new EventTarget() as unknown as Window)
  if (waitForAnswer) await vi.waitFor(() => expect(answered).toBe(before + 1), { timeout: 5000 })
  // The client's read of the answer (and its alert, if any) is in state once its project-config read settled.
  await vi.waitFor(() => expect(workSignal(client, 'projectConfigRead')).toBeInstanceOf(Promise), {
    timeout: 5000,
  })
  await workSignal(client, 'projectConfigRead')
  return client
}

describe('allowed origins against the Latch server', () => {
  it("an origin outside the project's list: the error alert names it, and connecting still works", async () => {
    const client = await mountAt('https://evil.example', 'shop')
    await vi.waitFor(() => expect(client.getState().notices.alert?.id).toBe('ORIGIN_NOT_ALLOWED'), {
      timeout: 5000,
    })
    expect(client.getState().notices.alert?.message).toBe('Origin https://evil.example is not allowed')
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it('an allowed origin, and an unknown project (403, an empty list), show no alert', async () => {
    expect((await mountAt('https://shop.example', 'shop')).getState().notices.alert).toBeUndefined()
    expect((await mountAt('https://evil.example', 'nobody')).getState().notices.alert).toBeUndefined()
  })

  it("past the project's rate limit: the rate-limited alert (RELIABILITY #4)", async () => {
    const second = new Date().getSeconds()
    if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
    expect((await mountAt('https://busy.example', 'busy')).getState().notices.alert).toBeUndefined()
    const limited = await mountAt('https://busy.example', 'busy')
    await vi.waitFor(() => expect(limited.getState().notices.alert?.id).toBe('RATE_LIMITED'))
  }, 15_000)

  it('the server down: no alert, and the installed wallet still connects (RELIABILITY #5)', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    const client = await mountAt('https://evil.example', 'shop', down, false)
    expect(client.getState().notices.alert).toBeUndefined()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })
})
