import { LatchError, type LatchErrorParameters } from '../LatchError'

/** No adapter is registered for the namespace asked for. */
export class AdapterNotFoundError extends LatchError {
  override readonly name = 'AdapterNotFoundError'
  static readonly code = 'ADAPTER_NOT_FOUND'
  readonly code = AdapterNotFoundError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Adapter not found', parameters)
  }
}
