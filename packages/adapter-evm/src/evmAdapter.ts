import {
  type AdapterContext,
  type AdapterEvent,
  type Balance,
  type CaipAddress,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectedAccount,
  type Connection,
  ConnectorNotFoundError,
  InvalidAddressError,
  NetworkNotFoundError,
  type Profile,
  ProviderDisconnectedError,
  parseCaipAddress,
  type SavedConnection,
  type SignInMessage,
  type TransferRequest,
  toLatchError,
  WalletRequestError,
} from '@latch/core'
import {
  type Config,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  signMessage as wagmiSignMessage,
} from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'
import { createEvmReads } from './actions/createEvmReads'
import { sendEvmTransfer } from './actions/sendEvmTransfer'
import { switchEvmChain } from './actions/switchEvmChain'
import { createEvmWagmiConfig } from './config/createEvmWagmiConfig'
import { createWalletRegistry, type EvmWindow } from './discovery/createWalletRegistry'
import { createWalletBindings } from './provider/createWalletBindings'
import { type EvmSession, openEvmSession } from './provider/openEvmSession'
import { formatEvmSignInMessage } from './siwe/formatEvmSignInMessage'

/** Options of `evmAdapter`. */
export interface EvmAdapterOptions {
  /** The host's own wagmi config; by default one is built from the eip155 networks and customRpcUrls. */
  wagmiConfig?: Config
}

/** The eip155 adapter: the core contract with every optional capability implemented. */
export type EvmAdapter = ChainAdapter &
  Required<
    Pick<
      ChainAdapter,
      | 'start'
      | 'switchNetwork'
      | 'getBalance'
      | 'getProfile'
      | 'isAddress'
      | 'sendTransfer'
      | 'formatSignInMessage'
      | 'verifySignature'
      | 'getProvider'
    >
  > & {
    /** The wagmi config in use (the host's or the one built from the networks). */
    readonly wagmiConfig: Config
  }

function toAccounts(addresses: readonly Address[], chainId: number): ConnectedAccount[] {
  return addresses.map((address) => ({ address: `eip155:${chainId}:${address}` as CaipAddress, type: 'eoa' }))
}

/**
 * Creates the eip155 adapter on viem and @wagmi/core. `setup` only stores what core hands over (SSR-safe);
 * wallet discovery (EIP-6963 with a window.ethereum fallback) starts in `start`.
 */
export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  let context: AdapterContext | undefined
  let config: Config | undefined = options.wagmiConfig
  let session: EvmSession | undefined
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const getConfig = (): Config => {
    if (config) return config
    if (!context) throw new WalletRequestError({ details: 'evmAdapter used before setup' })
    config = createEvmWagmiConfig(context.networks, context.customRpcUrls)
    return config
  }
  const registry = createWalletRegistry(() => emit({ type: 'connectorsChanged' }))
  const bindings = createWalletBindings(getConfig, (error) =>
    context?.logger.warn('ignored malformed value from wallet', error),
  )
  const reads = createEvmReads(getConfig)

  const closeSession = () => {
    session?.detach()
    session = undefined
  }
  const startSession = (connectorId: string, addresses: readonly Address[], chainId: number): Connection => {
    const wallet = registry.get(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ details: connectorId })
    closeSession()
    session = openEvmSession({
      connectorId,
      binding: bindings.bind(wallet),
      addresses,
      chainId,
      onAccounts(next) {
        emit({ type: 'accountsChanged', connectorId, accounts: toAccounts(next.addresses, next.chainId) })
      },
      onChain(next) {
        emit({ type: 'networkChanged', connectorId, networkId: `eip155:${next}` })
      },
      onGone(error) {
        closeSession()
        emit({ type: 'disconnected', connectorId, ...(error ? { error } : {}) })
      },
    })
    return { connectorId, accounts: toAccounts(addresses, chainId), networkId: `eip155:${chainId}` }
  }
  const requireSession = (): EvmSession => {
    if (!session) throw new ProviderDisconnectedError({ details: 'no eip155 wallet connected' })
    return session
  }
  // A network the host configured, with its wagmi chain; NetworkNotFoundError otherwise.
  const configuredTarget = (networkId: CaipNetworkId) => {
    const network = context?.networks.find((candidate) => candidate.id === networkId)
    const chain = getConfig().chains.find((candidate) => `eip155:${candidate.id}` === networkId)
    if (!network || !chain) throw new NetworkNotFoundError({ details: networkId })
    return { network, chain }
  }

  return {
    namespace: 'eip155',
    get wagmiConfig() {
      return getConfig()
    },
    setup(ctx) {
      context = ctx
    },
    start() {
      const target = (globalThis as { window?: EvmWindow }).window
      if (target) registry.start(target)
    },
    connectors: () => registry.list().map((wallet) => wallet.connector),
    async connect(input): Promise<Connection> {
      const wallet = registry.get(input.connectorId)
      if (!wallet) throw new ConnectorNotFoundError({ details: input.connectorId })
      const target = input.networkId ? configuredTarget(input.networkId) : undefined
      const { connector, guarded } = bindings.bind(wallet)
      let result: { accounts: readonly Address[]; chainId: number }
      try {
        if (getConfig().state.connections.has(connector.uid))
          await wagmiDisconnect(getConfig(), { connector })
        result = await wagmiConnect(getConfig(), { connector })
      } catch (error) {
        throw toLatchError(error)
      }
      if (result.accounts.length === 0)
        throw new WalletRequestError({ details: 'the wallet granted no account' })
      let chainId = result.chainId
      if (target && target.chain.id !== chainId) {
        // Our own switch (not wagmi's) so a 4902 adds the chain and asks again. A failed or declined switch leaves
        // the wallet connected on its own chain; core then shows whether that network is supported.
        try {
          await switchEvmChain(guarded, target.network, target.chain)
          chainId = target.chain.id
        } catch (error) {
          context?.logger.info('the wallet stayed on its network at connect', error)
        }
      }
      return startSession(input.connectorId, result.accounts, chainId)
    },
    async reconnect(saved: SavedConnection): Promise<Connection | null> {
      const wallet = registry.get(saved.connectorId)
      if (!wallet) return null
      const { connector, guarded } = bindings.bind(wallet)
      try {
        const granted = (await guarded.request({ method: 'eth_accounts' })) as Address[]
        if (granted.length === 0) return null
        await wagmiReconnect(getConfig(), { connectors: [connector] })
        const restored = getConfig().state.connections.get(connector.uid)
        if (!restored) return null
        return startSession(saved.connectorId, restored.accounts, restored.chainId)
      } catch (error) {
        throw toLatchError(error)
      }
    },
    async disconnect(connectorId) {
      const wallet = registry.get(connectorId)
      if (session?.connectorId === connectorId) closeSession()
      if (!wallet) return
      const { connector } = bindings.bind(wallet)
      try {
        await wagmiDisconnect(getConfig(), { connector })
      } catch (error) {
        throw toLatchError(error)
      }
    },
    async signMessage({ address, message }) {
      const current = requireSession()
      const plain = parseCaipAddress(address).address
      if (!isAddress(plain, { strict: true })) throw new InvalidAddressError({ details: plain })
      try {
        return await wagmiSignMessage(getConfig(), {
          connector: current.connector,
          account: getAddress(plain),
          message,
        })
      } catch (error) {
        throw toLatchError(error)
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async switchNetwork(networkId) {
      const { network, chain } = configuredTarget(networkId)
      const current = requireSession()
      await switchEvmChain(current.guarded, network, chain)
    },
    getBalance: (input): Promise<Balance> => reads.getBalance(input),
    getProfile: (input): Promise<Profile> => reads.getProfile(input),
    verifySignature: (input) => reads.verifySignature(input),
    isAddress: (address) => isAddress(address, { strict: true }),
    sendTransfer: async (input: TransferRequest) => sendEvmTransfer(getConfig(), requireSession(), input),
    formatSignInMessage: (message: SignInMessage) => formatEvmSignInMessage(message),
    getProvider: (connectorId) => registry.get(connectorId)?.provider,
  }
}
