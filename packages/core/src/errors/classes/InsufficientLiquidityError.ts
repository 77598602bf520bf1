import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A swap quote failed because the pool cannot fill it. */
export class InsufficientLiquidityError extends LatchError {
  override readonly name = 'InsufficientLiquidityError'
  static readonly code = 'INSUFFICIENT_LIQUIDITY'
  readonly code = InsufficientLiquidityError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Insufficient liquidity', parameters)
  }
}
