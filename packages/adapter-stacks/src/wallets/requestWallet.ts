import { toStacksError } from './toStacksError'
import type { StacksProvider } from './types'

/** Xverse's BitcoinProvider answers the Stacks methods too, but takes `wallet_connect` for `getAddresses`. */
function isXverseBitcoinProvider(provider: StacksProvider): boolean {
  const flags = provider as unknown as Record<string, unknown>
  return 'signMultipleTransactions' in flags && 'createRepeatInscriptions' in flags && !flags.isLeather
}

// The same renames @stacks/connect's `request` applies for the wallets that need them.
function wireMethod(provider: StacksProvider, method: string): string {
  if (isXverseBitcoinProvider(provider) && (method === 'getAddresses' || method === 'stx_getAddresses'))
    return 'wallet_connect'
  return method
}

/**
 * Calls a wallet's `request(method, params)` the way @stacks/connect's request layer does, and unwraps the
 * JSON-RPC 2.0 response: the `result`, or the `error` (also when the wallet rejects with a whole response)
 * turned into a Latch error (`UserRejectedError`, `MethodNotSupportedError`, ...).
 */
export async function requestWallet(
  provider: StacksProvider,
  method: string,
  params?: unknown,
): Promise<unknown> {
  let response: unknown
  try {
    response = await provider.request(wireMethod(provider, method), params)
  } catch (error) {
    const wrapped = error as { jsonrpc?: unknown; error?: unknown }
    throw toStacksError(
      typeof wrapped === 'object' && wrapped !== null && 'jsonrpc' in wrapped ? wrapped.error : error,
    )
  }
  if (typeof response !== 'object' || response === null)
    throw toStacksError({ code: -31000, message: 'The wallet did not return a response' })
  if ('error' in response) throw toStacksError((response as { error: unknown }).error)
  return (response as { result?: unknown }).result
}
