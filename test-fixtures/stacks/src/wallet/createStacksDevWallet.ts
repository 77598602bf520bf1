import { NETWORK as BTC_MAINNET, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { bytesToHex, hexToBytes } from '@stacks/common'
import { hashMessage } from '@stacks/encryption'
import {
  getAddressFromPublicKey,
  privateKeyToPublic,
  randomPrivateKey,
  signMessageHashRsv,
} from '@stacks/transactions'
import { STACKS_DEV_WALLET_ICON } from './devWalletIcon'
import { WALLET_ERRORS, type WalletRpcErrorResponse } from './walletRpcError'

type StacksNetworkName = 'mainnet' | 'testnet'
type Listener = (payload: unknown) => void
type ProviderEvent = 'accountChange' | 'networkChange' | 'disconnect'

/** An address as Leather's `getAddresses` reports it. */
export interface DevWalletAddress {
  symbol: 'STX' | 'BTC'
  type?: 'p2wpkh' | 'p2tr'
  address: string
  publicKey: string
}

/** The request interface the wallet injects at `window[id]` (what @stacks/connect calls). */
export interface StacksDevProvider {
  request(method: string, params?: unknown): Promise<{ jsonrpc: '2.0'; id: string; result: unknown }>
  addListener(event: ProviderEvent, listener: Listener): () => void
}

/** Options of `createStacksDevWallet`. */
export interface StacksDevWalletOptions {
  /** Stacks secp256k1 private key, hex (a `01` suffix marks it compressed; added when absent). Random by default. */
  privateKey?: string
  /** Bitcoin secp256k1 private key (32 bytes hex) for the payment (P2WPKH) and ordinals (P2TR) addresses. */
  bitcoinPrivateKey?: string
  /** The global path of the provider and its registry id; default `LatchStacksDevProvider`. */
  id?: string
  name?: string
  /** The network the wallet is on when a request names none; default testnet. */
  network?: StacksNetworkName
  /** Where the wallet remembers that this site is granted, as an extension does (e.g. `localStorage`). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Called with every request, as it arrives. */
  onRequest?: (method: string, params: unknown) => void
}

/** A real-key Stacks wallet for tests and the demo, with switches to misbehave on purpose. */
export interface StacksDevWallet {
  readonly provider: StacksDevProvider
  /** Its `wbip_providers` entry. */
  readonly info: { id: string; name: string; icon: string; webUrl: string }
  readonly publicKey: string
  /** The Stacks private key (hex, compressed), so a test can make the same wallet again after a "reload". */
  readonly privateKey: string
  readonly requests: readonly { method: string; params: unknown }[]
  /** The Stacks address for a network (SP… mainnet, ST… testnet). */
  stxAddress(network?: StacksNetworkName): string
  /** What `getAddresses` answers for a network. */
  addresses(network?: StacksNetworkName): DevWalletAddress[]
  /** The next prompt (getAddresses, stx_signMessage) is declined with 4001, as a visitor pressing reject. */
  rejectNext(): void
  /** The visitor picks another account: new keys (random when absent); `accountChange` fires when granted. */
  switchAccount(privateKey?: string): string
  /** The visitor moves the wallet to another network: `networkChange` fires with that network's addresses. */
  moveToNetwork(network: StacksNetworkName): void
  /** The wallet-side "disconnect this site": the grant is dropped and `disconnect` fires. */
  revoke(): void
  /** Emits a raw provider event, as a misbehaving wallet might (malformed or empty address lists). */
  emit(event: ProviderEvent, payload: unknown): void
  /** Writes the wallet into `target.wbip_providers` and `target[id]`; returns the function that removes it. */
  register(target: object): () => void
}

const STORAGE_KEY = 'latch-stacks-dev-wallet'

const compressed = (key: string) => (key.length === 64 ? `${key}01` : key)
const randomBitcoinKey = () => bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
const networkParam = (params: unknown): StacksNetworkName | undefined => {
  const network = (params as { network?: unknown } | undefined)?.network
  return network === 'mainnet' || network === 'testnet' ? network : undefined
}

/**
 * Creates a Stacks wallet over real keys: @stacks/transactions derives its address and signs `stx_signMessage`
 * (`signMessageHashRsv` over @stacks/encryption's `hashMessage`), @scure/btc-signer derives its Bitcoin
 * addresses. It answers `getAddresses`, `stx_getAddresses`, `wallet_getAccount` (no prompt; -32002 without a
 * grant) and `stx_signMessage` with JSON-RPC 2.0 responses, and declines with Leather's 4001 error response.
 * Browser-safe: Web APIs only.
 */
export function createStacksDevWallet(options: StacksDevWalletOptions = {}): StacksDevWallet {
  const id = options.id ?? 'LatchStacksDevProvider'
  const info = {
    id,
    name: options.name ?? 'Latch Stacks Dev Wallet',
    icon: STACKS_DEV_WALLET_ICON,
    webUrl: 'https://latch.example',
  }
  let privateKey = compressed(options.privateKey ?? randomPrivateKey())
  const bitcoinKey = hexToBytes(options.bitcoinPrivateKey ?? randomBitcoinKey())
  let network: StacksNetworkName = options.network ?? 'testnet'
  let authorized = false
  try {
    authorized = JSON.parse(options.storage?.getItem(STORAGE_KEY) ?? 'null')?.authorized === true
  } catch {
    authorized = false
  }
  let rejectPending = false
  let counter = 0
  const requests: { method: string; params: unknown }[] = []
  const listeners = new Map<ProviderEvent, Set<Listener>>()

  const remember = () => {
    if (authorized) options.storage?.setItem(STORAGE_KEY, JSON.stringify({ authorized }))
    else options.storage?.removeItem(STORAGE_KEY)
  }
  const emit = (event: ProviderEvent, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const publicKey = () => privateKeyToPublic(privateKey) as string
  const stxAddress = (on: StacksNetworkName = network) => getAddressFromPublicKey(publicKey(), on)
  const addresses = (on: StacksNetworkName = network): DevWalletAddress[] => {
    const btc = on === 'mainnet' ? BTC_MAINNET : TEST_NETWORK
    const paymentKey = pubECDSA(bitcoinKey, true)
    const ordinalsKey = pubSchnorr(bitcoinKey)
    return [
      {
        symbol: 'BTC',
        type: 'p2wpkh',
        address: p2wpkh(paymentKey, btc).address as string,
        publicKey: bytesToHex(paymentKey),
      },
      {
        symbol: 'BTC',
        type: 'p2tr',
        address: p2tr(ordinalsKey, undefined, btc).address as string,
        publicKey: bytesToHex(ordinalsKey),
      },
      { symbol: 'STX', address: stxAddress(on), publicKey: publicKey() },
    ]
  }
  const fail = (requestId: string, error: { code: number; message: string }): WalletRpcErrorResponse => ({
    jsonrpc: '2.0',
    id: requestId,
    error: { ...error },
  })
  // Every prompt passes through here: a pending rejectNext() declines it as a visitor would.
  const prompt = (requestId: string) => {
    if (!rejectPending) return
    rejectPending = false
    throw fail(requestId, WALLET_ERRORS.userRejected)
  }

  const answer = (requestId: string, method: string, params: unknown): unknown => {
    const on = networkParam(params) ?? network
    switch (method) {
      case 'getAddresses':
      case 'stx_getAddresses':
        prompt(requestId)
        authorized = true
        remember()
        return { addresses: addresses(on) }
      case 'wallet_getAccount':
        if (!authorized) throw fail(requestId, WALLET_ERRORS.accessDenied)
        return { addresses: addresses(on) }
      case 'stx_signMessage': {
        const message = (params as { message?: unknown } | undefined)?.message
        if (typeof message !== 'string') throw fail(requestId, WALLET_ERRORS.invalidParams)
        if (!authorized) throw fail(requestId, WALLET_ERRORS.accessDenied)
        prompt(requestId)
        const messageHash = bytesToHex(hashMessage(message))
        return { signature: signMessageHashRsv({ messageHash, privateKey }), publicKey: publicKey() }
      }
      default:
        throw fail(requestId, WALLET_ERRORS.methodNotFound)
    }
  }

  const provider: StacksDevProvider = {
    request: async (method, params) => {
      counter += 1
      const requestId = `latch-dev-${counter}`
      requests.push({ method, params })
      options.onRequest?.(method, params)
      return { jsonrpc: '2.0', id: requestId, result: answer(requestId, method, params) }
    },
    addListener: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    },
  }

  return {
    provider,
    info,
    get publicKey() {
      return publicKey()
    },
    get privateKey() {
      return privateKey
    },
    requests,
    stxAddress,
    addresses,
    rejectNext: () => {
      rejectPending = true
    },
    switchAccount: (next) => {
      privateKey = compressed(next ?? randomPrivateKey())
      if (authorized) emit('accountChange', { type: 'accountChange', addresses: addresses() })
      return stxAddress()
    },
    moveToNetwork: (next) => {
      network = next
      if (authorized)
        emit('networkChange', { type: 'networkChange', stacks: { name: next }, addresses: addresses() })
    },
    emit,
    revoke: () => {
      authorized = false
      remember()
      emit('disconnect', { type: 'disconnect' })
    },
    register: (target) => {
      const scope = target as { wbip_providers?: unknown[] } & Record<string, unknown>
      const registry = Array.isArray(scope.wbip_providers) ? scope.wbip_providers : []
      scope.wbip_providers = registry
      registry.push(info)
      scope[id] = provider
      return () => {
        const index = registry.indexOf(info)
        if (index >= 0) registry.splice(index, 1)
        delete scope[id]
      }
    },
  }
}
