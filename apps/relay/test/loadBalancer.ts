import type { AddressInfo } from 'node:net'
import { connect, createServer, type Socket } from 'node:net'

/** A TCP load balancer in front of relay instances: new connections go to the current target. */
export interface LoadBalancer {
  readonly url: string
  /** Sends new connections to this port. */
  target(port: number): void
  close(): Promise<void>
}

export async function startLoadBalancer(initialPort: number): Promise<LoadBalancer> {
  let targetPort = initialPort
  const open = new Set<Socket>()
  const server = createServer((downstream) => {
    const upstream = connect(targetPort, '127.0.0.1')
    for (const socket of [downstream, upstream]) {
      open.add(socket)
      socket.on('close', () => open.delete(socket))
    }
    downstream.pipe(upstream)
    upstream.pipe(downstream)
    const end = () => {
      upstream.destroy()
      downstream.destroy()
    }
    upstream.on('error', end)
    downstream.on('error', end)
    upstream.on('close', end)
    downstream.on('close', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    target(next) {
      targetPort = next
    },
    async close() {
      for (const socket of open) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
