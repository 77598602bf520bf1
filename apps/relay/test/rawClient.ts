import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'

type Frame = {
  id?: number | string
  method?: string
  params?: { id?: string; data?: { topic: string; message: string; tag?: number } }
  result?: unknown
  error?: { code: number; message: string }
}

/** A relay JWT as the SDK makes it (@walletconnect/relay-auth), for `audience`, valid `ttlSeconds` from `iat`. */
export async function relayJwt(
  audience: string,
  options: { seed?: Uint8Array; ttlSeconds?: number; iat?: number } = {},
): Promise<string> {
  const keyPair = generateKeyPair(options.seed)
  return signJWT('a'.repeat(64), audience, options.ttlSeconds ?? 86_400, keyPair, options.iat)
}

export interface RawClient {
  readonly socket: WebSocket
  call(
    method: string,
    params: unknown,
  ): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  /** Messages delivered by `irn_subscription` so far. */
  delivered(): string[]
  /** Their tags, in the same order. */
  tags(): number[]
  close(): void
}

/**
 * A bare relay client speaking the JSON-RPC by hand (what the SDK sends, minus the SDK), with its own ed25519
 * identity (`seed`: the same seed is the same client across reconnections). It acknowledges each delivery unless
 * `acknowledge` is false.
 */
export async function openRawClient(
  url: string,
  options: { seed?: Uint8Array; acknowledge?: boolean; audience?: string } = {},
): Promise<RawClient> {
  const auth = await relayJwt(options.audience ?? url, { seed: options.seed ?? randomSeed() })
  const socket = new WebSocket(`${url}?auth=${auth}`)
  const deliveries: string[] = []
  const tags: number[] = []
  const waiting = new Map<number, (frame: Frame) => void>()
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame
    if (frame.method === 'irn_subscription') {
      deliveries.push(frame.params?.data?.message ?? '')
      tags.push(frame.params?.data?.tag ?? -1)
      if (options.acknowledge !== false)
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      return
    }
    if (typeof frame.id === 'number') waiting.get(frame.id)?.(frame)
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let id = 0
  return {
    socket,
    call(method, params) {
      id += 1
      const mine = id
      return new Promise((resolve) => {
        waiting.set(mine, (frame) => {
          waiting.delete(mine)
          resolve({ result: frame.result, error: frame.error })
        })
        socket.send(JSON.stringify({ id: mine, jsonrpc: '2.0', method, params }))
      })
    },
    delivered: () => [...deliveries],
    tags: () => [...tags],
    close: () => socket.terminate(),
  }
}

export function randomSeed(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32))
}

/** The HTTP status a WebSocket upgrade is refused with, and its body (101 when it opens, 0 when cut off). */
export function upgradeStatus(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url)
    socket.on('open', () => {
      socket.terminate()
      resolve({ status: 101, body: '' })
    })
    socket.on('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += String(chunk)
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    // No HTTP answer at all (the server cut the connection): status 0.
    socket.on('error', (error) => {
      if (!String(error.message).includes('Unexpected server response'))
        resolve({ status: 0, body: error.message })
    })
  })
}
