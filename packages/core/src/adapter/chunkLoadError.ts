import { WalletRequestError } from '../errors/classes/WalletRequestError'

/**
 * The error an adapter throws when one of its lazily imported chunks cannot load (offline, a deploy replaced the
 * file): `WalletRequestError` with the import's message. Lighter than `toLatchError`, which a first-load shell then
 * need not carry.
 */
export function chunkLoadError(error: unknown): WalletRequestError {
  const message = error instanceof Error ? error.message : undefined
  return new WalletRequestError({ cause: error, ...(message ? { details: message } : {}) })
}
