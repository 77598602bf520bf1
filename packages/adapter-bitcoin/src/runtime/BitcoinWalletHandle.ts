import type { WalletAddress } from '../address/toConnectedAccount'
import type { WalletNetworkName } from '../networks/networkFacts'

/** What a wallet granted: its addresses with their roles, and the network it says it is on (when it says). */
export interface WalletSnapshot {
  addresses: WalletAddress[]
  network?: WalletNetworkName
}

/** A change the wallet reports on its own. `addresses` absent: the wallet did not say, ask it again. */
export type WalletEvent =
  | { type: 'accounts'; addresses?: WalletAddress[] }
  | { type: 'network'; network: WalletNetworkName; addresses?: WalletAddress[] }
  | { type: 'disconnect' }

/** One wallet, whatever its interface (sats-connect provider or Wallet Standard), as the adapter drives it. */
export interface BitcoinWalletHandle {
  /** Asks for the payment and ordinals addresses (prompts); `network` is where the dapp wants them. */
  connect(network: WalletNetworkName): Promise<WalletSnapshot>
  /** The standing grant without a prompt, or null when there is none. */
  restore(): Promise<WalletSnapshot | null>
  disconnect(): Promise<void>
  /** A BIP-322 signature (or the wallet's legacy BIP-137 one) by one of the wallet's own addresses, base64. */
  signMessage(address: string, message: string): Promise<string>
  /** The wallet switches network (may prompt); `MethodNotSupportedError` when it cannot. */
  changeNetwork(network: WalletNetworkName): Promise<WalletSnapshot>
  watch(listener: (event: WalletEvent) => void): () => void
}
