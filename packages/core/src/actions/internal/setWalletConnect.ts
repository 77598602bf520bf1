import type { ClientCore } from '../../latch/clientCore'
import type { WalletConnectState } from '../../state/types'

/** Writes the WalletConnect pairing state (phase, URI, error). */
export function setWalletConnect(core: Pick<ClientCore, 'store'>, next: WalletConnectState): void {
  core.store.setState((state) => ({ ...state, walletConnect: next }))
}
