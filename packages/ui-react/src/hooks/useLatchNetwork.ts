import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@latch/core'
import { switchNetwork } from '@latch/core/actions'
import { useCallback } from 'react'
import { useLatchContext } from './useLatchContext'
import { useLatchSelector } from './useLatchSelector'

/** What {@link useLatchNetwork} returns (AppKit: `useAppKitNetwork`). */
export interface LatchNetwork {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** The chain reference (`1` for Ethereum). */
  chainId: string | undefined
  switchNetwork: (networkId: CaipNetworkId) => Promise<void>
}

/** The selected network of one namespace (default: the active one), and a way to switch. */
export function useLatchNetwork(options: { namespace?: ChainNamespace } = {}): LatchNetwork {
  const { client } = useLatchContext()
  const caipNetwork = useLatchSelector((state) => {
    const namespace = options.namespace ?? state.activeNamespace
    return namespace ? state.networks[namespace]?.caipNetwork : undefined
  })
  const switchTo = useCallback((networkId: CaipNetworkId) => switchNetwork(client, { networkId }), [client])
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.id,
    chainId: caipNetwork?.reference,
    switchNetwork: switchTo,
  }
}
