import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The chain-data endpoint cannot answer this read (an RPC without the method, no source configured). */
export class ChainDataUnavailableError extends LatchError {
  override readonly name = 'ChainDataUnavailableError'
  static readonly code = 'CHAIN_DATA_UNAVAILABLE'
  readonly code = ChainDataUnavailableError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Not available on this network', parameters)
  }
}
