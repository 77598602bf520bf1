import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Send was asked without an amount or a receiver. */
export class SendAmountAndReceiverRequiredError extends LatchError {
  override readonly name = 'SendAmountAndReceiverRequiredError'
  static readonly code = 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'
  readonly code = SendAmountAndReceiverRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('An amount and receiver address are required', parameters)
  }
}
