import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { SolanaAdapterOptions } from '../adapter/types'
import { fromStandardWallet } from './fromStandardWallet'
import { isSolanaStandardWallet } from './isSolanaStandardWallet'
import type { SolanaWalletHandle } from './SolanaWalletHandle'

/** The wallets the adapter offers, kept current as Wallet Standard wallets register and unregister. */
export interface WalletRegistry {
  list(): readonly SolanaWalletHandle[]
  get(connectorId: string): SolanaWalletHandle | undefined
  /** Starts Wallet Standard discovery (browser only, when enabled) and reports the list once; idempotent. */
  start(): void
  /** Lists a wallet reached through a session (WalletConnect) after the others; undefined removes it. */
  setSessionWallet(handle: SolanaWalletHandle | undefined): void
}

/**
 * Keeps the wallet list: Wallet Standard wallets (given, and discovered through `getWallets()` once started),
 * then the given legacy wallets (`@latch/adapter-solana/legacy`) whose name no Standard wallet already has, as
 * wallet-adapter does.
 */
export function createWalletRegistry(
  options: Pick<SolanaAdapterOptions, 'wallets' | 'adapters' | 'discover'>,
  /** Called after every change with the connector ids that are gone. */
  onChange: (removed: readonly string[]) => void,
): WalletRegistry {
  const standard = new Map<Wallet, SolanaWalletHandle>()
  let handles: readonly SolanaWalletHandle[] = []
  let sessionWallet: SolanaWalletHandle | undefined
  let started = false

  const rebuild = () => {
    const fromStandard = [...standard.values()]
    const names = new Set(fromStandard.map((handle) => handle.connector.id))
    const legacy = (options.adapters ?? []).filter(
      (handle) => (handle.usable?.() ?? true) && !names.has(handle.connector.id),
    )
    const all = [...fromStandard, ...legacy, ...(sessionWallet ? [sessionWallet] : [])]
    // Connector ids must be unique: the first wallet of a name wins.
    const seen = new Set<string>()
    const previous = handles.map((handle) => handle.connector.id)
    handles = all.filter((handle) => !seen.has(handle.connector.id) && seen.add(handle.connector.id))
    const now = new Set(handles.map((handle) => handle.connector.id))
    return previous.filter((id) => !now.has(id))
  }
  const add = (wallets: readonly Wallet[]) => {
    for (const wallet of wallets) {
      if (!standard.has(wallet) && isSolanaStandardWallet(wallet))
        standard.set(wallet, fromStandardWallet(wallet))
    }
  }
  add(options.wallets ?? [])
  rebuild()

  return {
    setSessionWallet(handle) {
      sessionWallet = handle
      onChange(rebuild())
    },
    list: () => handles,
    get: (connectorId) => handles.find((handle) => handle.connector.id === connectorId),
    start: () => {
      if (started) return
      started = true
      if (options.discover ?? true) {
        const api = getWallets()
        api.on('register', (...wallets) => {
          add(wallets)
          onChange(rebuild())
        })
        api.on('unregister', (...wallets) => {
          for (const wallet of wallets) standard.delete(wallet)
          onChange(rebuild())
        })
        add(api.get())
      }
      onChange(rebuild())
    },
  }
}
