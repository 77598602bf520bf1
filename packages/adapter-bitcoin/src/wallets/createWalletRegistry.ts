import type { Connector } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinAdapterOptions } from '../adapter/types'
import { readSatsConnectProviders } from './readSatsConnectProviders'
import type { FoundWallet, SatsConnectProvider, SatsConnectProviderInfo } from './types'

/** The wallets the adapter offers, kept current as wallets inject themselves. */
export interface WalletRegistry {
  list(): readonly FoundWallet[]
  /** The wallet with this connector id; `window.btc_providers` is read again first when it is not known yet. */
  get(connectorId: string): FoundWallet | undefined
  /** Starts discovery (browser only); idempotent. */
  start(): void
  /** Lists a wallet reached through a session (WalletConnect) after the others; undefined removes it. */
  setSessionWallet(wallet: FoundWallet | undefined): void
}

// sats-connect wallets push to window.btc_providers when their content script runs, which may be after the page's
// scripts: look again a few times shortly after start, as there is no announcement event to listen to.
const RESCAN_DELAYS_MS = [50, 250, 1_000, 3_000]

const isBitcoinStandardWallet = (wallet: Wallet) => 'bitcoin:connect' in wallet.features

function satsConnectWallet(info: SatsConnectProviderInfo, provider: SatsConnectProvider): FoundWallet {
  const connector: Connector = {
    id: info.id,
    name: info.name,
    namespace: 'bip122',
    type: 'announced',
    installed: true,
    ...(info.icon ? { imageUrl: info.icon } : {}),
  }
  return { kind: 'sats-connect', connector, info, provider }
}

function standardWallet(wallet: Wallet): FoundWallet {
  const connector: Connector = {
    id: wallet.name,
    name: wallet.name,
    namespace: 'bip122',
    type: 'announced',
    installed: true,
    imageUrl: wallet.icon,
  }
  return { kind: 'standard', connector, wallet }
}

/**
 * Keeps the wallet list: sats-connect providers (given, then those in `window.btc_providers`), then Wallet Standard
 * wallets with `bitcoin:connect` whose name no sats-connect provider already has (Xverse registers in both).
 */
export function createWalletRegistry(
  options: Pick<BitcoinAdapterOptions, 'providers' | 'wallets' | 'discover'>,
  /** Called after every change with the connector ids that are gone. */
  onChange: (removed: readonly string[]) => void,
): WalletRegistry {
  const standard = new Set<Wallet>((options.wallets ?? []).filter(isBitcoinStandardWallet))
  let injected: { info: SatsConnectProviderInfo; provider: SatsConnectProvider }[] = []
  let found: readonly FoundWallet[] = []
  let sessionWallet: FoundWallet | undefined
  let started = false

  const rebuild = (): readonly string[] => {
    const all = [
      ...[...(options.providers ?? []), ...injected].map(({ info, provider }) =>
        satsConnectWallet(info, provider),
      ),
      ...[...standard].map(standardWallet),
      ...(sessionWallet ? [sessionWallet] : []),
    ]
    const ids = new Set<string>()
    const names = new Set<string>()
    const previous = found.map((wallet) => wallet.connector.id)
    found = all.filter((wallet) => {
      const duplicate =
        ids.has(wallet.connector.id) || (wallet.kind === 'standard' && names.has(wallet.connector.name))
      ids.add(wallet.connector.id)
      names.add(wallet.connector.name)
      return !duplicate
    })
    const now = new Set(found.map((wallet) => wallet.connector.id))
    return previous.filter((id) => !now.has(id))
  }
  rebuild()

  const scan = () => {
    const target = (globalThis as { window?: object }).window
    if (!target) return
    const next = readSatsConnectProviders(target)
    const same =
      next.length === injected.length &&
      next.every(
        (entry, index) =>
          entry.provider === injected[index]?.provider && entry.info.id === injected[index]?.info.id,
      )
    if (same) return
    injected = next
    onChange(rebuild())
  }

  return {
    setSessionWallet(wallet) {
      sessionWallet = wallet
      onChange(rebuild())
    },
    list: () => found,
    get: (connectorId) => {
      const known = found.find((wallet) => wallet.connector.id === connectorId)
      if (known || !started) return known
      scan()
      return found.find((wallet) => wallet.connector.id === connectorId)
    },
    start: () => {
      if (started || !(options.discover ?? true)) return
      started = true
      scan()
      for (const delay of RESCAN_DELAYS_MS) setTimeout(scan, delay)
      const api = getWallets()
      const add = (wallets: readonly Wallet[]) => {
        for (const wallet of wallets) if (isBitcoinStandardWallet(wallet)) standard.add(wallet)
        onChange(rebuild())
      }
      api.on('register', (...wallets) => add(wallets))
      api.on('unregister', (...wallets) => {
        for (const wallet of wallets) standard.delete(wallet)
        onChange(rebuild())
      })
      add(api.get())
    },
  }
}
