import { LatchError, type LatchErrorParameters } from '../LatchError'

/** An ERC20 (or SPL) send whose token has no contract address (mint). */
export class TokenAddressRequiredError extends LatchError {
  override readonly name = 'TokenAddressRequiredError'
  static readonly code = 'TOKEN_ADDRESS_REQUIRED'
  readonly code = TokenAddressRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('A token address is required for a token transfer', parameters)
  }
}
