import { MethodNotSupportedError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { loadEmbeddedWallet } from './internal/embeddedWallet'

/** What {@link addPasskey} resolves with: `prf` when the passkey can open the wallet on a new device, no kit. */
export interface AddPasskeyReturnType {
  prf: boolean
}

/**
 * Adds a passkey to the signed-in e-mail or social wallet: the wallet frame shows its own "Add a passkey" view and
 * the ceremony runs there, in the wallet server's origin (the WebAuthn relying party). Rejects with
 * `UserRejectedError` when the visitor closes the view, `PasskeyError` when the passkey could not be made.
 */
export async function addPasskey(latch: Latch): Promise<AddPasskeyReturnType> {
  const wallet = await loadEmbeddedWallet(latch, 'restore')
  if (!wallet.addPasskey) throw new MethodNotSupportedError({ details: 'passkeys are not supported' })
  return wallet.addPasskey()
}
