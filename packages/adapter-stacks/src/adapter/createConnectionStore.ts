import type { Logger } from '@latch/core'
import type { WalletAddressEntry } from '../wallets/types'
import type { StacksAdapterStorage } from './types'

const PREFIX = 'latch:stacks:connection:'
const VERSION = 1

/** What a wallet's last `getAddresses` reported, per connector, as @stacks/connect keeps it for `isConnected`. */
export interface ConnectionStore {
  read(connectorId: string): WalletAddressEntry[] | undefined
  /** Keeps a wallet's answer (already validated by the caller); non-address entries are left out. */
  write(connectorId: string, addresses: unknown): void
  remove(connectorId: string): void
}

function memoryStorage(): StacksAdapterStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

const plain = (entry: WalletAddressEntry): WalletAddressEntry => {
  const kept: WalletAddressEntry = { address: entry.address }
  for (const key of ['publicKey', 'purpose', 'symbol', 'type', 'addressType'] as const)
    if (typeof entry[key] === 'string') kept[key] = entry[key]
  return kept
}

/**
 * Remembers connections in `storage` (default `localStorage`, read only when first used, in the browser). A
 * corrupt or foreign value is dropped with a warning (RELIABILITY #1); a throwing storage falls back to memory
 * for the page's life (RELIABILITY #2). Addresses read back are validated again before they reach state.
 */
export function createConnectionStore(
  option: StacksAdapterStorage | undefined,
  logger: () => Logger,
): ConnectionStore {
  let storage = option
  let fallback: StacksAdapterStorage | undefined
  const target = (): StacksAdapterStorage => {
    if (fallback) return fallback
    if (!storage) {
      try {
        storage = (globalThis as { localStorage?: StacksAdapterStorage }).localStorage
      } catch {
        storage = undefined
      }
    }
    fallback = storage ? undefined : memoryStorage()
    return storage ?? (fallback as StacksAdapterStorage)
  }
  const guard = <T>(run: (store: StacksAdapterStorage) => T): T => {
    try {
      return run(target())
    } catch (error) {
      logger().warn('stacks: storage failed, keeping connections in memory', error)
      fallback = memoryStorage()
      return run(fallback)
    }
  }
  return {
    read: (connectorId) =>
      guard((store) => {
        const raw = store.getItem(PREFIX + connectorId)
        if (raw === null) return undefined
        try {
          const saved = JSON.parse(raw) as { v?: unknown; addresses?: unknown }
          const addresses =
            saved?.v === VERSION && Array.isArray(saved.addresses) ? saved.addresses : undefined
          if (addresses?.every((entry) => typeof entry?.address === 'string'))
            return (addresses as WalletAddressEntry[]).map(plain)
        } catch {
          // dropped below
        }
        logger().warn(`stacks: dropped a malformed saved connection for ${connectorId}`)
        store.removeItem(PREFIX + connectorId)
        return undefined
      }),
    write: (connectorId, addresses) => {
      const entries = (Array.isArray(addresses) ? addresses : []).filter(
        (entry): entry is WalletAddressEntry => typeof entry?.address === 'string',
      )
      guard((store) =>
        store.setItem(PREFIX + connectorId, JSON.stringify({ v: VERSION, addresses: entries.map(plain) })),
      )
    },
    remove: (connectorId) => guard((store) => store.removeItem(PREFIX + connectorId)),
  }
}
