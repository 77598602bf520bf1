import { Connection } from '@solana/web3.js'

/**
 * A web3.js 1.x connection for a legacy adapter's `sendTransaction`, whose every request is aborted after
 * `timeoutMs` (RELIABILITY #5, #22). HTTP only: the adapter confirms by polling, never over a WebSocket.
 */
export function createLegacyConnection(url: string, timeoutMs: number): Connection {
  return new Connection(url, {
    commitment: 'confirmed',
    disableRetryOnRateLimit: true,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  })
}
