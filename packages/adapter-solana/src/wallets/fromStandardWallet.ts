import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import bs58 from 'bs58'
import type { WalletAccountInfo } from '../address/toConnectedAccount'
import type { SolanaWalletHandle } from './SolanaWalletHandle'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

// A multi-chain wallet may list accounts of other chains: keep those usable on Solana. The accounts go on as the
// wallet gave them (public key in whatever form): the sessions validate each one (RELIABILITY #7).
// Anything but a list goes on too, for the sessions to refuse.
function solanaAccounts(accounts: unknown): WalletAccountInfo[] {
  if (!Array.isArray(accounts)) return accounts as WalletAccountInfo[]
  return accounts.filter((account: { chains?: unknown } | null) => {
    const chains = account?.chains
    return (
      !Array.isArray(chains) ||
      chains.length === 0 ||
      chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
    )
  })
}

/** Drives a Wallet Standard wallet (connector id: the wallet's name). */
export function fromStandardWallet(wallet: Wallet): SolanaWalletHandle {
  const features = wallet.features as Features
  const connect = features[StandardConnect]
  const findAccount = (address: string): WalletAccount => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw new Error(`The wallet no longer exposes ${address}`)
    return account
  }
  const signMessageFeature = features[SolanaSignMessage]

  return {
    connector: {
      id: wallet.name,
      name: wallet.name,
      namespace: 'solana',
      type: 'announced',
      imageUrl: wallet.icon,
      installed: true,
    },
    raw: wallet,
    connect: async (silent) => {
      if (!connect) throw new Error('The wallet cannot connect')
      const { accounts } = await connect.connect(silent ? { silent: true } : undefined)
      return solanaAccounts(accounts)
    },
    disconnect: async () => {
      await features[StandardDisconnect]?.disconnect()
    },
    ...(signMessageFeature
      ? {
          signMessage: async (address: string, message: Uint8Array) => {
            const [output] = await signMessageFeature.signMessage({ account: findAccount(address), message })
            if (!output) throw new Error('The wallet returned no signature')
            return output.signature
          },
        }
      : {}),
    sendTransaction: async (transaction, context) => {
      const account = findAccount(context.address)
      const signAndSend = features[SolanaSignAndSendTransaction]
      if (signAndSend) {
        const [output] = await signAndSend.signAndSendTransaction({
          account,
          chain: context.chain,
          transaction,
        })
        if (!output) throw new Error('The wallet returned no signature')
        return bs58.encode(output.signature)
      }
      const sign = features[SolanaSignTransaction]
      if (!sign) throw new Error('The wallet cannot sign transactions')
      const [output] = await sign.signTransaction({ account, chain: context.chain, transaction })
      if (!output) throw new Error('The wallet returned no signed transaction')
      return context.sendSigned(output.signedTransaction)
    },
    watchAccounts: (onChange) => {
      const events = features[StandardEvents]
      if (!events) return () => {}
      return events.on('change', (properties) => {
        if (properties.accounts) onChange(solanaAccounts(properties.accounts))
      })
    },
  }
}
