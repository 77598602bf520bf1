import type { Server } from 'node:http'

/**
 * Stops `server` accepting connections and lets the requests in flight finish: connections are closed as soon as
 * they are idle, and any still open after `drainMs` are cut. Resolves true when everything finished in time.
 */
export async function drainServer(server: Server, drainMs: number): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  // A keep-alive connection goes idle once its request is answered: close it then.
  const sweep = setInterval(() => server.closeIdleConnections(), 25)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), drainMs)
  })
  try {
    const drained = await Promise.race([closed.then(() => true as const), late])
    if (!drained) {
      server.closeAllConnections()
      await closed
    }
    return drained
  } finally {
    clearInterval(sweep)
    clearTimeout(timer)
  }
}
