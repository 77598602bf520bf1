import type { Connector } from '@latch/core'
import { getWallets, type Wallet } from '@mysten/wallet-standard'
import type { SuiAdapterOptions } from '../adapter/types'
import { isSuiWallet } from './isSuiWallet'

/** The Sui wallets the adapter offers, kept current as Wallet Standard wallets register and unregister. */
export interface WalletRegistry {
  connectors(): readonly Connector[]
  get(connectorId: string): Wallet | undefined
  /** Starts Wallet Standard discovery (browser only); idempotent. */
  start(): void
  /** Lists a wallet reached through a session (WalletConnect) after the others; undefined removes it. */
  setSessionWallet(entry: { wallet: Wallet; connector: Connector } | undefined): void
}

const connectorOf = (wallet: Wallet): Connector => ({
  // Wallet Standard's optional `id` (Mysten's extension) is stabler than the name when a wallet sets it.
  id: wallet.id ?? wallet.name,
  name: wallet.name,
  namespace: 'sui',
  type: 'announced',
  imageUrl: wallet.icon,
  installed: true,
})

/**
 * Keeps the wallet list: the given wallets, then those `getWallets()` reports once started, including wallets
 * that register later. Connector ids are unique: the first wallet of an id wins.
 */
export function createWalletRegistry(
  options: Pick<SuiAdapterOptions, 'wallets' | 'discover'>,
  /** Called after every change with the connector ids that are gone. */
  onChange: (removed: readonly string[]) => void,
): WalletRegistry {
  let wallets: readonly Wallet[] = []
  let connectors: readonly Connector[] = []
  const discovered = new Set<Wallet>()
  let started = false
  let session: { wallet: Wallet; connector: Connector } | undefined

  const rebuild = (): string[] => {
    const previous = connectors.map((connector) => connector.id)
    const seen = new Set<string>()
    wallets = [...(options.wallets ?? []), ...discovered].filter((wallet) => {
      if (!isSuiWallet(wallet)) return false
      const id = connectorOf(wallet).id
      return !seen.has(id) && Boolean(seen.add(id))
    })
    connectors = wallets.map(connectorOf)
    if (session && !seen.has(session.connector.id)) {
      seen.add(session.connector.id)
      wallets = [...wallets, session.wallet]
      connectors = [...connectors, session.connector]
    }
    return previous.filter((id) => !seen.has(id))
  }
  rebuild()

  return {
    connectors: () => connectors,
    get: (connectorId) => wallets[connectors.findIndex((connector) => connector.id === connectorId)],
    setSessionWallet(entry) {
      session = entry
      onChange(rebuild())
    },
    start: () => {
      if (started || !(options.discover ?? true)) return
      started = true
      const api = getWallets()
      api.on('register', (...added) => {
        for (const wallet of added) discovered.add(wallet)
        onChange(rebuild())
      })
      api.on('unregister', (...removed) => {
        for (const wallet of removed) discovered.delete(wallet)
        onChange(rebuild())
      })
      for (const wallet of api.get()) discovered.add(wallet)
      onChange(rebuild())
    },
  }
}
