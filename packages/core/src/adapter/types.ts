import type { ChainNamespace } from '../caip/namespaces'
import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../caip/types'
import type { LatchError } from '../errors/LatchError'
import type { Logger } from './logger'
import type { WalletConnectSupport } from './walletConnect'

/** How a wallet was found. */
export type ConnectorType =
  | 'announced' // EIP-6963 announcement or Wallet Standard registration
  | 'injected' // a legacy global such as window.ethereum
  | 'walletConnect'
  | 'embedded' // e-mail / social wallet
  | 'external'

/** A wallet a visitor can pick. Names and images come from the wallet: treat them as hostile text. */
export interface Connector {
  /** Stable id, unique within the namespace (EIP-6963 rdns, Wallet Standard name, ...). */
  id: string
  name: string
  namespace: ChainNamespace
  type: ConnectorType
  /** Untrusted: the UI only shows https: or data:image/* URLs. */
  imageUrl?: string
  rdns?: string
  /** The wallet is present in this browser (as opposed to a catalogue entry). */
  installed: boolean
}

/** Kind of account a wallet exposes (spec §3: eoa or smartAccount). */
export type AccountType = 'eoa' | 'smartAccount'

/** One account of a connection (spec §3). */
export interface ConnectedAccount {
  /** CAIP-10, validated and normalised by the adapter (EVM: checksum form), on the connection's network. */
  address: CaipAddress
  type: AccountType
  publicKey?: string
  /**
   * The account's role where a wallet gives several: 'payment' and 'ordinals' (Bitcoin), 'stacks' (Stacks), ...
   * Free text; absent when the wallet gives one kind of account.
   */
  purpose?: string
}

/**
 * What a successful connect, reconnect or network change returns (spec §3). The first account is the main one,
 * the one the UI shows; it is of the adapter's namespace. Further accounts may be of another namespace (a Stacks
 * wallet's Bitcoin addresses are `bip122:` accounts).
 */
export interface Connection {
  connectorId: string
  accounts: ConnectedAccount[]
  networkId: CaipNetworkId
}

/** What core stored about a connection, handed back to the adapter to restore it on page load. */
export interface SavedConnection {
  connectorId: string
  namespace: ChainNamespace
  networkId?: CaipNetworkId
  /**
   * The plain address the visitor chose in Account's account switcher (`switchAccount`), shown first again after
   * a reload while the wallet still grants it; absent when the wallet's own first account is in use.
   */
  account?: string
}

/** A native or token balance. Amounts are strings so state stays serialisable. */
export interface Balance {
  /** Base units as a decimal string (wei, lamports, ...). */
  value: string
  /** Human amount, `value / 10^decimals`, as a decimal string. */
  formatted: string
  symbol: string
  decimals: number
}

/** A token the send flow moves. No `address` means the network's native currency. */
export interface TokenRef {
  /** Contract address (ERC20), mint (SPL), ...; plain, not CAIP. */
  address?: string
  symbol: string
  decimals: number
}

/** A transfer the send flow asks an adapter to make, already validated by core. */
export interface TransferRequest {
  /** The sending account. */
  from: CaipAddress
  /** Plain receiver address in the namespace's format (the adapter validates it before prompting). */
  to: string
  token: TokenRef
  /** Amount in base units (converted by core with the token's decimals). */
  value: bigint
}

/** A prepared call the swap flow asks an adapter to send (a router's swap, a token's `approve`). */
export interface TransactionRequest {
  /** The sending account. */
  from: CaipAddress
  /** Plain contract address. */
  to: string
  /** ABI-encoded call data, `0x…`. */
  data: `0x${string}`
  /** Native currency sent with the call, in base units. */
  value: bigint
}

/** A transaction a server prepared for the account's wallet to sign and send (non-EVM swaps). */
export interface PreparedWireTransaction {
  /** The account that signs (and pays the fee). */
  from: CaipAddress
  /** The wire transaction, base64. */
  transaction: string
}

/** A token an account holds, as a chain-data source reports it. Amounts are decimal strings. */
export interface TokenHolding {
  networkId: CaipNetworkId
  /** Contract address or mint, plain; absent for the native currency. */
  address?: string
  name: string
  symbol: string
  decimals: number
  /** Human amount, `value / 10^decimals`. */
  quantity: string
  iconUrl?: string
  /** The source flags it as spam (unsolicited airdrop, lookalike of a known token). */
  spam?: boolean
  /**
   * Not in the host's `tokens` list: found on the chain (a Transfer to the account, a token account), so its name,
   * symbol and icon are whatever its deployer wrote. Set by core's chain-data service.
   */
  unverified?: boolean
}

/** What a past transaction was to the account. */
export type ActivityDirection = 'sent' | 'received' | 'contract'

/** One transaction of an account's activity, as a chain-data source reports it. */
export interface ActivityItem {
  /** Transaction hash (EVM) or signature (Solana). */
  hash: string
  networkId: CaipNetworkId
  /** Epoch ms of the block; absent when the source does not know it. */
  timestamp?: number
  direction: ActivityDirection
  /** The other side (receiver when sent, sender when received, contract when called), plain. */
  counterparty?: string
  /** What moved, when the source can tell. */
  amount?: {
    formatted: string
    symbol: string
    tokenAddress?: string
    /** A token the host does not list (see `TokenHolding.unverified`). Set by core's chain-data service. */
    unverified?: boolean
    /** The listed token's icon (`ListedToken.iconUrl`), set by core's chain-data service; never on an unverified one. */
    iconUrl?: string
  }
  failed?: boolean
}

/** Name and avatar for an address (ENS on eip155, ...). */
export interface Profile {
  name?: string
  imageUrl?: string
}

/** The sign-in message fields (spec §3). */
export interface SignInMessage {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  notBefore?: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt: string
  expirationTime?: string
}

/**
 * EIP-712 typed data as `eth_signTypedData_v4` takes it. Integers may be `bigint`, numbers or decimal strings; the
 * adapter encodes them as its namespace requires.
 */
export interface TypedDataRequest {
  domain: Readonly<Record<string, unknown>>
  types: Readonly<Record<string, readonly { name: string; type: string }[]>>
  primaryType: string
  message: Readonly<Record<string, unknown>>
}

/** One call of an EIP-5792 batch. */
export interface WalletCall {
  /** Plain contract or receiver address. */
  to: string
  /** Calldata, `0x`-prefixed hex. */
  data?: string
  /** Native amount in base units. */
  value?: bigint
}

/** An EIP-5792 batch core asks an adapter to send. */
export interface SendCallsRequest {
  /** The sending account (its network is the batch's chain). */
  from: CaipAddress
  calls: readonly WalletCall[]
  /** The calls must land all or none (EIP-5792 `atomicRequired`); default false. */
  atomicRequired?: boolean
  /**
   * `'sequential'`: when the wallet lacks `wallet_sendCalls`, send each call as its own transaction (one prompt
   * each, not atomic). Only when the host asks for it; without it such a wallet is `MethodNotSupportedError`.
   */
  fallback?: 'sequential'
}

/** What a wallet says of a batch (EIP-5792 `wallet_getCallsStatus`). */
export interface CallsStatus {
  id: string
  status: 'pending' | 'success' | 'failure'
  /** The calls ran in one transaction, all or none. */
  atomic: boolean
  receipts: { transactionHash: string; status: 'success' | 'reverted'; blockNumber: bigint }[]
}

/** A network change core asks of an adapter for a connected wallet. */
export interface NetworkChangeRequest {
  connectorId: string
  networkId: CaipNetworkId
}

/** Events an adapter emits; core flows turn them into state. */
export type AdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: ConnectedAccount[] }
  /** The wallet moved to another network; `accounts` are the connection's accounts there (core never builds one). */
  | { type: 'networkChanged'; connectorId: string; networkId: CaipNetworkId; accounts: ConnectedAccount[] }
  | { type: 'disconnected'; connectorId: string; error?: LatchError }
  | { type: 'connectorsChanged' }

/** What core hands an adapter once, before anything else. */
export interface AdapterContext {
  /** The host's networks of this adapter's namespace, in the host's order. */
  networks: readonly CaipNetwork[]
  /** Host RPC overrides by CAIP-2 id. */
  customRpcUrls: Readonly<Record<string, readonly string[]>>
  logger: Logger
  /**
   * False when the host turned EIP-6963 discovery off (`features.eip6963: false`): an adapter that discovers wallets
   * by announcement then lists only the page's injected provider. Absent means on.
   */
  eip6963?: boolean
}

/**
 * The plugin contract every namespace package implements (and third parties can).
 *
 * Required members are the few every wallet supports. Every optional member is a capability:
 * it is either implemented for real or absent, and the UI offers only what is present.
 * Errors leave an adapter as Latch errors (see `toLatchError`), never as raw wallet objects.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Called once by `createLatch`, in the browser or in Node. Must not touch `window` itself. */
  setup(context: AdapterContext): void
  /**
   * Starts browser-only work (wallet discovery). Called by the client once the page is idle after mount, or
   * earlier when the modal opens, a stored connection is restored or an action needs the adapter; never during SSR.
   * An adapter may load its discovery code here with `import()` and emit `connectorsChanged` once wallets are found.
   */
  start?(): void
  /**
   * True when `start()` loads no code (it only listens for wallets announcing themselves, EIP-6963 or Wallet
   * Standard): the client starts such an adapter once the page is idle; the others start at the first need.
   */
  readonly startsWithoutCode?: boolean
  /**
   * Loads the code the adapter's synchronous members need (`connectors`' discovery, `isAddress`,
   * `formatSignInMessage`, `getProvider`), if it keeps that code out of the page's first load; resolves at once
   * when it is in. Before it resolves those members may throw `WalletRequestError`. Core calls them only once a
   * wallet is connected, which loads the code; a host calling them before awaits `load()` first.
   */
  load?(): Promise<void>
  /** Wallets found so far (EIP-6963, Wallet Standard, injected, ...); empty until `start()`'s discovery is in. */
  connectors(): readonly Connector[]
  connect(input: { connectorId: string; networkId?: CaipNetworkId }): Promise<Connection>
  /** Restores a saved connection without prompting; null when the wallet no longer grants it. */
  reconnect(saved: SavedConnection): Promise<Connection | null>
  disconnect(connectorId: string): Promise<void>
  signMessage(input: { address: CaipAddress; message: string }): Promise<string>
  subscribe(listener: (event: AdapterEvent) => void): () => void

  /**
   * The wallet switches network (it may prompt). Resolves with the connection on the new network. Present only
   * where wallets of the namespace can switch; otherwise see `selectNetwork`.
   */
  switchNetwork?(input: NetworkChangeRequest): Promise<Connection>
  /**
   * The dapp chooses the network: no wallet prompt. From now on the adapter reads and signs on `networkId`, and
   * resolves with the connection's accounts there (re-encoded where the address depends on the network).
   * Core calls `switchNetwork` when present, else this; with neither a connected namespace keeps its network.
   */
  selectNetwork?(input: NetworkChangeRequest): Promise<Connection>
  /**
   * The account's native balance. `fresh`: the visitor expects it changed outside the dapp (back from an on-ramp),
   * so an adapter that caches balances reads the chain again.
   */
  getBalance?(input: { address: CaipAddress; fresh?: boolean }): Promise<Balance>
  getProfile?(input: { address: CaipAddress }): Promise<Profile>
  /**
   * Balances of the tokens the host listed for the account's network (`tokens` option, plain addresses), read
   * from the chain. Rejects with `ChainDataUnavailableError` when the endpoint cannot answer.
   */
  getTokenBalances?(input: { address: CaipAddress; tokens: readonly string[] }): Promise<TokenHolding[]>
  /**
   * The account's recent transactions, newest first; with `before` (the hash of the oldest one shown), the page
   * older than it, empty at the end of the history. Rejects with `ChainDataUnavailableError` when the endpoint
   * cannot answer.
   */
  getActivity?(input: { address: CaipAddress; before?: string }): Promise<ActivityItem[]>
  /** The address an ENS-style name points at on the network, or null when it has none. */
  resolveName?(input: { name: string; networkId: CaipNetworkId }): Promise<string | null>
  /** True when `address` (plain) is valid for the namespace, and for `networkId` when given (prefixes, versions). */
  isAddress?(address: string, networkId?: CaipNetworkId): boolean
  /**
   * Sends native currency or a token and resolves with the transaction hash / signature. Its presence is what
   * makes the send flow available on the namespace.
   */
  sendTransfer?(input: TransferRequest): Promise<string>
  /**
   * Sends a prepared contract call (eip155) and resolves with the transaction hash. Its presence is what makes the
   * swap flow available on the namespace.
   */
  sendTransaction?(input: TransactionRequest): Promise<string>
  /**
   * The wallet signs a transaction a server prepared in the namespace's wire format (solana: base64, possibly
   * already signed by a counterparty such as the swap server's quote maker, whose signatures stay) and sends it;
   * resolves with its signature once it landed. Its presence is what makes the swap flow available off eip155.
   */
  sendPreparedTransaction?(input: PreparedWireTransaction): Promise<string>
  /** The network fee a transfer would cost, in the network's native currency, without asking the wallet. */
  estimateTransferFee?(input: TransferRequest): Promise<Balance>
  /** EIP-4361 for eip155, CAIP-122 otherwise. */
  formatSignInMessage?(message: SignInMessage): string
  verifySignature?(input: { message: string; signature: string; address: CaipAddress }): Promise<boolean>
  /**
   * The account has smart-account code on its network (spec §3 `smartAccountDeployed`): eip155 reads it from the
   * chain (an EIP-7702 delegation designator or contract code).
   */
  isSmartAccountDeployed?(input: { address: CaipAddress }): Promise<boolean>
  /**
   * The wallet signs a transaction without sending it and resolves with it serialized (eip155
   * `eth_signTransaction`; the wallet fills nonce, gas and fees). A wallet without it: `MethodNotSupportedError`.
   */
  signTransaction?(input: TransactionRequest): Promise<string>
  /** EIP-712: the wallet signs typed data for `address` (eip155 `eth_signTypedData_v4`). */
  signTypedData?(input: { address: CaipAddress; typedData: TypedDataRequest }): Promise<string>
  /**
   * EIP-5792 `wallet_getCapabilities` for the account on its network, e.g. `{ atomic: { status: 'supported' } }`.
   * A wallet without the method is `MethodNotSupportedError`.
   */
  getCapabilities?(input: { address: CaipAddress }): Promise<Record<string, unknown>>
  /** EIP-5792 `wallet_sendCalls`: resolves with the batch id. A wallet without it: `MethodNotSupportedError`. */
  sendCalls?(input: SendCallsRequest): Promise<{ id: string }>
  /** EIP-5792 `wallet_getCallsStatus` of a batch `sendCalls` returned. */
  getCallsStatus?(input: { id: string }): Promise<CallsStatus>
  /** The raw wallet provider for `useProvider` (EIP-1193 provider, Wallet Standard wallet, ...). */
  getProvider?(connectorId: string): unknown
  /**
   * WalletConnect: the namespace's part of the session proposal, and connecting through a settled session
   * (connector `walletConnect`). Absent when the adapter has no WalletConnect path.
   */
  walletConnect?: WalletConnectSupport
}
