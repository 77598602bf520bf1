import type { Connector } from '@latch/core'
import { type Eip1193Provider, isEip1193Provider } from '../provider/types'
import { INJECTED_CONNECTOR_ID } from './injectedConnectorId'

/** The browser surface discovery needs: events for EIP-6963 and the legacy `ethereum` global. */
export type EvmWindow = EventTarget & { ethereum?: unknown }

/** A wallet found in the page: Latch's connector description and the wallet's raw EIP-1193 provider. */
export interface DiscoveredWallet {
  connector: Connector
  provider: Eip1193Provider
}

/** Wallets found through EIP-6963 announcements, plus `window.ethereum` when no announcement covers it. */
export interface WalletRegistry {
  /** Listens for announcements and asks wallets to announce themselves (EIP-6963). */
  start(target: EvmWindow): void
  list(): DiscoveredWallet[]
  get(connectorId: string): DiscoveredWallet | undefined
  /** Lists a wallet reached through a session (WalletConnect) beside the discovered ones; undefined removes it. */
  setSessionWallet(wallet: DiscoveredWallet | undefined): void
}

interface AnnounceDetail {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}

function readDetail(detail: unknown): AnnounceDetail | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: unknown }
  if (!info || !isEip1193Provider(provider)) return undefined
  const { uuid, name, icon, rdns } = info
  if (typeof uuid !== 'string' || typeof name !== 'string' || typeof rdns !== 'string') return undefined
  if (!rdns || rdns.length > 256 || !name.trim()) return undefined
  return {
    info: { uuid, name: name.trim().slice(0, 64), icon: typeof icon === 'string' ? icon : '', rdns },
    provider,
  }
}

/**
 * Creates the registry; `onChange` fires when the list of wallets changes (live EIP-6963 updates). With `eip6963`
 * false (the host's `features.eip6963`) it neither listens nor asks for announcements: only `window.ethereum`.
 */
export function createWalletRegistry(
  onChange: () => void,
  { eip6963 = () => true }: { eip6963?: () => boolean } = {},
): WalletRegistry {
  const announced = new Map<string, DiscoveredWallet>()
  let sessionWallet: DiscoveredWallet | undefined
  let target: EvmWindow | undefined

  const injected = (): DiscoveredWallet | undefined => {
    const ethereum = target?.ethereum
    if (!isEip1193Provider(ethereum)) return undefined
    if ([...announced.values()].some((wallet) => wallet.provider === ethereum)) return undefined
    return {
      connector: {
        id: INJECTED_CONNECTOR_ID,
        name: 'Browser Wallet',
        namespace: 'eip155',
        type: 'injected',
        installed: true,
      },
      provider: ethereum,
    }
  }

  const onAnnounce = (event: Event) => {
    const detail = readDetail((event as CustomEvent<unknown>).detail)
    if (!detail) return
    const { info, provider } = detail
    if (announced.get(info.rdns)?.provider === provider) return
    announced.set(info.rdns, {
      connector: {
        id: info.rdns,
        name: info.name,
        namespace: 'eip155',
        type: 'announced',
        rdns: info.rdns,
        installed: true,
        ...(info.icon ? { imageUrl: info.icon } : {}),
      },
      provider,
    })
    onChange()
  }

  return {
    start(next) {
      if (target) return
      target = next
      if (!eip6963()) return
      target.addEventListener('eip6963:announceProvider', onAnnounce)
      target.dispatchEvent(new Event('eip6963:requestProvider'))
    },
    list() {
      const fallback = injected()
      return [
        ...announced.values(),
        ...(fallback ? [fallback] : []),
        ...(sessionWallet ? [sessionWallet] : []),
      ]
    },
    get(connectorId) {
      if (sessionWallet?.connector.id === connectorId) return sessionWallet
      return announced.get(connectorId) ?? (connectorId === INJECTED_CONNECTOR_ID ? injected() : undefined)
    },
    setSessionWallet(wallet) {
      sessionWallet = wallet
    },
  }
}
