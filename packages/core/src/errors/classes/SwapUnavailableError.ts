import { LatchError, type LatchErrorParameters } from '../LatchError'

/**
 * The swap server is not set, cannot be reached, or refused the request; `details` is its reason as the visitor may
 * read it (e.g. 'The network did not answer in time. Try again.', 'The quote has expired. Get a new quote.').
 */
export class SwapUnavailableError extends LatchError {
  override readonly name = 'SwapUnavailableError'
  static readonly code = 'SWAP_UNAVAILABLE'
  readonly code = SwapUnavailableError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Swapping is not available right now', parameters)
  }
}
