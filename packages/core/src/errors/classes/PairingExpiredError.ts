import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The WalletConnect pairing URI expired before a wallet scanned it (RELIABILITY #24): show a fresh one. */
export class PairingExpiredError extends LatchError {
  override readonly name = 'PairingExpiredError'
  static readonly code = 'PAIRING_EXPIRED'
  readonly code = PairingExpiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The QR code expired', parameters)
  }
}
