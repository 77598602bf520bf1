import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Why a passkey could not be added or used (the wallet frame's answer). */
export type PasskeyErrorKind = 'notUsed' | 'unknownPasskey' | 'notVerified' | 'alreadyAdded' | 'failed'

const MESSAGES: Record<PasskeyErrorKind, string> = {
  notUsed: 'No passkey was used',
  unknownPasskey: 'This passkey is not registered for this wallet',
  notVerified: 'The passkey did not verify',
  alreadyAdded: 'This device already has a passkey for this wallet',
  failed: 'The passkey could not be used',
}

/** A passkey ceremony of the embedded wallet failed (the visitor closed the prompt, an unknown passkey, ...). */
export class PasskeyError extends LatchError {
  override readonly name = 'PasskeyError'
  static readonly code = 'PASSKEY_FAILED'
  readonly code = PasskeyError.code
  readonly kind: PasskeyErrorKind
  constructor(kind: PasskeyErrorKind = 'failed', parameters?: LatchErrorParameters) {
    super(MESSAGES[kind], parameters)
    this.kind = kind
  }
}

/** The kind of the wallet frame's passkey text (`failed` for a text it does not know). */
export function passkeyErrorKind(message: string): PasskeyErrorKind {
  const found = (Object.keys(MESSAGES) as PasskeyErrorKind[]).find((kind) => MESSAGES[kind] === message)
  return found ?? 'failed'
}
