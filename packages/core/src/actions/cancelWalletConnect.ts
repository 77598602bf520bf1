import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { withFlowContext } from './internal/flowContext'
import { setWalletConnect } from './internal/setWalletConnect'

/** {@link cancelWalletConnect} resolves once the pairing is stopped; it never rejects. */
export type CancelWalletConnectReturnType = void

/**
 * The visitor left the QR view: the pairing in progress stops and its URI is forgotten. It runs on the client's
 * services, as the pairing does, so a cancel that comes while they load stops the pairing started before it.
 */
export function cancelWalletConnect(latch: Latch): Promise<CancelWalletConnectReturnType> {
  return withFlowContext(latch, async (context) => {
    context.options.walletConnect?.cancel?.()
    if (context.store.getState().walletConnect.phase !== 'idle') setWalletConnect(context, { phase: 'idle' })
  }).catch((error: unknown) => clientCore(latch).logger.warn('WalletConnect not cancelled', error))
}
