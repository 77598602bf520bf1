import {
  type Commitment,
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'

/** The kit RPC client the runtime reads and sends through. */
export type SolanaRpc = Rpc<SolanaRpcApi>

/** The commitment levels reads and confirmation use. */
export type SolanaCommitment = Commitment

/**
 * A @solana/kit RPC client whose every request is aborted after `timeoutMs` (RELIABILITY #5, #22), so a hung RPC
 * ends in an error instead of an endless spinner. HTTP only: confirmation polls, it never opens a WebSocket.
 */
export function createRpcClient(url: string, options: { timeoutMs: number }): SolanaRpc {
  const transport = createDefaultRpcTransport({ url: url as `http${string}` })
  return createSolanaRpcFromTransport(<T>(config: Parameters<typeof transport>[0]) =>
    transport<T>({
      ...config,
      signal: config.signal
        ? AbortSignal.any([config.signal, AbortSignal.timeout(options.timeoutMs)])
        : AbortSignal.timeout(options.timeoutMs),
    }),
  )
}
