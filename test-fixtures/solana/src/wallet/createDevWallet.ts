import {
  createSolanaRpc,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  type StandardConnectInput,
  type StandardConnectOutput,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type StandardEventsNames,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import nacl from 'tweetnacl'
import { type DevKeypair, devKeypair } from '../keys/devKeypair'
import { DEV_WALLET_ICON } from './devWalletIcon'
import { WalletRejectionError } from './walletRejection'

type Base64Wire = Parameters<ReturnType<typeof createSolanaRpc>['sendTransaction']>[0]

/** Every feature the dev wallet offers, as Wallet Standard types them. */
export type DevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** How to build a dev wallet. */
export interface DevWalletOptions {
  /** The RPC the wallet sends signed transactions to (solana:signAndSendTransaction). */
  rpcUrl: string
  /** Wallet Standard chains it claims; default `['solana:localnet']`. */
  chains?: readonly IdentifierString[]
  /** Shown name, also the connector id; default `Latch Dev Wallet`. */
  name?: string
  /** 64-byte ed25519 secret key; a fresh keypair when absent. */
  secretKey?: Uint8Array
  /**
   * Where the wallet remembers that it trusts the site across page loads, as an extension does (e.g.
   * `window.localStorage`); then a silent connect after a reload gets the account back. Without it every page load
   * starts untrusted.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** A Wallet Standard wallet holding a real ed25519 keypair, with switches for tests. */
export interface DevWallet extends Wallet {
  readonly features: DevWalletFeatures
  /** The base58 public key of the current keypair. */
  readonly address: string
  /** The next wallet prompt (connect, sign, send) fails with a user-rejected error (code 4001). */
  rejectNext(): void
  /** Replaces the keypair (a fresh one when absent) and, when connected, emits `change` with the new account. */
  switchAccount(secretKey?: Uint8Array): string
  /** The wallet-side "disconnect this site": drops the accounts and emits `change` with none. */
  revoke(): void
}

/** Builds a Wallet Standard dev wallet over a real ed25519 keypair. Browser-safe: no Node-only imports. */
export function createDevWallet(options: DevWalletOptions): DevWallet {
  const chains = options.chains ?? ['solana:localnet']
  const listeners: { [E in StandardEventsNames]?: Set<StandardEventsListeners[E]> } = {}
  const rpc = createSolanaRpc(options.rpcUrl)
  let keypair: DevKeypair = devKeypair({ secretKey: options.secretKey })
  const trustKey = `latch-dev-wallet-solana:${options.name ?? 'Latch Dev Wallet'}`
  let authorized = options.storage?.getItem(trustKey) === 'trusted'
  let rejectPending = false
  const setAuthorized = (value: boolean) => {
    authorized = value
    if (value) options.storage?.setItem(trustKey, 'trusted')
    else options.storage?.removeItem(trustKey)
  }

  const account = (): WalletAccount =>
    new ReadonlyWalletAccount({
      address: keypair.address,
      publicKey: keypair.secretKey.slice(32),
      chains,
      features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction],
    })
  const accounts = (): readonly WalletAccount[] => (authorized ? [account()] : [])
  const emit = (properties: Parameters<StandardEventsListeners['change']>[0]) => {
    for (const listener of listeners.change ?? []) listener(properties)
  }
  // Every prompt passes through here: a pending rejectNext() makes it fail like a declining visitor.
  const prompt = () => {
    if (!rejectPending) return
    rejectPending = false
    throw new WalletRejectionError()
  }
  const ownAccount = (input: { account: WalletAccount }) => {
    if (!authorized || input.account.address !== keypair.address) {
      throw new Error('The account is not connected to this wallet.')
    }
  }
  const sign = (input: SolanaSignTransactionInput): Uint8Array => {
    ownAccount(input)
    // Any wire transaction, legacy or v0: decoded and re-encoded by kit's codecs, signed over its message bytes.
    const transaction = getTransactionDecoder().decode(input.transaction)
    if (!(keypair.address in transaction.signatures)) {
      throw new Error('The transaction does not need this account to sign.')
    }
    const signature = nacl.sign.detached(
      Uint8Array.from(transaction.messageBytes),
      keypair.secretKey,
    ) as SignatureBytes
    return Uint8Array.from(
      getTransactionEncoder().encode({
        ...transaction,
        signatures: { ...transaction.signatures, [keypair.address]: signature },
      }),
    )
  }

  const connect = async (input?: StandardConnectInput): Promise<StandardConnectOutput> => {
    if (!authorized && input?.silent) return { accounts: [] }
    if (!authorized) prompt()
    setAuthorized(true)
    return { accounts: accounts() }
  }
  const signMessage = async (
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<SolanaSignMessageOutput[]> => {
    prompt()
    return inputs.map((input) => {
      ownAccount(input)
      return { signedMessage: input.message, signature: nacl.sign.detached(input.message, keypair.secretKey) }
    })
  }
  const signTransaction = async (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<SolanaSignTransactionOutput[]> => {
    prompt()
    return inputs.map((input) => ({ signedTransaction: sign(input) }))
  }
  const signAndSendTransaction = async (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<SolanaSignAndSendTransactionOutput[]> => {
    prompt()
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    for (const input of inputs) {
      if (!chains.includes(input.chain)) throw new Error(`The wallet does not support ${input.chain}.`)
      const signature = await rpc
        .sendTransaction(getBase64Decoder().decode(sign(input)) as Base64Wire, {
          encoding: 'base64',
          skipPreflight: input.options?.skipPreflight ?? false,
          preflightCommitment: input.options?.preflightCommitment ?? 'confirmed',
        })
        .send()
      outputs.push({ signature: Uint8Array.from(getBase58Encoder().encode(signature)) })
    }
    return outputs
  }

  return {
    version: '1.0.0',
    name: options.name ?? 'Latch Dev Wallet',
    icon: DEV_WALLET_ICON,
    chains,
    get accounts() {
      return accounts()
    },
    get address() {
      return keypair.address
    },
    features: {
      [StandardConnect]: { version: '1.0.0', connect },
      [StandardDisconnect]: {
        version: '1.0.0',
        disconnect: async () => {
          setAuthorized(false)
        },
      },
      [StandardEvents]: {
        version: '1.0.0',
        on: (event, listener) => {
          const set = listeners[event] ?? new Set()
          listeners[event] = set
          set.add(listener)
          return () => set.delete(listener)
        },
      },
      [SolanaSignMessage]: { version: '1.1.0', signMessage },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction,
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
    },
    rejectNext: () => {
      rejectPending = true
    },
    switchAccount: (secretKey) => {
      keypair = devKeypair({ secretKey })
      if (authorized) emit({ accounts: accounts() })
      return keypair.address
    },
    revoke: () => {
      setAuthorized(false)
      emit({ accounts: [] })
    },
  }
}
