import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchAllowedOrigins } from './fetchAllowedOrigins'

type Handler = (request: IncomingMessage, response: ServerResponse) => void
let handler: Handler = (_request, response) => response.end()
let server: Server
let baseUrl: string
const seen: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '')
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const ask = (timeoutMs?: number) =>
  fetchAllowedOrigins({
    baseUrl,
    projectId: 'p1',
    sdkType: 'latch',
    sdkVersion: '1.2.3',
    ...(timeoutMs ? { timeoutMs } : {}),
  })

describe('fetchAllowedOrigins (spec §7, §8)', () => {
  it('reads allowedOrigins, sending the sdk params', async () => {
    handler = (_request, response) =>
      response.end(JSON.stringify({ allowedOrigins: ['https://a.example', 7, '*.b.example'] }))
    expect(await ask()).toEqual({ type: 'ok', allowedOrigins: ['https://a.example', '*.b.example'] })
    expect(seen.at(-1)).toBe('/projects/v1/origins?projectId=p1&st=latch&sv=1.2.3')
  })

  it('a base URL with a path keeps it (a server behind a proxy prefix)', async () => {
    handler = (_request, response) => response.end(JSON.stringify({ allowedOrigins: ['x.example'] }))
    const result = await fetchAllowedOrigins({
      baseUrl: `${baseUrl}/svc/latch/`,
      projectId: 'p1',
      sdkType: 'latch',
      sdkVersion: '1.2.3',
    })
    expect(result).toEqual({ type: 'ok', allowedOrigins: ['x.example'] })
    expect(seen.at(-1)).toBe('/svc/latch/projects/v1/origins?projectId=p1&st=latch&sv=1.2.3')
  })

  it('429 is rate-limited, with Retry-After (RELIABILITY #4)', async () => {
    handler = (_request, response) => {
      response.writeHead(429, { 'retry-after': '12' }).end()
    }
    expect(await ask()).toEqual({ type: 'rateLimited', retryAfterSeconds: 12 })
  })

  it.each([500, 503, 599])('%i is a server error with a debug message (RELIABILITY #5)', async (status) => {
    handler = (_request, response) => {
      response.writeHead(status).end()
    }
    expect(await ask()).toEqual({ type: 'serverError', status, message: `HTTP ${status} from ${baseUrl}` })
  })

  it('other failures yield an empty list: 404, a wrong-shape body, garbage JSON, a hang past the timeout', async () => {
    handler = (_request, response) => {
      response.writeHead(404).end()
    }
    expect(await ask()).toEqual({ type: 'empty' })
    handler = (_request, response) => response.end(JSON.stringify({ allowedOrigins: 'https://a.example' }))
    expect(await ask()).toEqual({ type: 'empty' })
    handler = (_request, response) => response.end('{"allowedOrigins": [')
    expect(await ask()).toEqual({ type: 'empty' })
    handler = () => {}
    expect(await ask(100)).toEqual({ type: 'empty' })
  })

  it('a huge list is capped (RELIABILITY #6)', async () => {
    handler = (_request, response) =>
      response.end(
        JSON.stringify({
          allowedOrigins: Array.from({ length: 5000 }, (_, index) => `https://${index}.example`),
        }),
      )
    const result = await ask()
    expect(result.type === 'ok' && result.allowedOrigins.length).toBe(1000)
  })
})
