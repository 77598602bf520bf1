// The remote config (spec §7: `/appkit/v1/config`, `/getAnalyticsConfig`) against the real Latch server (apps/server
// on PGlite): a project's features reach the client's state under the host's options, and a project with analytics
// off receives no events. A counting proxy in front tells which routes the client called.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RemoteFeatures } from '@latch/core'
import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage, createTestAdapter, testNetworks, workSignal } from '@latch/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningServer, startServer } from '../../src/startServer'

let latch: RunningServer
let proxy: Server
let proxyUrl: string
const calls: string[] = []

beforeAll(async () => {
  const project = { allowedOrigins: [], featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [] }
  latch = await startServer({
    projects: [
      {
        ...project,
        id: 'shop',
        name: 'Shop',
        features: [
          { id: 'email', isEnabled: false },
          { id: 'socials', isEnabled: true, config: ['github', 'discord'] },
          { id: 'multi_wallet', isEnabled: true },
        ],
        analyticsEnabled: false,
      },
      { ...project, id: 'open', name: 'Open', features: [], analyticsEnabled: true },
    ],
  })
  proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const upstream = await fetch(new URL(request.url ?? '/', latch.url), {
      method: request.method ?? 'GET',
      headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
      ...(request.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
    })
    calls.push(`${request.method} ${new URL(request.url ?? '/', 'http://x').pathname} ${upstream.status}`)
    response
      .writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' })
      .end(Buffer.from(await upstream.arrayBuffer()))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  proxy?.closeAllConnections()
  await new Promise((resolve) => proxy?.close(resolve))
  await latch?.close()
})

function mount(projectId: string, remoteFeatures?: RemoteFeatures) {
  const client = createLatchClient({
    projectId,
    networks: [testNetworks.mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    services: { explorer: proxyUrl, analytics: proxyUrl },
    ...(remoteFeatures ? { remoteFeatures } : {}),
  })
  client.mount(new EventTarget() as unknown as Window)
  return client
}

describe('the remote config from the Latch server (spec §7, issue 41)', () => {
  it("the project's features come into the client's state: e-mail off, its socials, multi-wallet on", async () => {
    const client = mount('shop')
    await vi.waitFor(() => expect(client.getState().remote?.status).toBe('loaded'), { timeout: 5000 })
    expect(client.getState().remote?.features).toEqual({
      email: false,
      socials: ['github', 'discord'],
      multiWallet: true,
      emailCapture: false,
    })
    expect(calls).toEqual(
      expect.arrayContaining(['GET /appkit/v1/config 200', 'GET /getAnalyticsConfig 200']),
    )
  })

  it("each option the host set wins over the project's: e-mail on and multi-wallet off stay so", async () => {
    const client = mount('shop', { email: true, multiWallet: false })
    await vi.waitFor(() => expect(client.getState().remote?.status).toBe('loaded'), { timeout: 5000 })
    expect(client.getState().remote?.features).toMatchObject({
      email: true,
      multiWallet: false,
      socials: ['github', 'discord'],
    })
  })

  it.each([
    ['shop', false, 0],
    ['open', true, 1],
  ])('project %s with analytics %s: %i batch of events reaches /batch', async (projectId, enabled, posts) => {
    calls.length = 0
    const client = mount(projectId)
    await vi.waitFor(() => expect(client.getState().remote?.status).toBe('loaded'), { timeout: 5000 })
    expect(client.getState().remote?.analyticsEnabled).toBe(enabled)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    // The client flushes what it holds when destroyed: sent, or dropped when the project turned analytics off.
    client.destroy()
    const flushed = workSignal(client, 'destroyFlush')
    expect(flushed).toBeDefined()
    await flushed
    expect(calls.filter((call) => call.startsWith('POST /batch'))).toEqual(posts ? ['POST /batch 200'] : [])
  })
})
