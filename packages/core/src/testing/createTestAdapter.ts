import type {
  AdapterContext,
  AdapterEvent,
  Balance,
  ChainAdapter,
  ConnectedAccount,
  Connection,
  Connector,
  NetworkChangeRequest,
  SavedConnection,
  TransferRequest,
} from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipAddress, CaipNetworkId } from '../caip/types'
import { NetworkNotFoundError, ProviderDisconnectedError, UserRejectedError } from '../errors/catalogue'

/** Options of the in-memory test adapter. */
export interface TestAdapterOptions {
  namespace?: ChainNamespace
  /** Wallets it offers; default one installed wallet `test-wallet`. */
  connectors?: Connector[]
  /** Plain addresses the wallet grants, first is primary. */
  addresses?: string[]
  /** The role of each address, by index (payment, ordinals, ...). */
  purposes?: (string | undefined)[]
  /**
   * The address an account shows on a network, for namespaces whose address depends on it (SS58, bech32 prefix).
   * Default: the same address everywhere.
   */
  encodeAddress?: (address: string, networkId: CaipNetworkId) => string
  /**
   * How the network changes while connected: the wallet switches (`switchNetwork`), the dapp chooses
   * (`selectNetwork`), or neither member exists. Default 'wallet'.
   */
  networkChange?: 'wallet' | 'dapp' | 'none'
  /** Without `sendTransfer` (a namespace that cannot send). */
  cannotSend?: boolean
  /** The name and avatar it reports for every account (`getProfile`); without it, no `getProfile`. */
  profile?: { name?: string; imageUrl?: string }
  /** Balance it reports, in base units. */
  balance?: bigint
  /** Accounts a connector grants other than `addresses` (several wallets of one namespace, multi-wallet mode). */
  addressesByConnector?: Record<string, string[]>
  decimals?: number
  symbol?: string
}

/** The in-memory adapter plus the switches tests drive it with. */
export interface TestAdapter extends ChainAdapter {
  readonly context: AdapterContext | undefined
  readonly calls: { method: string; input: unknown }[]
  readonly sent: TransferRequest[]
  /** The next wallet request fails as a user rejection. */
  rejectNext(): void
  /** The next wallet request fails with `error`, as the wallet answered it (e.g. `{ code: -32002 }`). */
  failNext(error: unknown): void
  /**
   * The next wallet request waits, as an unanswered wallet prompt, until `approve()` (it then completes) or
   * `reject(error)` (it fails with that answer).
   */
  holdNext(): { approve(): void; reject(error: unknown): void }
  /** The next reconnect finds no connection. */
  failReconnect(): void
  /** The next getBalance rejects. */
  failBalance(): void
  /** Emits an adapter event as the wallet would. */
  emit(event: AdapterEvent): void
  /** The wallet changes its accounts (empty list = all removed). */
  setAccounts(addresses: string[]): void
  /** The wallet moves to another chain on its own. */
  setNetwork(networkId: CaipNetworkId): void
}

/**
 * An in-memory `ChainAdapter`: the contract's own test double, for testing core and the UI without a chain.
 * It keeps the wallet's truth (accounts, network) and reports it through the contract only.
 */
/**
 * The signature the test wallet returns: the hex of `address:message`, so a test can tell what was signed, in the
 * namespace's shape (eip155: `0x` and at least 130 hex characters, as a 65-byte signature is; elsewhere plain hex).
 */
export function testSignature(namespace: ChainNamespace, address: string, message: string): string {
  const hex = [...new TextEncoder().encode(`${address}:${message}`)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
  return namespace === 'eip155' ? `0x${hex.padEnd(130, '0')}` : hex
}

export function createTestAdapter(options: TestAdapterOptions = {}): TestAdapter {
  const namespace = options.namespace ?? 'eip155'
  const connectorList: Connector[] = options.connectors ?? [
    { id: 'test-wallet', name: 'Test Wallet', namespace, type: 'announced', installed: true },
  ]
  let addresses = options.addresses ?? ['0x1111111111111111111111111111111111111111']
  let context: AdapterContext | undefined
  let networkId: CaipNetworkId | undefined
  let connectedId: string | undefined
  let nextFailure: { error: unknown } | undefined
  let nextHold: Promise<void> | undefined
  let reconnectFails = false
  let balanceFails = false
  const listeners = new Set<(event: AdapterEvent) => void>()
  const calls: { method: string; input: unknown }[] = []
  const sent: TransferRequest[] = []

  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const encode = options.encodeAddress ?? ((address: string) => address)
  const accountsOn = (network: CaipNetworkId, granted: readonly string[] = addresses): ConnectedAccount[] =>
    granted.map((address, index) => {
      const purpose = options.purposes?.[index]
      return {
        address: `${network}:${encode(address, network)}` as CaipAddress,
        type: 'eoa',
        ...(purpose ? { purpose } : {}),
      }
    })
  const guard = async (method: string, input: unknown) => {
    calls.push({ method, input })
    const failure = nextFailure
    nextFailure = undefined
    if (failure) throw failure.error
    const hold = nextHold
    nextHold = undefined
    if (hold) await hold
  }
  const defaultNetwork = (): CaipNetworkId => {
    const first = context?.networks[0]
    if (!first) throw new NetworkNotFoundError()
    return first.id
  }
  const connection = (connectorId: string, network: CaipNetworkId): Connection => ({
    connectorId,
    accounts: accountsOn(network, options.addressesByConnector?.[connectorId]),
    networkId: network,
  })

  const changeNetwork = async (method: string, request: NetworkChangeRequest): Promise<Connection> => {
    await guard(method, request)
    if (!context?.networks.some((network) => network.id === request.networkId))
      throw new NetworkNotFoundError()
    networkId = request.networkId
    return connection(request.connectorId, request.networkId)
  }

  const adapter: TestAdapter = {
    namespace,
    get context() {
      return context
    },
    calls,
    sent,
    setup(ctx) {
      context = ctx
    },
    start() {
      calls.push({ method: 'start', input: undefined })
    },
    connectors: () => connectorList,
    async connect(input) {
      await guard('connect', input)
      networkId = input.networkId ?? networkId ?? defaultNetwork()
      connectedId = input.connectorId
      return connection(input.connectorId, networkId)
    },
    async reconnect(saved: SavedConnection) {
      calls.push({ method: 'reconnect', input: saved })
      if (reconnectFails) {
        reconnectFails = false
        return null
      }
      networkId = saved.networkId ?? defaultNetwork()
      connectedId = saved.connectorId
      return connection(saved.connectorId, networkId)
    },
    async disconnect(connectorId) {
      calls.push({ method: 'disconnect', input: connectorId })
      connectedId = undefined
    },
    async signMessage(input) {
      await guard('signMessage', input)
      if (!connectedId) throw new ProviderDisconnectedError()
      return testSignature(namespace, parseCaipAddress(input.address).address, input.message)
    },
    async getBalance(input): Promise<Balance> {
      calls.push({ method: 'getBalance', input })
      if (balanceFails) {
        balanceFails = false
        throw new Error('balance service down')
      }
      const decimals = options.decimals ?? 18
      const value = options.balance ?? 0n
      const whole = value / 10n ** BigInt(decimals)
      const fraction = (value % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '')
      return {
        value: value.toString(),
        formatted: fraction ? `${whole}.${fraction}` : whole.toString(),
        symbol: options.symbol ?? 'ETH',
        decimals,
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    rejectNext() {
      nextFailure = { error: new UserRejectedError() }
    },
    failNext(error) {
      nextFailure = { error }
    },
    holdNext() {
      let answer: { approve(): void; reject(error: unknown): void } = { approve() {}, reject() {} }
      nextHold = new Promise<void>((resolve, reject) => {
        answer = { approve: resolve, reject }
      })
      return answer
    },
    failReconnect() {
      reconnectFails = true
    },
    failBalance() {
      balanceFails = true
    },
    emit,
    setAccounts(next) {
      addresses = next
      if (connectedId && networkId)
        emit({ type: 'accountsChanged', connectorId: connectedId, accounts: accountsOn(networkId) })
    },
    setNetwork(next) {
      networkId = next
      if (connectedId)
        emit({
          type: 'networkChanged',
          connectorId: connectedId,
          networkId: next,
          accounts: accountsOn(next),
        })
    },
  }
  const networkChange = options.networkChange ?? 'wallet'
  if (networkChange === 'wallet') adapter.switchNetwork = (request) => changeNetwork('switchNetwork', request)
  if (networkChange === 'dapp') adapter.selectNetwork = (request) => changeNetwork('selectNetwork', request)
  if (options.profile) {
    const profile = options.profile
    adapter.getProfile = async (input) => {
      calls.push({ method: 'getProfile', input })
      return { ...profile }
    }
  }
  if (!options.cannotSend) {
    adapter.sendTransfer = async (input) => {
      await guard('sendTransfer', input)
      sent.push(input)
      return `0x${sent.length.toString(16).padStart(64, '0')}`
    }
  }
  return adapter
}
