import {
  BaseMessageSignerWalletAdapter,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import type { DevWallet } from './createDevWallet'

/**
 * The dev wallet behind the legacy `@solana/wallet-adapter-base` interface, for testing the path used by
 * wallets that are not on the Wallet Standard. Same keys and switches (`rejectNext`) as the wallet it wraps;
 * unlike wallet-adapter's StandardWalletAdapter it also runs in Node.
 */
export class DevWalletAdapter extends BaseMessageSignerWalletAdapter {
  readonly name: WalletName
  readonly url = 'https://latch.invalid/dev-wallet'
  readonly icon: string
  readonly readyState = WalletReadyState.Installed
  readonly supportedTransactionVersions = new Set(['legacy', 0] as const)
  connecting = false
  private account: WalletAccount | undefined

  constructor(
    private readonly wallet: DevWallet,
    name = `${wallet.name} (adapter)`,
  ) {
    super()
    this.name = name as WalletName
    this.icon = wallet.icon
  }

  get publicKey(): PublicKey | null {
    return this.account ? new PublicKey(this.account.address) : null
  }

  async connect(): Promise<void> {
    this.connecting = true
    try {
      const { accounts } = await this.wallet.features['standard:connect'].connect()
      this.account = accounts[0]
    } catch (error) {
      const failure = new WalletConnectionError((error as Error).message, error)
      this.emit('error', failure)
      throw failure
    } finally {
      this.connecting = false
    }
    if (this.publicKey) this.emit('connect', this.publicKey)
  }

  async disconnect(): Promise<void> {
    this.account = undefined
    await this.wallet.features['standard:disconnect'].disconnect()
    this.emit('disconnect')
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(
    transaction: T,
  ): Promise<T> {
    const account = this.requireAccount()
    const bytes =
      transaction instanceof Transaction
        ? transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
        : transaction.serialize()
    try {
      const [output] = await this.wallet.features['solana:signTransaction'].signTransaction({
        account,
        transaction: bytes,
      })
      if (!output) throw new Error('no signed transaction')
      const signed = output.signedTransaction
      return (
        transaction instanceof Transaction
          ? Transaction.from(signed)
          : VersionedTransaction.deserialize(signed)
      ) as T
    } catch (error) {
      throw new WalletSignTransactionError((error as Error).message, error)
    }
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const account = this.requireAccount()
    try {
      const [output] = await this.wallet.features['solana:signMessage'].signMessage({ account, message })
      if (!output) throw new Error('no signature')
      return output.signature
    } catch (error) {
      throw new WalletSignMessageError((error as Error).message, error)
    }
  }

  private requireAccount(): WalletAccount {
    if (!this.account) throw new WalletNotConnectedError()
    return this.account
  }
}
