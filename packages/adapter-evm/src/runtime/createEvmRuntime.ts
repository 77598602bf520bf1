import type {
  AdapterContext,
  AdapterEvent,
  CaipAddress,
  CaipNetworkId,
  ChainAdapter,
  ConnectedAccount,
  Connection,
  SavedConnection,
  WalletConnectSession,
} from '@latch/core'
import {
  ConnectorNotFoundError,
  InvalidAddressError,
  NetworkNotFoundError,
  ProviderDisconnectedError,
  parseCaipAddress,
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
import { createEvmReads } from '../actions/createEvmReads'
import {
  getEvmCallsStatus,
  getEvmCapabilities,
  sendEvmCalls,
  signEvmTransaction,
  signEvmTypedData,
} from '../actions/evmSmartCalls'
import { sendEvmTransaction } from '../actions/sendEvmTransaction'
import { sendEvmTransfer } from '../actions/sendEvmTransfer'
import { switchEvmChain } from '../actions/switchEvmChain'
import { isEvmAddress } from '../address/isEvmAddress'
import type { EvmTransportOptions } from '../config/createEvmWagmiConfig'
import { createEvmWagmiConfig } from '../config/createEvmWagmiConfig'
import type { WalletRegistry } from '../discovery/createWalletRegistry'
import { createWalletBindings } from '../provider/createWalletBindings'
import { type EvmSession, openEvmSession } from '../provider/openEvmSession'
import { toEvmWalletError } from '../provider/toEvmWalletError'
import { formatEvmSignInMessage } from '../siwx/formatEvmSignInMessage'
import { attachEvmWalletConnect } from '../walletConnect/attachEvmWalletConnect'
import { whenIdle } from './whenIdle'

/** What the adapter's light part hands the runtime: its state, read live. */
export interface EvmRuntimeHost {
  /** The context core gave `setup`; a `WalletRequestError` before it. */
  context(): AdapterContext
  /** The host's own wagmi config, when it passed one. */
  hostConfig: Config | undefined
  /** The host's USDT-style tokens (CAIP-10), besides the known ones. */
  usdtStyleTokens: readonly string[]
  /** How the built config's transports and chains are set up (timeout, ENS resolvers). */
  transport: EvmTransportOptions
  registry: WalletRegistry
  emit(event: AdapterEvent): void
}

/** The adapter methods that need viem and wagmi, loaded on demand by `evmAdapter`. */
export type EvmRuntime = Required<
  Pick<
    ChainAdapter,
    | 'connect'
    | 'reconnect'
    | 'disconnect'
    | 'signMessage'
    | 'switchNetwork'
    | 'getBalance'
    | 'getProfile'
    | 'getTokenBalances'
    | 'getActivity'
    | 'resolveName'
    | 'estimateTransferFee'
    | 'verifySignature'
    | 'sendTransfer'
    | 'sendTransaction'
    | 'signTypedData'
    | 'signTransaction'
    | 'isSmartAccountDeployed'
    | 'isSmartAccountDeployed'
    | 'getCapabilities'
    | 'sendCalls'
    | 'getCallsStatus'
    | 'formatSignInMessage'
    | 'isAddress'
  >
> & {
  /** The wagmi config in use: the host's, or one built from the networks on first use. */
  readonly config: Config
  /** Uses a WalletConnect session as the `walletConnect` wallet (replacing an earlier one). */
  attachWalletConnect(session: WalletConnectSession): void
}

function toAccounts(addresses: readonly Address[], chainId: number): ConnectedAccount[] {
  return addresses.map((address) => ({ address: `eip155:${chainId}:${address}` as CaipAddress, type: 'eoa' }))
}

/** Creates the viem / @wagmi/core half of the eip155 adapter over the light part's state. */
export function createEvmRuntime(host: EvmRuntimeHost): EvmRuntime {
  const { registry, emit } = host
  let config: Config | undefined = host.hostConfig
  let session: EvmSession | undefined
  let stopWalletConnect: (() => void) | undefined
  const getConfig = (): Config => {
    if (config) return config
    const context = host.context()
    config = createEvmWagmiConfig(context.networks, context.customRpcUrls, host.transport)
    return config
  }
  // Building the wagmi config takes ~20 ms at 4x CPU: it is built once the browser is idle after the runtime came
  // in (the modal opened, or a wallet was pointed at), not in the task of the click on a wallet (issue 39). A
  // failure (no setup yet) is thrown again, and reported, by the call that needs the config.
  whenIdle(() => {
    try {
      getConfig()
    } catch {}
  })
  const bindings = createWalletBindings(getConfig, (error) =>
    host.context().logger.warn('ignored malformed value from wallet', error),
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
        const current = session?.addresses ?? addresses
        emit({
          type: 'networkChanged',
          connectorId,
          networkId: `eip155:${next}`,
          accounts: toAccounts(current, next),
        })
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
    const network = host.context().networks.find((candidate) => candidate.id === networkId)
    const chain = getConfig().chains.find((candidate) => `eip155:${candidate.id}` === networkId)
    if (!network || !chain) throw new NetworkNotFoundError({ details: networkId })
    return { network, chain }
  }

  return {
    get config() {
      return getConfig()
    },
    attachWalletConnect(walletConnectSession) {
      stopWalletConnect?.()
      stopWalletConnect = attachEvmWalletConnect({
        session: walletConnectSession,
        context: host.context,
        registry,
        onChange: () => emit({ type: 'connectorsChanged' }),
      })
    },
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
        throw toEvmWalletError(error)
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
          host.context().logger.info('the wallet stayed on its network at connect', error)
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
        throw toEvmWalletError(error)
      }
    },
    async switchNetwork({ networkId }) {
      const { network, chain } = configuredTarget(networkId)
      const current = requireSession()
      await switchEvmChain(current.guarded, network, chain)
      return {
        connectorId: current.connectorId,
        accounts: toAccounts(current.addresses, chain.id),
        networkId: `eip155:${chain.id}`,
      }
    },
    isSmartAccountDeployed: (input) => reads.isSmartAccountDeployed(input),
    signTypedData: (input) => signEvmTypedData(getConfig(), requireSession(), input),
    signTransaction: (input) => signEvmTransaction(getConfig(), requireSession(), input),
    getCapabilities: (input) => getEvmCapabilities(getConfig(), requireSession(), input),
    sendCalls: async (input) => {
      const sent = await sendEvmCalls(getConfig(), requireSession(), input)
      reads.forgetBalances([input.from])
      return sent
    },
    getCallsStatus: (input) => getEvmCallsStatus(getConfig(), requireSession(), input),
    getBalance: (input) => reads.getBalance(input),
    getProfile: (input) => reads.getProfile(input),
    getTokenBalances: (input) => reads.getTokenBalances(input),
    getActivity: (input) => reads.getActivity(input),
    resolveName: (input) => reads.resolveName(input),
    verifySignature: (input) => reads.verifySignature(input),
    formatSignInMessage: (message) => formatEvmSignInMessage(message),
    isAddress: (address) => isEvmAddress(address),
    estimateTransferFee: (input) => reads.estimateTransferFee(input),
    sendTransfer: async (input) => {
      const hash = await sendEvmTransfer(getConfig(), requireSession(), input, {
        usdtStyleTokens: host.usdtStyleTokens,
      })
      // The sender's (and a receiver's on this chain) balance moved: the next read asks the node.
      const { networkId } = parseCaipAddress(input.from)
      const receiver = isAddress(input.to, { strict: true })
        ? [`${networkId}:${getAddress(input.to)}` as CaipAddress]
        : []
      reads.forgetBalances([input.from, ...receiver])
      return hash
    },
    sendTransaction: async (input) => {
      const hash = await sendEvmTransaction(getConfig(), requireSession(), input)
      reads.forgetBalances([input.from])
      return hash
    },
  }
}
