/** True for the one host the bench serves from; everything else is "outside". */
export function isLocalUrl(url) {
  try {
    return new URL(url).hostname === '127.0.0.1'
  } catch {
    return false
  }
}

/**
 * Blocks every request and WebSocket to a host other than 127.0.0.1 in `context`, and counts what was attempted
 * per phase (`tracker.phase` is 'load' or 'open'). A blocked request fails at once, as on an offline network.
 */
export async function isolateContext(context) {
  const tracker = {
    phase: 'load',
    load: { local: 0, outside: 0 },
    open: { local: 0, outside: 0 },
    outsideHosts: new Set(),
  }
  const note = (url) => {
    const local = isLocalUrl(url)
    tracker[tracker.phase][local ? 'local' : 'outside'] += 1
    if (!local) {
      try {
        tracker.outsideHosts.add(new URL(url).host)
      } catch {
        tracker.outsideHosts.add(url)
      }
    }
    return local
  }
  await context.route('**/*', (route) => {
    if (note(route.request().url())) return route.continue()
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(/.*/, (socket) => {
    if (note(socket.url())) socket.connectToServer()
    else socket.close({ code: 1008, reason: 'blocked by bench' })
  })
  return tracker
}
