import { MethodNotSupportedError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { disconnect } from './disconnect'
import { embeddedNamespaces, isEmbeddedConnector, loadEmbeddedWallet } from './internal/embeddedWallet'

/** {@link deleteWallet} resolves once the wallet is deleted and its accounts disconnected. */
export type DeleteWalletReturnType = void

/**
 * Deletes the e-mail or social wallet: the wallet frame asks the visitor to confirm, then the wallet server forgets
 * its share, passkeys and sessions, and the frame this device's share; the wallet's accounts are then disconnected
 * here. Cancelling in the frame rejects with `UserRejectedError` and changes nothing.
 */
export async function deleteWallet(latch: Latch): Promise<DeleteWalletReturnType> {
  const wallet = await loadEmbeddedWallet(latch, 'restore')
  if (!wallet.deleteWallet) throw new MethodNotSupportedError({ details: 'deleting is not supported' })
  await wallet.deleteWallet()
  for (const namespace of embeddedNamespaces(latch)) {
    const account = latch.getState().accounts[namespace]
    if (account?.status === 'connected' && isEmbeddedConnector(namespace, account.connectedWalletInfo?.id))
      await disconnect(latch, { namespace }).catch(() => {})
  }
}
