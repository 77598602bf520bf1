import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** A request the sink received. */
export interface ReceivedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  body: string
}

/** How the sink answers: an HTTP status, 'hang' to never answer, 'reset' to drop the connection. */
export type SinkAnswer = number | 'hang' | 'reset'

/**
 * Test fixture: a real HTTP server on 127.0.0.1 (free port) standing in for a self-hosted analytics service.
 * Records every request; `answer` decides the reply. Node only (used by tests).
 */
export async function startBatchSink(answer: () => SinkAnswer = () => 204) {
  const requests: ReceivedRequest[] = []
  const sockets = new Set<Socket>()
  const hanging: ServerResponse[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const reply = answer()
      if (reply === 'hang') hanging.push(response)
      else if (reply === 'reset') request.socket.destroy()
      else response.writeHead(reply).end()
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Resolves once `count` requests have arrived (fails after 3 s). */
    async waitForRequests(count: number): Promise<ReceivedRequest[]> {
      const deadline = Date.now() + 3000
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${requests.length}`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      return requests
    },
    async close(): Promise<void> {
      for (const response of hanging) response.destroy()
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
