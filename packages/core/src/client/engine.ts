import type { AdapterEvent, ChainAdapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { attemptConnect, attemptSwitchNetwork } from '../flows/attempts'
import { checkOrigin } from '../flows/checkOrigin'
import { connect } from '../flows/connect'
import { disconnect } from '../flows/disconnect'
import type { ClientCore, FlowContext } from '../flows/FlowContext'
import { fetchActivity } from '../flows/fetchActivity'
import { fetchBalance } from '../flows/fetchBalance'
import { fetchTokens } from '../flows/fetchTokens'
import { handleAdapterEvent } from '../flows/handleAdapterEvent'
import { reconnect } from '../flows/reconnect'
import { send } from '../flows/send'
import { estimateSendFee, resolveSendReceiver } from '../flows/sendForm'
import { cancelSignIn, recheckSession, requireLiveSession, signIn } from '../flows/signIn'
import { signMessage } from '../flows/signMessage'
import { switchNetwork } from '../flows/switchNetwork'
import { cancelWalletConnect, connectWalletConnect } from '../flows/walletConnect'
import type { LatchOptions } from '../options/types'
import { createAnalytics } from '../services/analytics/createAnalytics'
import { createChainData } from '../services/chainData/createChainData'
import { createStorageCache } from '../services/storage/createStorageCache'
import type { StorageKey } from '../services/storage/keys'
import type { LatchStorage } from '../services/storage/types'
import { reconcileExternalChange } from './reconcileExternalChange'
import type { LatchClient } from './types'

/**
 * The part of a client that a page only needs once the visitor acts or a stored connection is restored: every
 * flow, chain data, analytics and the sign-in services. `createLatch` loads this module with `import()` (when the
 * modal opens, for a stored connection, or at the first call that needs it), so none of it is in the host's first load.
 */
export interface LatchEngine
  extends Pick<
    LatchClient,
    | 'connect'
    | 'disconnect'
    | 'switchNetwork'
    | 'connectWalletConnect'
    | 'cancelWalletConnect'
    | 'attemptConnect'
    | 'attemptSwitchNetwork'
    | 'signMessage'
    | 'resolveSendReceiver'
    | 'estimateSendFee'
    | 'send'
    | 'signIn'
    | 'cancelSignIn'
  > {
  /** Starts analytics (when configured) and records INITIALIZE; returns stop. */
  start(environment: typeof globalThis): () => void
  handleAdapterEvent(adapter: ChainAdapter, event: AdapterEvent): void
  reconcileExternalChange(key: StorageKey): void
  reconnect(adapter: ChainAdapter): Promise<void>
  checkOrigin(origin: string): Promise<void>
  recheckSession(): Promise<boolean>
  /** The client's reads, for the namespace the client resolved. */
  fetchBalance(namespace: ChainNamespace): Promise<void>
  fetchTokens(namespace: ChainNamespace): Promise<void>
  fetchActivity(namespace: ChainNamespace): Promise<void>
  /** Flushes analytics (the client is being destroyed). */
  destroy(): void
}

/** The buffer the client's first-load logger hands its entries to once the engine is in (spec §9 logger buffer). */
export { createLogger } from '../services/logger/createLogger'

/** Builds the engine of one client on its core (the store, options and adapters it already has) and its storage. */
export function createEngine(core: ClientCore, storage: LatchStorage, options: LatchOptions): LatchEngine {
  const { options: resolved, logger, adapters } = core
  const analytics = createAnalytics({
    baseUrl: resolved.services?.analytics,
    projectId: resolved.projectId,
    sdkVersion: resolved.sdkVersion ?? 'latch-0.0.0',
    enabled: resolved.services?.analytics !== undefined,
    logger,
  })
  const context: FlowContext = {
    ...core,
    storage,
    analytics,
    chainData: createChainData({
      cache: createStorageCache(storage),
      logger,
      now: () => Date.now(),
      ...(options.chainData ? { source: options.chainData } : {}),
      ...(options.tokenPrices ? { prices: options.tokenPrices } : {}),
      ...(options.tokens ? { tokens: options.tokens } : {}),
    }),
    inFlight: new Map(),
    reads: new Map(),
    pendingSend: {},
  }

  return {
    start(environment) {
      const stop = resolved.services?.analytics ? analytics.start(environment) : () => {}
      analytics.track({ event: 'INITIALIZE', props: { namespaces: [...adapters.keys()] } })
      return stop
    },
    handleAdapterEvent: (adapter, event) => handleAdapterEvent(context, adapter, event),
    reconcileExternalChange: (key) => reconcileExternalChange(context, key),
    reconnect: (adapter) => reconnect(context, adapter),
    checkOrigin: (origin) => checkOrigin(context, origin),
    recheckSession: () => recheckSession(context),
    connect: (input) => connect(context, input),
    async disconnect(input) {
      const state = core.store.getState()
      const namespace = input?.namespace ?? state.activeNamespace
      const address = namespace ? state.accounts[namespace]?.address : undefined
      const chainId = namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
      try {
        await disconnect(context, input)
      } finally {
        // Disconnecting signs out: the session of the account that left is revoked.
        if (resolved.siwx?.revokeSession && address && chainId && !input?.all)
          await resolved.siwx.revokeSession(chainId, address).catch((error: unknown) => {
            logger.warn('could not revoke the sign-in session', error)
          })
        core.store.setState((current) => ({ ...current, signIn: { status: 'idle', hasSession: false } }))
      }
    },
    switchNetwork: (networkId) => switchNetwork(context, networkId),
    connectWalletConnect: () => connectWalletConnect(context),
    cancelWalletConnect: () => cancelWalletConnect(context),
    attemptConnect: (input) => attemptConnect(context, input),
    attemptSwitchNetwork: (networkId) => attemptSwitchNetwork(context, networkId),
    async signMessage(input) {
      await requireLiveSession(context)
      return signMessage(context, input)
    },
    fetchBalance: (namespace) => fetchBalance(context, namespace),
    fetchTokens: (namespace) => fetchTokens(context, namespace),
    fetchActivity: (namespace) => fetchActivity(context, namespace),
    resolveSendReceiver: (input) => resolveSendReceiver(context, input),
    estimateSendFee: () => estimateSendFee(context),
    async send() {
      await requireLiveSession(context)
      return send(context)
    },
    signIn: () => signIn(context),
    cancelSignIn: () => cancelSignIn(context),
    destroy() {
      void analytics.flush('destroy')
    },
  }
}
