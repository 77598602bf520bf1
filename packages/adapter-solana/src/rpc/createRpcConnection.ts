import { type Commitment, Connection } from '@solana/web3.js'

/**
 * A web3.js RPC connection whose every request is aborted after `timeoutMs` (RELIABILITY #5, #22), so a hung
 * RPC ends in an error instead of an endless spinner. HTTP only: confirmation polls, it never opens a WebSocket.
 */
export function createRpcConnection(
  url: string,
  options: { commitment: Commitment; timeoutMs: number },
): Connection {
  return new Connection(url, {
    commitment: options.commitment,
    disableRetryOnRateLimit: true,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }),
  })
}
