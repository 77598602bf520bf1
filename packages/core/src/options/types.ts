import type { ChainDataSource, TokenPriceSource, TokensOption } from '../adapter/chainData'
import type { EmbeddedIntegration } from '../adapter/embedded'
import type { ChainAdapter } from '../adapter/types'
import type { WalletConnectIntegration } from '../adapter/walletConnect'
import type { CaipNetwork } from '../caip/types'
import type { LatchState } from '../state/types'

/** A synchronous string key-value store, shaped like `localStorage`, that a host may pass as `storage`. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Host app metadata shown to wallets. */
export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Connect methods in the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** Social login providers. */
export type SocialProvider =
  | 'google'
  | 'x'
  | 'github'
  | 'discord'
  | 'apple'
  | 'facebook'
  | 'twitch'
  | 'farcaster'

/** Feature switches (spec §1). Unset booleans take the spec defaults. */
export interface Features {
  debug?: boolean
  walletGuide?: boolean
  wallets?: boolean
  eip6963?: boolean
  networkSwitch?: boolean
  reconnect?: boolean
  mobileFullScreen?: boolean
  walletPreference?: 'all' | 'installed'
  connectMethodsOrder?: ConnectMethod[]
  pay?: boolean
  swaps?: boolean
  send?: boolean
  onramp?: boolean
  /** Let the visitor stay on a network the host did not configure. */
  allowUnsupportedChain?: boolean
  /** Manual WalletConnect control: the host drives the WalletConnect connection itself. */
  manualWCControl?: boolean
  /** Basic WalletConnect mode: no adapters, just the QR / deep link. */
  basicWalletConnect?: boolean
}

/** Features the remote config can also switch (spec §1). */
export interface RemoteFeatures {
  email?: boolean
  socials?: SocialProvider[] | false
  multiWallet?: boolean
  emailCapture?: boolean | string[]
}

/**
 * Sign-in with X (CAIP-122) host hooks (spec §7). Every hook is optional in the host's `siwx` option: a hook left
 * out is taken from the local default, which builds the message on the page and keeps sessions in Latch's storage
 * (a client-side record, not proof to a server; a host that needs one verifies on its server with @latch/siwx).
 */
export interface SiwxConfig {
  /** The message to sign for an account on a network; domain and URI are replaced by the page's own. */
  createMessage(input: {
    accountAddress: string
    chainId: string
  }): Promise<import('../adapter/types').SignInMessage>
  /** Stores a signed session (a server verifies it here and throws when it does not check out). */
  addSession(session: SiwxSession): Promise<void>
  /** The sessions of an account on a network (expired ones are ignored by Latch). */
  getSessions(chainId: string, address: string): Promise<SiwxSession[]>
  /** Replaces every stored session. */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** Removes the sessions of an account on a network (sign out; an expired session). */
  revokeSession?(chainId: string, address: string): Promise<void>
  /** Sign-in is required: the visitor cannot use the app connected but signed out. */
  getRequired?(): boolean
  /** Same as `getRequired`, as a value. */
  required?: boolean
}

/** The host's `siwx` option: any hook it leaves out comes from the local default. */
export type SiwxOptions = Partial<SiwxConfig>

/**
 * The legacy Sign-In With Ethereum option (eip155 only). Latch turns it into `siwx`: the nonce comes from
 * `getNonce`, the signature is checked by `verifyMessage`, the session is read with `getSession` and ended with
 * `signOut`. Passing it together with `siwx` throws.
 */
export interface SiweConfig {
  getNonce(address?: string): Promise<string>
  verifyMessage(input: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  /** Fields of the message; domain and URI still come from the page. */
  getMessageParams?(): Promise<{
    statement?: string
    resources?: string[]
    /** Seconds the session lasts. */
    expiry?: number
  }>
  onSignIn?(session?: { address: string; chainId: number }): void
  onSignOut?(): void
  /** Default true, as in the legacy option. */
  required?: boolean
}

/** A stored sign-in session. */
export interface SiwxSession {
  data: import('../adapter/types').SignInMessage
  message: string
  signature: string
}

/** Base URLs of the self-hostable services. Nothing is called unless its URL is set. */
export interface ServiceUrls {
  explorer?: string
  analytics?: string
  /** The Latch server with the project's on-ramp providers (`/onramp/v1/*`); default: `explorer`. */
  onramp?: string
  /** The Latch server with the swap routes (`/swap/v1/*`); default: `explorer`. */
  swap?: string
}

/** What the host passes to `createLatch` (spec §1). */
export interface LatchOptions {
  adapters?: ChainAdapter[]
  networks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  projectId?: string
  metadata?: Metadata
  features?: Features
  remoteFeatures?: RemoteFeatures
  siwx?: SiwxOptions
  /** Legacy option; passing it together with `siwx` throws. */
  siweConfig?: SiweConfig
  /**
   * Tokens the Tokens tab and the send form list, per CAIP-2 network: one (`{ address }`) or several. The default
   * chain-data source reads their balances from the network's own endpoint.
   */
  tokens?: TokensOption
  /** A host's chain-data source (e.g. a hosted indexer); each member it has replaces the adapters' reads. */
  chainData?: ChainDataSource
  /** Where USD prices come from; without one (and no `chainData.getTokenPrices`) no USD value is shown. */
  tokenPrices?: TokenPriceSource
  customRpcUrls?: Record<string, string[]>
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  themeMode?: 'light' | 'dark' | 'system'
  themeVariables?: Record<string, string | number>
  defaultAccountTypes?: Partial<Record<string, 'eoa' | 'smartAccount'>>
  services?: ServiceUrls
  /** Storage to persist to; default is the browser's localStorage when there is one, else memory. */
  storage?: KeyValueStorage
  /** State to show on first paint (e.g. restored from a cookie on the server). */
  initialState?: Partial<Pick<LatchState, 'accounts' | 'networks' | 'activeNamespace'>>
  /** The SDK version reported to services. */
  sdkVersion?: string
  /**
   * WalletConnect (`walletConnect({ relayUrl })` from `@latch/walletconnect`): QR code and deep links for any
   * mobile or desktop wallet, one session across the adapters' namespaces. Shown only with a `projectId`.
   */
  walletConnect?: WalletConnectIntegration
  /**
   * The embedded wallet (`embeddedWallet({ serverUrl })` from `@latch/embedded`): e-mail login with a wallet whose
   * key lives in a frame of the host's own server. Shown while `remoteFeatures.email` is on.
   */
  embedded?: EmbeddedIntegration
}
