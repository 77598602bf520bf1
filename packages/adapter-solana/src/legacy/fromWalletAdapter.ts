import { type Adapter, WalletReadyState } from '@solana/wallet-adapter-base'
import { type Connection, type PublicKey, Transaction } from '@solana/web3.js'
import type { WalletAccountInfo } from '../address/toConnectedAccount'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
import { createLegacyConnection } from './createLegacyConnection'

function accountsOf(publicKey: PublicKey | null): WalletAccountInfo[] {
  return publicKey ? [{ address: publicKey.toBase58(), publicKey: publicKey.toBytes() }] : []
}

/** Options of `fromWalletAdapter`. */
export interface LegacyWalletOptions {
  /** Per-request timeout of the web3.js connection the adapter sends through, in ms; default 15 000. */
  rpcTimeoutMs?: number
}

/**
 * Wraps a `@solana/wallet-adapter-base` adapter (a wallet not on the Wallet Standard) for
 * `solanaAdapter({ adapters: [...] })`; connector id: the adapter's name. Only hosts that import
 * `@latch/adapter-solana/legacy` load web3.js 1.x: the transfer arrives as wire bytes and becomes a web3.js
 * `Transaction` here.
 */
export function fromWalletAdapter(adapter: Adapter, options: LegacyWalletOptions = {}): SolanaWalletHandle {
  const signMessage = 'signMessage' in adapter ? adapter.signMessage.bind(adapter) : undefined
  const connections = new Map<string, Connection>()
  const connectionFor = (url: string): Connection => {
    let found = connections.get(url)
    if (!found) {
      found = createLegacyConnection(url, options.rpcTimeoutMs ?? 15_000)
      connections.set(url, found)
    }
    return found
  }
  return {
    connector: {
      id: adapter.name,
      name: adapter.name,
      namespace: 'solana',
      type: 'injected',
      imageUrl: adapter.icon,
      installed: adapter.readyState === WalletReadyState.Installed,
    },
    raw: adapter,
    usable: () =>
      adapter.readyState === WalletReadyState.Installed || adapter.readyState === WalletReadyState.Loadable,
    connect: async (silent) => {
      if (silent) await adapter.autoConnect()
      else await adapter.connect()
      return accountsOf(adapter.publicKey)
    },
    disconnect: () => adapter.disconnect(),
    ...(signMessage
      ? {
          signMessage: async (address: string, message: Uint8Array) => {
            if (adapter.publicKey?.toBase58() !== address)
              throw new Error(`The wallet no longer exposes ${address}`)
            return signMessage(message)
          },
        }
      : {}),
    // The runtime builds legacy messages, which every adapter accepts as a web3.js `Transaction`.
    sendTransaction: (transaction, context) =>
      adapter.sendTransaction(Transaction.from(transaction), connectionFor(context.rpcUrl)),
    watchAccounts: (onChange) => {
      const onConnect = (publicKey: PublicKey) => onChange(accountsOf(publicKey))
      const onDisconnect = () => onChange([])
      adapter.on('connect', onConnect)
      adapter.on('disconnect', onDisconnect)
      return () => {
        adapter.off('connect', onConnect)
        adapter.off('disconnect', onDisconnect)
      }
    },
  }
}
