import { type Adapter, WalletReadyState } from '@solana/wallet-adapter-base'
import type { PublicKey } from '@solana/web3.js'
import type { WalletAccountInfo } from '../address/toConnectedAccount'
import type { SolanaWalletHandle } from './SolanaWalletHandle'

function accountsOf(publicKey: PublicKey | null): WalletAccountInfo[] {
  return publicKey ? [{ address: publicKey.toBase58(), publicKey: publicKey.toBytes() }] : []
}

/** True when a `@solana/wallet-adapter-base` adapter can be offered in this browser (installed or loadable). */
export function isUsableWalletAdapter(adapter: Adapter): boolean {
  return adapter.readyState === WalletReadyState.Installed || adapter.readyState === WalletReadyState.Loadable
}

/** Drives a `@solana/wallet-adapter-base` adapter, for wallets not on the Wallet Standard (connector id: its name). */
export function fromWalletAdapter(adapter: Adapter): SolanaWalletHandle {
  const signMessage = 'signMessage' in adapter ? adapter.signMessage.bind(adapter) : undefined
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
    sendTransaction: (transaction, context) => adapter.sendTransaction(transaction, context.connection),
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
