import { MethodNotSupportedError } from '@latch/core'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBitcoinAddress } from '../address/decodeBitcoinAddress'
import type { WalletAddress } from '../address/toConnectedAccount'
import type { BitcoinWalletHandle, WalletSnapshot } from './BitcoinWalletHandle'
import { toBitcoinError } from './toBitcoinError'

// The Bitcoin Wallet Standard features (github.com/ExodusMovement/bitcoin-wallet-standard), typed here by shape.
interface BitcoinFeatures {
  'bitcoin:connect'?: {
    connect(input: { purposes: ('payment' | 'ordinals')[] }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'bitcoin:signMessage'?: {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signature: Uint8Array; signedMessage: Uint8Array }[]>
  }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: {
    on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
  }
}

const PURPOSES: ('payment' | 'ordinals')[] = ['payment', 'ordinals']

const bitcoinAccounts = (accounts: readonly WalletAccount[]) =>
  accounts.filter(
    (account) => account.chains.length === 0 || account.chains.some((c) => c.startsWith('bitcoin:')),
  )

// Without the connect call's order to go by, a taproot address is the ordinals one, anything else pays.
function inferPurpose(address: string): string {
  const decoded = decodeBitcoinAddress(address)
  return decoded?.encoding === 'bech32' && decoded.version === 1 ? 'ordinals' : 'payment'
}

const toWalletAddress = (account: WalletAccount, purpose: string): WalletAddress => ({
  address: account.address,
  purpose,
  publicKey: hex.encode(Uint8Array.from(account.publicKey)),
})

/** Drives a Wallet Standard wallet with the `bitcoin:connect` feature (connector id: the wallet's name). */
export function standardWalletHandle(wallet: Wallet): BitcoinWalletHandle {
  const features = wallet.features as BitcoinFeatures
  const current = (): WalletSnapshot => ({
    addresses: bitcoinAccounts(wallet.accounts).map((account) =>
      toWalletAddress(account, inferPurpose(account.address)),
    ),
  })
  return {
    connect: async () => {
      const connect = features['bitcoin:connect']
      if (!connect) throw new MethodNotSupportedError({ details: 'bitcoin:connect' })
      try {
        // The wallet answers in the order of the purposes asked for.
        const { accounts } = await connect.connect({ purposes: PURPOSES })
        return {
          addresses: bitcoinAccounts(accounts).map((account, index) =>
            toWalletAddress(account, PURPOSES[index] ?? inferPurpose(account.address)),
          ),
        }
      } catch (error) {
        throw toBitcoinError(error)
      }
    },
    restore: async () => {
      const snapshot = current()
      return snapshot.addresses.length > 0 ? snapshot : null
    },
    disconnect: async () => {
      try {
        await features['standard:disconnect']?.disconnect()
      } catch (error) {
        throw toBitcoinError(error)
      }
    },
    signMessage: async (address, message) => {
      const sign = features['bitcoin:signMessage']
      if (!sign) throw new MethodNotSupportedError({ details: 'bitcoin:signMessage' })
      const account = wallet.accounts.find((candidate) => candidate.address === address)
      if (!account) throw toBitcoinError(new Error(`The wallet no longer exposes ${address}`))
      try {
        const [output] = await sign.signMessage({ account, message: new TextEncoder().encode(message) })
        if (!output) throw new Error('the wallet returned no signature')
        return base64.encode(Uint8Array.from(output.signature))
      } catch (error) {
        throw toBitcoinError(error)
      }
    },
    changeNetwork: async () => {
      throw new MethodNotSupportedError({ details: 'Wallet Standard Bitcoin wallets do not switch networks' })
    },
    watch: (listener) => {
      const events = features['standard:events']
      if (!events) return () => {}
      return events.on('change', (properties) => {
        if (properties.accounts) listener({ type: 'accounts', addresses: current().addresses })
      })
    },
  }
}
