/** A Substrate JSON-RPC error answer. */
class SubstrateRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type RpcAnswer = { id?: unknown; result?: unknown; error?: { code?: number; message?: string } }

function unwrap(answer: RpcAnswer): unknown {
  if (answer.error)
    throw new SubstrateRpcError(answer.error.code ?? -32603, answer.error.message ?? 'RPC error')
  return answer.result
}

async function overHttp(url: string, body: string, signal: AbortSignal): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal,
  })
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
  return (await response.json()) as RpcAnswer
}

function overWebSocket(url: string, body: string, id: number, signal: AbortSignal): Promise<RpcAnswer> {
  const Socket = (globalThis as { WebSocket?: typeof WebSocket }).WebSocket
  if (!Socket) return Promise.reject(new Error('no WebSocket in this environment: use an http(s) endpoint'))
  return new Promise((resolve, reject) => {
    const socket = new Socket(url)
    const finish = (error?: Error, answer?: RpcAnswer) => {
      signal.removeEventListener('abort', onAbort)
      socket.close()
      if (error) reject(error)
      else resolve(answer as RpcAnswer)
    }
    const onAbort = () => finish(new Error(`${url} did not answer in time`))
    signal.addEventListener('abort', onAbort)
    socket.onopen = () => socket.send(body)
    socket.onerror = () => finish(new Error(`${url}: WebSocket error`))
    socket.onmessage = (event) => {
      try {
        const answer = JSON.parse(String(event.data)) as RpcAnswer
        if (answer.id === id) finish(undefined, answer)
      } catch (error) {
        finish(error as Error)
      }
    }
  })
}

let nextId = 1

/**
 * One Substrate JSON-RPC call: a POST for http(s) endpoints (a proxy, a local node), a short-lived WebSocket for
 * ws(s) endpoints (public nodes), aborted after `timeoutMs`.
 */
export async function substrateRpc(url: string, method: string, params: unknown[], timeoutMs: number) {
  const id = nextId++
  const body = JSON.stringify({ jsonrpc: '2.0', id, method, params })
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const answer = /^wss?:/i.test(url)
      ? await overWebSocket(url, body, id, controller.signal)
      : await overHttp(url, body, controller.signal)
    return unwrap(answer)
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`${url} did not answer in ${timeoutMs} ms`)
    throw error
  } finally {
    clearTimeout(timer)
  }
}
