import { sha256 } from '@noble/hashes/sha2'
import { type BitcoinNetworkName, isBitcoinNetworkName, toBitcoinjsNetwork } from '../keys/bitcoinNetworks'
import {
  type DevAddress,
  type DevKeys,
  deriveDevKeys,
  devAddresses,
  type PaymentAddressType,
} from '../keys/deriveDevKeys'
import { BITCOIN_DEV_WALLET_ICON } from './devWalletIcon'
import { failure, RPC_ERROR, RpcError, type RpcFailure, type RpcSuccess, success } from './rpcMessages'
import { signBip137 } from './signBip137'
import { signBip322 } from './signBip322'

/** A message signing protocol of sats-connect's `signMessage` (`MessageSigningProtocols`). */
export type SigningProtocol = 'BIP322' | 'ECDSA'

/** The events a sats-connect provider's `addListener` delivers (@sats-connect/core `walletEventSchema`). */
export type DevWalletEvent =
  | { type: 'accountChange'; addresses?: DevAddress[] }
  | {
      type: 'networkChange'
      bitcoin: { name: BitcoinNetworkName }
      stacks: { name: string }
      addresses?: DevAddress[]
    }
  | { type: 'disconnect' }

/** The sats-connect provider request interface (WBIP-002 style), as wallets inject it. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<RpcSuccess | RpcFailure>
  addListener(input: { eventName: DevWalletEvent['type']; cb: (event: DevWalletEvent) => void }): () => void
}

/** The entry a wallet pushes to `window.btc_providers` (sats-connect's `Provider`). */
export interface ProviderInfo {
  /** Dot path of the provider object on `window` (sats-connect's `getProviderById`). */
  id: string
  name: string
  icon: string
  webUrl?: string
  methods?: string[]
}

/** Options of `createDevWallet`. */
export interface BitcoinDevWalletOptions {
  /** Keys derive from it (payment and ordinals); a random one when absent. */
  seed?: string
  /** The network the wallet starts on; default `Regtest`. */
  network?: BitcoinNetworkName
  /** Shown name; default `Latch Bitcoin Dev Wallet`. */
  name?: string
  /** Dot path on `window` where `install` puts the provider; default `LatchBitcoinDevWallet.BitcoinProvider`. */
  providerId?: string
  /** Protocols it signs messages with; default both. `['ECDSA']` is a wallet that cannot sign BIP-322. */
  signingProtocols?: readonly SigningProtocol[]
  /** Its payment address: native segwit (default) or P2SH-wrapped segwit (`3…` / `2…`). */
  paymentType?: PaymentAddressType
  /** Whether it answers `wallet_changeNetwork`; default true. */
  canChangeNetwork?: boolean
  /** Where it remembers its grant and network across page loads, as an extension does per site. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Called with every request, as it arrives. */
  onRequest?: (method: string, params: unknown) => void
}

/** A real-key Bitcoin wallet behind the sats-connect provider interface, with switches for tests. */
export interface BitcoinDevWallet {
  readonly provider: SatsConnectProvider
  readonly info: ProviderInfo
  readonly network: BitcoinNetworkName
  /** Payment (P2WPKH) then ordinals (P2TR) addresses on the current network. */
  readonly addresses: readonly DevAddress[]
  /** Every method a dapp requested, in order. */
  readonly requests: readonly { method: string; params: unknown }[]
  /** The next prompt (connect, sign, change network) answers USER_REJECTION (-32000). */
  rejectNext(): void
  /** The visitor switches to another account: new keys, and `accountChange` when connected. */
  switchAccount(seed?: string): readonly DevAddress[]
  /** The visitor moves the wallet to another network: `networkChange` with the new addresses. */
  moveToNetwork(name: BitcoinNetworkName): void
  /** The visitor disconnects the site in the wallet: the grant is dropped and `disconnect` fires. */
  disconnectFromWallet(): void
  /** Puts the provider at `info.id` on `target` and pushes `info` to `target.btc_providers`; returns the undo. */
  install(target: object): () => void
}

/** The `storage` key under which the dev wallet keeps its grant and network. */
export const BITCOIN_DEV_WALLET_STORAGE_KEY = 'latch-bitcoin-dev-wallet'

const METHODS = [
  'getInfo',
  'getAddresses',
  'wallet_connect',
  'wallet_getAccount',
  'wallet_disconnect',
  'wallet_renouncePermissions',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'signMessage',
]
const PROMPTS = new Set(['getAddresses', 'wallet_connect', 'wallet_changeNetwork', 'signMessage'])
const PURPOSES = ['payment', 'ordinals'] as const

const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const randomSeed = () => toHex(globalThis.crypto.getRandomValues(new Uint8Array(16)))

function readRemembered(storage: BitcoinDevWalletOptions['storage']): {
  authorized: boolean
  network?: BitcoinNetworkName
} {
  try {
    const saved = JSON.parse(storage?.getItem(BITCOIN_DEV_WALLET_STORAGE_KEY) ?? 'null') as {
      authorized?: unknown
      network?: unknown
    } | null
    return {
      authorized: saved?.authorized === true,
      ...(isBitcoinNetworkName(saved?.network) ? { network: saved.network } : {}),
    }
  } catch {
    return { authorized: false }
  }
}

const paramsOf = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}

/**
 * Creates the dev wallet: real secp256k1 keys (a P2WPKH payment and a P2TR ordinals address), BIP-322 and
 * BIP-137 message signatures, answering sats-connect's provider requests with JSON-RPC messages as Xverse does.
 * Browser-safe: Web APIs only.
 */
export function createDevWallet(options: BitcoinDevWalletOptions = {}): BitcoinDevWallet {
  const protocols = options.signingProtocols ?? ['BIP322', 'ECDSA']
  const canChangeNetwork = options.canChangeNetwork ?? true
  const listeners = new Map<string, Set<(event: DevWalletEvent) => void>>()
  const requests: { method: string; params: unknown }[] = []
  const remembered = readRemembered(options.storage)
  let keys: DevKeys
  let network: BitcoinNetworkName = remembered.network ?? options.network ?? 'Regtest'
  let authorized = remembered.authorized
  let rejectPending = false
  let accountId = ''
  const setKeys = (seed: string) => {
    keys = deriveDevKeys(seed)
    accountId = toHex(sha256(new TextEncoder().encode(seed))).slice(0, 16)
  }
  setKeys(options.seed ?? randomSeed())

  const remember = () => {
    if (authorized)
      options.storage?.setItem(BITCOIN_DEV_WALLET_STORAGE_KEY, JSON.stringify({ authorized, network }))
    else options.storage?.removeItem(BITCOIN_DEV_WALLET_STORAGE_KEY)
  }
  const emit = (event: DevWalletEvent) => {
    for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event)
  }
  const addresses = () => devAddresses(keys, network, options.paymentType)
  const networkResult = () => ({
    bitcoin: { name: network },
    stacks: { name: network === 'Mainnet' ? 'mainnet' : 'testnet' },
    spark: { name: network === 'Mainnet' ? 'mainnet' : 'regtest' },
  })
  const requirePermission = () => {
    if (!authorized) throw new RpcError(RPC_ERROR.ACCESS_DENIED, 'The site is not connected to the wallet.')
  }
  const pickAddresses = (purposes: unknown) => {
    const wanted = Array.isArray(purposes) ? purposes : PURPOSES
    return addresses().filter((entry) => wanted.includes(entry.purpose))
  }
  const changeNetwork = (name: BitcoinNetworkName) => {
    if (name === network) return
    network = name
    remember()
    if (authorized)
      emit({
        type: 'networkChange',
        bitcoin: { name },
        stacks: networkResult().stacks,
        addresses: addresses(),
      })
  }

  const signMessage = (params: Record<string, unknown>) => {
    requirePermission()
    const own = addresses().find((entry) => entry.address === params.address)
    if (!own) throw new RpcError(RPC_ERROR.INVALID_PARAMS, 'The address is not one of this wallet.')
    if (typeof params.message !== 'string') throw new RpcError(RPC_ERROR.INVALID_PARAMS, 'Invalid message.')
    // sats-connect: without a protocol, ECDSA for P2WPKH / P2SH and BIP-322 for taproot.
    const asked = params.protocol === 'BIP322' || params.protocol === 'ECDSA' ? params.protocol : undefined
    let protocol: SigningProtocol = asked ?? (own.addressType === 'p2tr' ? 'BIP322' : 'ECDSA')
    if (!protocols.includes(protocol)) protocol = protocols[0] ?? 'BIP322'
    const key = own.purpose === 'payment' ? keys.payment : keys.ordinals
    if (protocol === 'ECDSA' && own.addressType === 'p2tr')
      throw new RpcError(RPC_ERROR.METHOD_NOT_SUPPORTED, 'This wallet cannot sign with a taproot address.')
    const signature =
      protocol === 'ECDSA'
        ? signBip137(key, params.message, own.addressType === 'p2sh' ? 'p2sh' : 'p2wpkh')
        : signBip322({
            key,
            kind: own.addressType,
            network: toBitcoinjsNetwork(network),
            message: params.message,
          })
    return {
      signature,
      messageHash: toHex(sha256(new TextEncoder().encode(params.message))),
      address: own.address,
      protocol,
    }
  }

  const handle = (method: string, raw: unknown): unknown => {
    const params = paramsOf(raw)
    switch (method) {
      case 'getInfo':
        return { version: '1.0.0', platform: 'web', methods: METHODS, supports: [] }
      case 'wallet_connect': {
        if (isBitcoinNetworkName(params.network) && canChangeNetwork) changeNetwork(params.network)
        authorized = true
        remember()
        return {
          id: accountId,
          addresses: pickAddresses(params.addresses),
          walletType: 'software',
          network: networkResult(),
        }
      }
      case 'getAddresses':
        authorized = true
        remember()
        return { addresses: pickAddresses(params.purposes), network: networkResult() }
      case 'wallet_getAccount':
        requirePermission()
        return { id: accountId, addresses: addresses(), walletType: 'software', network: networkResult() }
      case 'wallet_getNetwork':
        return networkResult()
      case 'wallet_changeNetwork': {
        if (!canChangeNetwork) throw new RpcError(RPC_ERROR.METHOD_NOT_FOUND, 'Method not found.')
        if (!isBitcoinNetworkName(params.name))
          throw new RpcError(RPC_ERROR.INVALID_PARAMS, 'Unknown network name.')
        changeNetwork(params.name)
        return null
      }
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        authorized = false
        remember()
        return null
      case 'signMessage':
        return signMessage(params)
      default:
        throw new RpcError(RPC_ERROR.METHOD_NOT_FOUND, 'Method not found.')
    }
  }

  const provider: SatsConnectProvider = {
    async request(method, params) {
      const id = toHex(globalThis.crypto.getRandomValues(new Uint8Array(8)))
      requests.push({ method, params })
      options.onRequest?.(method, params)
      const supported = method !== 'wallet_changeNetwork' || canChangeNetwork
      if (rejectPending && PROMPTS.has(method) && supported) {
        rejectPending = false
        return failure(id, RPC_ERROR.USER_REJECTION, 'User rejected the request.')
      }
      try {
        return success(id, handle(method, params))
      } catch (error) {
        if (error instanceof RpcError) return failure(id, error.code, error.message)
        return failure(id, RPC_ERROR.INTERNAL_ERROR, String(error))
      }
    },
    addListener({ eventName, cb }) {
      const set = listeners.get(eventName) ?? new Set()
      set.add(cb)
      listeners.set(eventName, set)
      return () => set.delete(cb)
    },
  }

  const info: ProviderInfo = {
    id: options.providerId ?? 'LatchBitcoinDevWallet.BitcoinProvider',
    name: options.name ?? 'Latch Bitcoin Dev Wallet',
    icon: BITCOIN_DEV_WALLET_ICON,
    webUrl: 'https://github.com/latch/latch',
    methods: canChangeNetwork ? METHODS : METHODS.filter((method) => method !== 'wallet_changeNetwork'),
  }

  return {
    provider,
    info,
    get network() {
      return network
    },
    get addresses() {
      return addresses()
    },
    requests,
    rejectNext() {
      rejectPending = true
    },
    switchAccount(seed) {
      setKeys(seed ?? randomSeed())
      if (authorized) emit({ type: 'accountChange', addresses: addresses() })
      return addresses()
    },
    moveToNetwork(name) {
      changeNetwork(name)
    },
    disconnectFromWallet() {
      authorized = false
      remember()
      emit({ type: 'disconnect' })
    },
    install(target) {
      const path = info.id.split('.')
      const leaf = path.pop() as string
      let holder = target as Record<string, unknown>
      for (const part of path) {
        holder[part] ??= {}
        holder = holder[part] as Record<string, unknown>
      }
      holder[leaf] = provider
      const registry = target as { btc_providers?: ProviderInfo[] }
      registry.btc_providers ??= []
      registry.btc_providers.push(info)
      return () => {
        delete holder[leaf]
        const list = registry.btc_providers ?? []
        const index = list.indexOf(info)
        if (index >= 0) list.splice(index, 1)
      }
    },
  }
}
