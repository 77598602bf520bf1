import type { ChainNamespace } from '../caip/namespaces'
import type { RouterEntry, RouterParams, View } from '../state/types'

/** What the opening rules look at (spec §2). */
export interface OpenViewInput {
  requestedView?: View
  requestedNamespace?: ChainNamespace
  params?: RouterParams
  activeNamespace?: ChainNamespace
  /** The active namespace has a connected address. */
  hasAddress: boolean
  adapterCount: number
  manualWalletConnectControl: boolean
  /** The WalletConnect QR view can be shown (a WalletConnect integration is configured and its view ships). */
  walletConnectAvailable: boolean
  isMobile: boolean
}

/**
 * The view the modal opens at (spec §2), first match wins:
 * manual WalletConnect control, or no adapters and no address → AllWallets on mobile, else ConnectingWalletConnectBasic
 * (AllWallets while no WalletConnect view is available: a flow never opens a view that does not exist);
 * an explicitly requested view; opening for another namespace while connected → SwitchActiveChain;
 * connected → Account; otherwise Connect.
 */
export function resolveOpenView(input: OpenViewInput): RouterEntry {
  const params = input.params ?? {}
  if (input.manualWalletConnectControl || (input.adapterCount === 0 && !input.hasAddress)) {
    const basic = input.walletConnectAvailable && !input.isMobile
    return { view: basic ? 'ConnectingWalletConnectBasic' : 'AllWallets', params }
  }
  if (input.requestedView) return { view: input.requestedView, params }
  const otherNamespace =
    input.requestedNamespace !== undefined &&
    input.activeNamespace !== undefined &&
    input.requestedNamespace !== input.activeNamespace
  if (otherNamespace && input.hasAddress) {
    return { view: 'SwitchActiveChain', params: { ...params, namespace: input.requestedNamespace } }
  }
  return { view: input.hasAddress ? 'Account' : 'Connect', params }
}
