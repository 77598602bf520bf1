import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../client/createLatch'
import { clientCore } from '../../latch/clientCore'
import { createMemoryStorage } from '../../testing/createMemoryStorage'
import { createTestAdapter } from '../../testing/createTestAdapter'
import { testNetworks } from '../../testing/networks'
import { connect } from '../connect'
import { checkOrigin } from './checkOrigin'

let status = 200
let answered = 0
let server: Server
let explorer: string

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(status).end(JSON.stringify({ allowedOrigins: ['https://allowed.example'] }))
    // Mount also reads the remote config (other routes); only the origins answers are counted.
    if (request.url?.startsWith('/projects/v1/origins')) answered += 1
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  explorer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})
afterEach(() => {
  delete (globalThis as { location?: unknown }).location
})

async function mountAt(origin: string) {
  ;(globalThis as { location?: unknown }).location = { origin }
  const client = createLatch({
    projectId: 'p1',
    networks: [testNetworks.mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    services: { explorer },
  })
  const before = answered
  client.mount(new EventTarget() as unknown as Window)
  await vi.waitFor(() => expect(answered).toBe(before + 1))
  return client
}

describe('allowed origins on mount (spec §6, §8, RELIABILITY #25)', () => {
  it('an origin outside the list shows the alert naming it; connecting still works', async () => {
    status = 200
    const client = await mountAt('https://evil.example')
    await vi.waitFor(() => expect(client.getState().notices.alert).toBeDefined())
    expect(client.getState().notices.alert).toEqual({
      id: 'ORIGIN_NOT_ALLOWED',
      variant: 'error',
      message: 'Origin https://evil.example is not allowed',
      details: "Add this origin to the project's allowed origins.",
      params: { origin: 'https://evil.example' },
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it('an allowed origin shows nothing', async () => {
    status = 200
    const client = createLatch({
      projectId: 'p1',
      networks: [testNetworks.mainnet],
      storage: createMemoryStorage(),
      services: { explorer },
    })
    // The check mount runs, awaited: once it has read the answer, nothing is shown.
    await checkOrigin(clientCore(client), 'https://allowed.example')
    expect(client.getState().notices.alert).toBeUndefined()
    await checkOrigin(clientCore(client), 'https://evil.example')
    expect(client.getState().notices.alert?.id).toBe('ORIGIN_NOT_ALLOWED')
  })

  it('429 shows the rate-limited alert; 5xx the server alert', async () => {
    status = 429
    const limited = await mountAt('https://allowed.example')
    await vi.waitFor(() => expect(limited.getState().notices.alert?.id).toBe('RATE_LIMITED'))
    status = 502
    const failing = await mountAt('https://allowed.example')
    await vi.waitFor(() => expect(failing.getState().notices.alert?.id).toBe('SERVER_ERROR'))
    expect(failing.getState().notices.alert).toMatchObject({
      id: 'SERVER_ERROR',
      details: `HTTP 502 from ${explorer}`,
    })
  })
})
