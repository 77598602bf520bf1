import { ChainDataUnavailableError, type LatchError, toLatchError } from '@latch/core'
import { isSolanaError, SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND } from '@solana/kit'

/** An RPC that does not offer the method becomes `ChainDataUnavailableError`; anything else stays an error. */
export function toChainDataError(error: unknown, what: string): LatchError {
  if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND))
    return new ChainDataUnavailableError({ details: what, cause: error })
  return toLatchError(error)
}
