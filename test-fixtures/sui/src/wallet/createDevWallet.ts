import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import {
  type IdentifierString,
  ReadonlyWalletAccount,
  type StandardConnectFeature,
  type StandardConnectInput,
  type StandardConnectOutput,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
  SUI_CHAINS,
  SuiSignPersonalMessage,
  type SuiSignPersonalMessageFeature,
  type SuiSignPersonalMessageInput,
  type SuiSignPersonalMessageOutput,
  type Wallet,
  type WalletAccount,
} from '@mysten/wallet-standard'
import { DEV_WALLET_ICON } from './devWalletIcon'
import { WalletRejectionError } from './walletRejection'

/** Every feature the dev wallet offers, as Wallet Standard types them. */
export type DevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SuiSignPersonalMessageFeature

/** A request a dapp made, as the wallet saw it. */
export interface DevWalletRequest {
  method: 'standard:connect' | 'sui:signPersonalMessage'
  /** The chain the request carried (sign requests). */
  chain?: IdentifierString
  silent?: boolean
}

/** How to build a dev wallet. */
export interface DevWalletOptions {
  /** Shown name, also the connector id; default `Latch Dev Wallet (Sui)`. */
  name?: string
  /** The Ed25519 secret key (32 bytes, or a `suiprivkey1...` string); a fresh key when absent. */
  secretKey?: Uint8Array | string
  /** Chains the wallet and its account declare; default all four Sui networks. */
  chains?: readonly IdentifierString[]
  /**
   * Where the wallet remembers its grant across page loads, as an extension does per site (e.g.
   * `window.localStorage`); without it, every new wallet starts unauthorized.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Called with every request a dapp makes, as it arrives. */
  onRequest?: (request: DevWalletRequest) => void
}

/** The `storage` key under which a Sui dev wallet keeps its grant. */
export const SUI_DEV_WALLET_STORAGE_KEY = 'latch-dev-wallet-sui'

/** A Wallet Standard Sui wallet holding a real Ed25519 keypair, with switches for tests. */
export interface DevWallet extends Wallet {
  readonly features: DevWalletFeatures
  /** The Sui address of the current keypair (`0x` + 64 hex). */
  readonly address: string
  /** The next prompt (connect, sign) fails as a declining visitor's would ("Rejected from user"). */
  rejectNext(): void
  /** Replaces the keypair (a fresh one when absent) and, when connected, emits `change`; returns the new address. */
  switchAccount(secretKey?: Uint8Array | string): string
  /** The wallet-side "disconnect this site": drops the grant and emits `change` with no account. */
  revoke(): void
}

const keypairOf = (secretKey?: Uint8Array | string) =>
  secretKey === undefined ? Ed25519Keypair.generate() : Ed25519Keypair.fromSecretKey(secretKey)

function readGrant(storage: DevWalletOptions['storage']): boolean {
  try {
    const saved = JSON.parse(storage?.getItem(SUI_DEV_WALLET_STORAGE_KEY) ?? 'null') as {
      authorized?: unknown
    } | null
    return saved?.authorized === true
  } catch {
    return false
  }
}

/** Builds a Wallet Standard Sui dev wallet over a real Ed25519 keypair. Browser-safe: no Node-only imports. */
export function createDevWallet(options: DevWalletOptions = {}): DevWallet {
  const chains = options.chains ?? SUI_CHAINS
  const listeners = new Set<StandardEventsListeners['change']>()
  let keypair = keypairOf(options.secretKey)
  let authorized = readGrant(options.storage)
  let rejectPending = false

  const remember = (value: boolean) => {
    authorized = value
    if (value) options.storage?.setItem(SUI_DEV_WALLET_STORAGE_KEY, JSON.stringify({ authorized: true }))
    else options.storage?.removeItem(SUI_DEV_WALLET_STORAGE_KEY)
  }
  const account = (): WalletAccount =>
    new ReadonlyWalletAccount({
      address: keypair.toSuiAddress(),
      publicKey: keypair.getPublicKey().toRawBytes(),
      chains,
      features: [SuiSignPersonalMessage],
    })
  const accounts = (): readonly WalletAccount[] => (authorized ? [account()] : [])
  const emit = () => {
    for (const listener of listeners) listener({ accounts: accounts() })
  }
  // Every prompt passes through here: a pending rejectNext() makes it fail like a declining visitor.
  const prompt = () => {
    if (!rejectPending) return
    rejectPending = false
    throw new WalletRejectionError()
  }

  const connect = async (input?: StandardConnectInput): Promise<StandardConnectOutput> => {
    options.onRequest?.({ method: 'standard:connect', silent: input?.silent === true })
    if (!authorized && input?.silent) return { accounts: [] }
    if (!authorized) prompt()
    remember(true)
    return { accounts: accounts() }
  }
  const signPersonalMessage = async (
    input: SuiSignPersonalMessageInput,
  ): Promise<SuiSignPersonalMessageOutput> => {
    options.onRequest?.({ method: 'sui:signPersonalMessage', ...(input.chain ? { chain: input.chain } : {}) })
    if (!authorized || input.account.address !== keypair.toSuiAddress()) {
      throw new Error('The account is not connected to this wallet.')
    }
    if (input.chain && !chains.includes(input.chain))
      throw new Error(`The wallet does not support ${input.chain}.`)
    prompt()
    return keypair.signPersonalMessage(input.message)
  }

  return {
    version: '1.0.0',
    name: options.name ?? 'Latch Dev Wallet (Sui)',
    icon: DEV_WALLET_ICON,
    chains,
    get accounts() {
      return accounts()
    },
    get address() {
      return keypair.toSuiAddress()
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => remember(false),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      [SuiSignPersonalMessage]: { version: '1.1.0', signPersonalMessage },
    },
    rejectNext: () => {
      rejectPending = true
    },
    switchAccount: (secretKey) => {
      keypair = keypairOf(secretKey)
      if (authorized) emit()
      return keypair.toSuiAddress()
    },
    revoke: () => {
      remember(false)
      emit()
    },
  }
}
