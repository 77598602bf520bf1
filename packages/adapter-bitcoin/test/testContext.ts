import type { AdapterContext, AdapterEvent, ChainAdapter, Logger } from '@latch/core'
import { type BitcoinDevWalletOptions, createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { inject } from 'vitest'
import { bitcoinAdapter } from '../src/adapter/bitcoinAdapter'
import {
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet4,
} from '../src/networks/bitcoinNetworks'

/** The Esplora server the global setup started. */
export const esploraUrl = (): string => inject('esploraUrl')

/** A logger that keeps what it was told. */
function recordingLogger(): Logger & { entries: { level: string; message: string }[] } {
  const entries: { level: string; message: string }[] = []
  const log = (level: string) => (message: string) => {
    entries.push({ level, message })
  }
  return { entries, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** What core hands the adapter: regtest (on the local Esplora server) first, then the public networks. */
export function adapterContext(overrides: Partial<AdapterContext> = {}): AdapterContext {
  return {
    networks: [
      { ...bitcoinRegtest, rpcUrls: [esploraUrl()] },
      bitcoinTestnet4,
      bitcoinSignet,
      bitcoinMainnet,
    ],
    customRpcUrls: {},
    logger: recordingLogger(),
    ...overrides,
  }
}

/** Sets an adapter up and records every event it emits. */
export function setUpAdapter(adapter: ChainAdapter, context: AdapterContext = adapterContext()) {
  adapter.setup(context)
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { adapter, events, context }
}

/** A page-like storage, as an extension keeps its per-site grant. */
export function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

/** A dev wallet and a Bitcoin adapter offering it (no discovery: Node has no window). */
export function walletAndAdapter(options: BitcoinDevWalletOptions = {}) {
  const wallet = createDevWallet({ seed: 'latch-adapter-bitcoin', ...options })
  const { adapter, events, context } = setUpAdapter(
    bitcoinAdapter({ discover: false, providers: [{ info: wallet.info, provider: wallet.provider }] }),
  )
  return { wallet, adapter, events, context, connectorId: wallet.info.id }
}
