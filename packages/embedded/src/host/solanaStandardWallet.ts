import { EMBEDDED_CONNECTOR_IDS } from '@latch/core'
import { base58, base64 } from '@scure/base'
import type { EmbeddedUser, FrameChainId } from '../protocol/messages'
import type { FrameClient } from './frameClient'
import { WALLET_ICON } from './walletIcon'

/** Wallet Standard's names for the public clusters; any other network is `solana:localnet`. */
const WALLET_CHAINS: Record<string, `solana:${string}`> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}
const walletChainOf = (networkId: string) => WALLET_CHAINS[networkId] ?? 'solana:localnet'

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

interface StandardAccount {
  address: string
  publicKey: Uint8Array
  chains: `solana:${string}`[]
  features: readonly string[]
}

type ChangeListener = (properties: { accounts?: StandardAccount[] }) => void

/** A Wallet Standard wallet (the shape of `@wallet-standard/base`'s `Wallet`) whose requests go to the frame. */
export interface EmbeddedStandardWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: `solana:${string}`[]
  readonly accounts: StandardAccount[]
  readonly features: Record<string, unknown>
}

/**
 * The solana side of the e-mail wallet. `networks` are the host's Solana network ids (CAIP-2); a request for a
 * wallet chain goes to the host network it stands for.
 */
export function createSolanaStandardWallet(
  frame: FrameClient,
  networks: readonly string[],
): EmbeddedStandardWallet {
  const chains = [...new Set(networks.map(walletChainOf))]
  const listeners = new Set<ChangeListener>()
  let accounts: StandardAccount[] = []

  const accountsOf = (user: EmbeddedUser | null | undefined): StandardAccount[] =>
    user
      ? [
          {
            address: user.accounts.solana,
            publicKey: base58.decode(user.accounts.solana),
            chains,
            features: FEATURES,
          },
        ]
      : []
  const setAccounts = (user: EmbeddedUser | null | undefined) => {
    accounts = accountsOf(user)
    for (const listener of listeners) listener({ accounts })
  }
  frame.on('AccountsChanged', ({ user }) => setAccounts(user))

  const networkFor = (chain: string | undefined): FrameChainId => {
    const match = networks.find((network) => walletChainOf(network) === chain) ?? networks[0]
    if (!match) throw new Error('No Solana network is configured')
    return match as FrameChainId
  }
  const rpc = (chain: string | undefined, method: string, params: unknown) =>
    frame.request('RpcRequest', { chainId: networkFor(chain), method, params })

  return {
    version: '1.0.0',
    name: EMBEDDED_CONNECTOR_IDS.solana,
    icon: WALLET_ICON,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          const { user } = await frame.request('GetUser', {})
          accounts = accountsOf(user)
          return { accounts }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => {} },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ message }) => {
              const { signature } = (await rpc(undefined, 'solana_signMessage', {
                message: base64.encode(message),
              })) as { signature: string }
              return { signedMessage: message, signature: base58.decode(signature) }
            }),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array; chain?: string }[]) =>
          Promise.all(
            inputs.map(async ({ transaction, chain }) => {
              const signed = (await rpc(chain, 'solana_signTransaction', {
                transaction: base64.encode(transaction),
              })) as { transaction: string }
              return { signedTransaction: base64.decode(signed.transaction) }
            }),
          ),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array; chain: string }[]) =>
          Promise.all(
            inputs.map(async ({ transaction, chain }) => {
              const sent = (await rpc(chain, 'solana_signAndSendTransaction', {
                transaction: base64.encode(transaction),
              })) as { signature: string }
              return { signature: base58.decode(sent.signature) }
            }),
          ),
      },
    },
  }
}

/** Registers the wallet by the Wallet Standard's two events (whichever side loads first). */
export function registerStandardWallet(wallet: EmbeddedStandardWallet): void {
  const callback = ({ register }: { register(wallet: EmbeddedStandardWallet): unknown }) => register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<{ register(wallet: EmbeddedStandardWallet): unknown }>).detail),
  )
}
