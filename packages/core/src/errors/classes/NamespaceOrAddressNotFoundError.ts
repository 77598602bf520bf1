import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A namespace or account address was needed and none is known. */
export class NamespaceOrAddressNotFoundError extends LatchError {
  override readonly name = 'NamespaceOrAddressNotFoundError'
  static readonly code = 'NAMESPACE_OR_ADDRESS_NOT_FOUND'
  readonly code = NamespaceOrAddressNotFoundError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Namespace or address not found', parameters)
  }
}
