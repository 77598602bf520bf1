import { LatchError, type LatchErrorParameters } from '../LatchError'

/** `open({ view })` with a view the UI in this build does not ship: refused, rather than an empty modal. */
export class ViewNotAvailableError extends LatchError {
  override readonly name = 'ViewNotAvailableError'
  static readonly code = 'VIEW_NOT_AVAILABLE'
  readonly code = ViewNotAvailableError.code
  constructor(parameters?: LatchErrorParameters) {
    super('This view is not available', parameters)
  }
}
