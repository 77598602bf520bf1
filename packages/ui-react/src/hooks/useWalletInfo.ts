import type { ChainNamespace, ConnectedWalletInfo } from '@latch/core'
import { useLatchSelector } from './useLatchSelector'

/** The wallet connected on a namespace (default: the active one). */
export function useWalletInfo(options: { namespace?: ChainNamespace } = {}): {
  walletInfo: ConnectedWalletInfo | undefined
} {
  const walletInfo = useLatchSelector((state) => {
    const namespace = options.namespace ?? state.activeNamespace
    return namespace ? state.accounts[namespace]?.connectedWalletInfo : undefined
  })
  return { walletInfo }
}
