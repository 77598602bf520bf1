import { MethodNotSupportedError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { loadEmbeddedWallet } from './internal/embeddedWallet'

/** {@link exportWallet} resolves once the visitor closed the frame's export view. */
export type ExportWalletReturnType = void

/**
 * Lets the visitor take the e-mail or social wallet away: the wallet frame shows the recovery phrase and the private
 * keys in its own view, after a fresh login (else 'Session too old: verify a new code'). Nothing of them reaches the
 * host page: this resolves with nothing.
 */
export async function exportWallet(latch: Latch): Promise<ExportWalletReturnType> {
  const wallet = await loadEmbeddedWallet(latch, 'restore')
  if (!wallet.exportWallet) throw new MethodNotSupportedError({ details: 'export is not supported' })
  await wallet.exportWallet()
}
