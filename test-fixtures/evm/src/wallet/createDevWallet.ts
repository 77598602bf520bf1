import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  isHex,
  type LocalAccount,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { batchThroughDelegation, callsStatusOf, readWireCalls } from './batchThroughDelegation'
import { type DevWalletInfo, devWalletInfo } from './devWalletInfo'
import { forwardRpc } from './forwardRpc'
import { ProviderRpcError } from './ProviderRpcError'

/** An EIP-1193 request. */
export interface RequestArguments {
  method: string
  params?: unknown
}

type Listener = (...args: unknown[]) => void

/** The EIP-1193 surface the dev wallet exposes to dapps. */
export interface DevWalletProvider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/** Options of `createDevWallet`. */
export interface DevWalletOptions {
  /** Node URL per chain id the wallet knows; a switch to any other chain answers 4902 until it is added. */
  rpcUrls: Record<number, string>
  /** Keys of the accounts, first is selected (or pass `accounts`). */
  privateKeys?: readonly Hex[]
  /** viem local accounts (alternative to `privateKeys`). */
  accounts?: readonly LocalAccount[]
  /** The chain the wallet starts on. */
  chainId: number
  /** EIP-6963 uuid; a random one by default. */
  uuid?: string
  /**
   * Where the wallet remembers its grant and chain across page loads, as an extension does per site (e.g.
   * `window.localStorage`); without it, every new wallet starts unauthorized on `chainId`.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /**
   * The window whose `storage` events tell this wallet what the same wallet did in another tab of the site (with
   * `storage` being that origin's localStorage): tabs then act as one wallet, as an extension does. A grant,
   * revoke, account pick or chain switch made there is taken over here and emits `accountsChanged` /
   * `chainChanged`, without a prompt.
   */
  tabs?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** Called with every request a dapp makes, as it arrives (e.g. a demo's log of wallet prompts). */
  onRequest?: (args: RequestArguments) => void
  /**
   * EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`): the address of a
   * `Simple7702Account` per chain id. A batch is then one real atomic transaction: the account delegates to it with
   * EIP-7702 (the chain must run Prague) and calls `executeBatch` on itself. Without it the wallet has no EIP-5792
   * and answers those methods 4200, as a wallet without them does.
   */
  batchDelegates?: Record<number, Address>
  /**
   * The wallet answers `eth_signTransaction`: fills in nonce, gas and fees from its node, signs locally and returns
   * the serialized transaction without sending it. Without it the method is 4200, as in most browser wallets.
   */
  signTransactions?: boolean
}

/** The `storage` key under which a dev wallet keeps its grant and chain. */
export const DEV_WALLET_STORAGE_KEY = 'latch-dev-wallet'

/** What the wallet keeps in `storage`: the grant, the chain and the selected account. */
interface Remembered {
  authorized: boolean
  chainId?: number
  selected?: string
}

function readRemembered(
  storage: DevWalletOptions['storage'],
  knownChains: ReadonlyMap<number, string>,
): Remembered {
  try {
    const saved = JSON.parse(storage?.getItem(DEV_WALLET_STORAGE_KEY) ?? 'null') as {
      authorized?: unknown
      chainId?: unknown
      selected?: unknown
    } | null
    const chainId =
      typeof saved?.chainId === 'number' && knownChains.has(saved.chainId) ? saved.chainId : undefined
    return {
      authorized: saved?.authorized === true,
      ...(chainId === undefined ? {} : { chainId }),
      ...(typeof saved?.selected === 'string' ? { selected: saved.selected } : {}),
    }
  } catch {
    return { authorized: false }
  }
}

/** A real-crypto wallet for tests and the demo, with switches to misbehave on purpose. */
export interface DevWallet {
  readonly provider: DevWalletProvider
  readonly info: DevWalletInfo
  /** The chain the wallet is on now. */
  readonly chainId: number
  /** Its account addresses, selected first. */
  readonly addresses: readonly Address[]
  /** Every request a dapp made, in order (to prove that something was refused before any prompt). */
  readonly requests: readonly RequestArguments[]
  /** The next request the visitor would be asked about fails with 4001, as if they pressed reject; reads pass. */
  rejectNext(): void
  /**
   * Holds connection prompts (eth_requestAccounts, wallet_requestPermissions) open, as an extension popup nobody
   * has answered yet, until `approvePrompt()` or `rejectPrompt()`. Another one while a prompt is open answers
   * -32002 "already pending", as MetaMask does. `holdPrompts(false)` answers later prompts at once again.
   */
  holdPrompts(hold?: boolean): void
  /** A connection prompt is open, waiting for `approvePrompt()` or `rejectPrompt()`. */
  readonly promptOpen: boolean
  /** The visitor approves the open prompt: it grants the accounts. */
  approvePrompt(): void
  /** The visitor rejects the open prompt (4001). */
  rejectPrompt(): void
  /** The connection goes away: emits `disconnect` (4900); pending and later requests reject with 4900. */
  dropConnection(): void
  /** The visitor picks another account in the wallet: it moves first and `accountsChanged` fires. */
  selectAccount(index: number): void
  /** The visitor moves the wallet to another known chain on their own: `chainChanged` fires. */
  moveToChain(chainId: number): void
  /** Emits a raw EIP-1193 event, as a misbehaving wallet might (malformed accounts, odd chain ids). */
  emit(event: string, payload: unknown): void
  /** Answers EIP-6963 `requestProvider` on `target` (usually `window`) and announces once now; returns the stop function. */
  announce(target: EventTarget): () => void
  /** Stops following other tabs (the `tabs` option). */
  close(): void
}

// crypto.randomUUID exists only in secure contexts; a demo served over plain http on a LAN address is not one.
function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// The requests that open a connection prompt in an extension.
const PROMPT_METHODS = new Set(['eth_requestAccounts', 'wallet_requestPermissions'])
// What a wallet asks its user about; reads (eth_accounts, eth_chainId, capabilities, RPC calls) it answers silently.
const VISITOR_METHODS = new Set([
  ...PROMPT_METHODS,
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

function parseChainId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !isHex(value)) return undefined
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

function firstParam(params: unknown): unknown {
  return Array.isArray(params) ? params[0] : undefined
}

/**
 * Creates an EIP-1193 wallet backed by viem local accounts: it signs with real secp256k1 keys (personal_sign,
 * eth_signTypedData_v4, transactions signed locally and sent raw) and forwards reads to the node of its chain.
 * Browser-safe: it uses `fetch` and Web APIs only.
 */
export function createDevWallet(options: DevWalletOptions): DevWallet {
  const accounts: LocalAccount[] = [
    ...(options.accounts ?? []),
    ...(options.privateKeys ?? []).map((key) => privateKeyToAccount(key)),
  ]
  if (accounts.length === 0) throw new Error('createDevWallet needs privateKeys or accounts')
  const rpcUrls = new Map<number, string>(
    Object.entries(options.rpcUrls).map(([id, url]) => [Number(id), url]),
  )
  if (!rpcUrls.has(options.chainId))
    throw new Error(`createDevWallet has no rpc url for chain ${options.chainId}`)
  const info = devWalletInfo(options.uuid ?? randomUuid())
  const listeners = new Map<string, Set<Listener>>()
  const requests: RequestArguments[] = []
  const pending = new Set<(error: ProviderRpcError) => void>()
  const remembered = readRemembered(options.storage, rpcUrls)
  let chainId = remembered.chainId ?? options.chainId
  let authorized = remembered.authorized
  // Puts the account with `address` first (the selected one); false when there is none or it already is.
  const select = (address: string | undefined): boolean => {
    const index = accounts.findIndex(
      (account) => address !== undefined && isAddressEqual(account.address, address as Address),
    )
    if (index <= 0) return false
    accounts.unshift(...accounts.splice(index, 1))
    return true
  }
  select(remembered.selected)
  const remember = () => {
    if (!authorized) {
      options.storage?.removeItem(DEV_WALLET_STORAGE_KEY)
      return
    }
    const selected = accounts[0]?.address
    options.storage?.setItem(DEV_WALLET_STORAGE_KEY, JSON.stringify({ authorized, chainId, selected }))
  }
  let rejectNext = false
  let dropped = false
  let holdingPrompts = false
  let openPrompt: { answer(approved: boolean): void } | undefined

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const addresses = () => accounts.map((account) => account.address)
  const rpcUrl = () => rpcUrls.get(chainId) as string
  const accountFor = (address: unknown): LocalAccount => {
    const account =
      typeof address === 'string' && isHex(address) && address.length === 42
        ? accounts.find((candidate) => isAddressEqual(candidate.address, address as Address))
        : undefined
    if (!authorized || !account)
      throw new ProviderRpcError(4100, 'The requested account has not been authorized')
    return account
  }

  const signTransaction = async (tx: Record<string, unknown>): Promise<Hex> => {
    if (!options.signTransactions)
      throw new ProviderRpcError(4200, 'The dev wallet does not support eth_signTransaction')
    const account = accountFor(tx.from ?? accounts[0]?.address)
    const client = createWalletClient({ account, chain: chainOf(chainId), transport: http(rpcUrl()) })
    const hex = (value: unknown) =>
      typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined
    try {
      const prepared = await client.prepareTransactionRequest({
        to: typeof tx.to === 'string' ? (tx.to as Address) : null,
        value: hex(tx.value) ?? 0n,
        data: typeof tx.data === 'string' && isHex(tx.data) ? tx.data : undefined,
        gas: hex(tx.gas),
      })
      return await client.signTransaction(prepared)
    } catch (error) {
      const message = (error as { shortMessage?: string; message?: string }).shortMessage ?? String(error)
      throw new ProviderRpcError(-32603, message)
    }
  }

  const sendTransaction = async (tx: Record<string, unknown>): Promise<Hex> => {
    const account = accountFor(tx.from ?? accounts[0]?.address)
    const chain = defineChain({
      id: chainId,
      name: `chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl()] } },
    })
    const client = createWalletClient({ account, chain, transport: http(rpcUrl()) })
    const hex = (value: unknown) =>
      typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined
    try {
      return await client.sendTransaction({
        to: typeof tx.to === 'string' ? (tx.to as Address) : null,
        value: hex(tx.value) ?? 0n,
        data: typeof tx.data === 'string' && isHex(tx.data) ? tx.data : undefined,
        gas: hex(tx.gas),
      })
    } catch (error) {
      const message = (error as { shortMessage?: string; message?: string }).shortMessage ?? String(error)
      throw new ProviderRpcError(-32603, message)
    }
  }

  const chainOf = (id: number) =>
    defineChain({
      id,
      name: `chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrls.get(id) as string] } },
    })
  const batchDelegates = options.batchDelegates
  // Batches this wallet sent, by id (the transaction hash), with their chain.
  const batches = new Map<string, number>()

  const handleCalls = async (method: string, params: unknown): Promise<unknown> => {
    if (!batchDelegates) throw new ProviderRpcError(4200, `The dev wallet does not support ${method}`)
    if (method === 'wallet_getCapabilities') {
      const [address, asked] = Array.isArray(params) ? params : []
      accountFor(address)
      const chains = Array.isArray(asked)
        ? asked.map(parseChainId).filter((id): id is number => id !== undefined)
        : [...rpcUrls.keys()]
      return Object.fromEntries(
        chains.map((id) => [
          numberToHex(id),
          { atomic: { status: batchDelegates[id] ? 'supported' : 'unsupported' } },
        ]),
      )
    }
    if (method === 'wallet_getCallsStatus') {
      const id = firstParam(params)
      const batchChain = typeof id === 'string' ? batches.get(id.toLowerCase()) : undefined
      if (batchChain === undefined) throw new ProviderRpcError(5730, 'Unknown bundle id')
      return callsStatusOf(rpcUrls.get(batchChain) as string, batchChain, id as Hex)
    }
    const request = (firstParam(params) ?? {}) as Record<string, unknown>
    const account = accountFor(request.from ?? accounts[0]?.address)
    const target = parseChainId(request.chainId)
    if (target !== chainId) throw new ProviderRpcError(5710, 'Unsupported chain id')
    const delegate = batchDelegates[chainId]
    if (!delegate) throw new ProviderRpcError(5760, 'Atomicity not supported on this chain')
    const calls = readWireCalls(request.calls)
    try {
      const hash = await batchThroughDelegation({
        account,
        chain: chainOf(chainId),
        rpcUrl: rpcUrl(),
        delegate,
        calls,
      })
      batches.set(hash.toLowerCase(), chainId)
      return { id: hash }
    } catch (error) {
      const message = (error as { shortMessage?: string }).shortMessage ?? String(error)
      throw new ProviderRpcError(-32603, message)
    }
  }

  const handle = async ({ method, params }: RequestArguments): Promise<unknown> => {
    switch (method) {
      case 'wallet_getCapabilities':
      case 'wallet_sendCalls':
      case 'wallet_getCallsStatus':
        return handleCalls(method, params)
      case 'eth_requestAccounts':
        authorized = true
        remember()
        return addresses()
      case 'wallet_requestPermissions':
        authorized = true
        remember()
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
          },
        ]
      case 'wallet_revokePermissions':
        authorized = false
        remember()
        return null
      case 'eth_accounts':
        return authorized ? addresses() : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_switchEthereumChain': {
        const target = parseChainId((firstParam(params) as { chainId?: unknown } | undefined)?.chainId)
        if (target === undefined) throw new ProviderRpcError(-32602, 'Invalid chainId')
        if (!rpcUrls.has(target))
          throw new ProviderRpcError(4902, `Unrecognized chain ID "${numberToHex(target)}"`)
        if (target !== chainId) {
          chainId = target
          remember()
          emit('chainChanged', numberToHex(target))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const input = firstParam(params) as { chainId?: unknown; rpcUrls?: unknown } | undefined
        const target = parseChainId(input?.chainId)
        const url = Array.isArray(input?.rpcUrls)
          ? input.rpcUrls.find((u) => /^https?:\/\//.test(String(u)))
          : undefined
        if (target === undefined || typeof url !== 'string')
          throw new ProviderRpcError(-32602, 'Invalid chain parameters')
        if (!rpcUrls.has(target)) rpcUrls.set(target, url)
        return null
      }
      case 'personal_sign': {
        const [data, address] = Array.isArray(params) ? params : []
        const account = accountFor(address)
        if (typeof data !== 'string') throw new ProviderRpcError(-32602, 'Invalid message')
        return account.signMessage({ message: isHex(data) ? { raw: data } : data })
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = Array.isArray(params) ? params : []
        const account = accountFor(address)
        const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
        return account.signTypedData(typed)
      }
      case 'eth_sendTransaction':
        return sendTransaction((firstParam(params) ?? {}) as Record<string, unknown>)
      case 'eth_signTransaction':
        return signTransaction((firstParam(params) ?? {}) as Record<string, unknown>)
      case 'eth_sign':
        throw new ProviderRpcError(4200, `The dev wallet does not support ${method}`)
      default:
        return forwardRpc(rpcUrl(), method, params)
    }
  }

  const holdPrompt = (args: RequestArguments): Promise<unknown> => {
    if (openPrompt)
      return Promise.reject(
        new ProviderRpcError(
          -32002,
          `Request of type '${args.method}' already pending for origin ${globalThis.location?.origin ?? 'this site'}. Please wait.`,
        ),
      )
    return new Promise((resolve, reject) => {
      pending.add(reject)
      openPrompt = {
        answer(approved) {
          openPrompt = undefined
          pending.delete(reject)
          if (approved) handle(args).then(resolve, reject)
          else reject(new ProviderRpcError(4001, 'User rejected the request.'))
        },
      }
    })
  }
  const answerPrompt = (approved: boolean) => {
    if (!openPrompt) throw new Error('the dev wallet has no open prompt')
    openPrompt.answer(approved)
  }

  const provider: DevWalletProvider = {
    request(args) {
      requests.push(args)
      options.onRequest?.(args)
      if (dropped) return Promise.reject(new ProviderRpcError(4900, 'The wallet is disconnected'))
      if (rejectNext && VISITOR_METHODS.has(args.method)) {
        rejectNext = false
        return Promise.reject(new ProviderRpcError(4001, 'User rejected the request.'))
      }
      if (holdingPrompts && PROMPT_METHODS.has(args.method)) return holdPrompt(args)
      return new Promise((resolve, reject) => {
        pending.add(reject)
        handle(args)
          .then(resolve, reject)
          .finally(() => pending.delete(reject))
      })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  // Another tab of the site wrote the wallet's state: take it over and tell this tab's dapp what changed.
  // Nothing is written back, so two tabs never answer each other.
  const followOtherTab = (event: Event) => {
    const { key } = event as Partial<StorageEvent>
    if (key !== DEV_WALLET_STORAGE_KEY && key !== null) return
    const next = readRemembered(options.storage, rpcUrls)
    const wasAuthorized = authorized
    const previousChain = chainId
    authorized = next.authorized
    if (next.chainId !== undefined) chainId = next.chainId
    const reordered = select(next.selected)
    if (chainId !== previousChain) emit('chainChanged', numberToHex(chainId))
    if (authorized !== wasAuthorized || (authorized && reordered))
      emit('accountsChanged', authorized ? addresses() : [])
  }
  options.tabs?.addEventListener('storage', followOtherTab)

  return {
    provider,
    info,
    get chainId() {
      return chainId
    },
    get addresses() {
      return addresses()
    },
    requests,
    rejectNext() {
      rejectNext = true
    },
    holdPrompts(hold = true) {
      holdingPrompts = hold
    },
    get promptOpen() {
      return openPrompt !== undefined
    },
    approvePrompt: () => answerPrompt(true),
    rejectPrompt: () => answerPrompt(false),
    dropConnection() {
      dropped = true
      const error = new ProviderRpcError(4900, 'The wallet is disconnected')
      for (const reject of [...pending]) reject(error)
      pending.clear()
      openPrompt = undefined
      emit('disconnect', error)
    },
    selectAccount(index) {
      const [account] = accounts.splice(index, 1)
      if (!account) throw new Error(`no account ${index}`)
      accounts.unshift(account)
      remember()
      if (authorized) emit('accountsChanged', addresses())
    },
    moveToChain(target) {
      if (!rpcUrls.has(target)) throw new Error(`the dev wallet does not know chain ${target}`)
      chainId = target
      remember()
      emit('chainChanged', numberToHex(target))
    },
    emit,
    announce(target) {
      const announceOnce = () => {
        target.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        )
      }
      target.addEventListener('eip6963:requestProvider', announceOnce)
      announceOnce()
      return () => target.removeEventListener('eip6963:requestProvider', announceOnce)
    },
    close() {
      options.tabs?.removeEventListener('storage', followOtherTab)
    },
  }
}
