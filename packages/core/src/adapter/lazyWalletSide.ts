import type { ChainNamespace } from '../caip/namespaces'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import { chunkLoadError } from './chunkLoadError'
import type { AdapterContext, AdapterEvent, ChainAdapter, Connector } from './types'
import type { WalletConnectSession } from './walletConnect'

/** What an adapter's wallet side (discovery, sessions, connect, sign) offers its shell. */
export interface WalletSide {
  /** Starts discovery; reports wallets found with `connectorsChanged`. */
  start(): void
  connectors(): readonly Connector[]
  getProvider(connectorId: string): unknown
  /** Lists the wallet of a settled WalletConnect session, unless it `ended()` while the wallet side loaded. */
  attachWalletConnect?(session: WalletConnectSession, ended: () => boolean): Promise<void>
  /** Drops the WalletConnect session's wallet once the session ends. */
  detachWalletConnect?(): void
}

/** What the wallet side is built with: the adapter's context (throws before `setup`) and its event emitter. */
export interface WalletSideShell {
  context: () => AdapterContext
  emit: (event: AdapterEvent) => void
}

/** An adapter's wallet side, imported on demand, with the members every first-load shell has. */
export interface LazyWalletSide<W extends WalletSide> {
  /** Imports and builds the wallet side once; a failed import rejects with `chunkLoadError` and is retried later. */
  load(): Promise<W>
  /** The wallet side for a synchronous member; before it is in, a `WalletRequestError` asking for `load()`. */
  require(member: string): W
  /** The wallet side if it is in. */
  current(): W | undefined
  /** The context `setup` gave, if it ran. */
  context(): AdapterContext | undefined
  /**
   * `walletConnect.attach`: loads the wallet side and hands it the session; a session that ends meanwhile is not
   * listed, and one that ends later is detached.
   */
  attachWalletConnect(session: WalletConnectSession): Promise<void>
  /**
   * `setup`, `subscribe`, `start` (loads the wallet side and starts discovery; a failed import is logged),
   * `load`, `connectors` (empty until the wallet side is in) and `getProvider` (undefined until then).
   */
  members: Required<
    Pick<ChainAdapter, 'setup' | 'subscribe' | 'start' | 'load' | 'connectors' | 'getProvider'>
  >
}

/**
 * The first-load half of an adapter whose wallet side loads with `import()` (issue 21: the page's first load holds
 * only the shell). `create` imports the wallet side's module with `import()` and builds it from `shell` (the
 * adapter's context and event emitter) and the adapter's options. When it arrives, discovery starts if `start()`
 * was called. `name` (`'suiAdapter'`) heads its errors, `namespace` its warnings.
 */
export function lazyWalletSide<W extends WalletSide>(input: {
  name: string
  namespace: ChainNamespace
  create: (shell: WalletSideShell) => Promise<W>
  /**
   * Report a list that is not empty when the wallet side arrives (wallets the host passed) with
   * `connectorsChanged`, for a wallet side whose discovery does not report them itself.
   */
  reportWalletsOnArrival?: boolean
}): LazyWalletSide<W> {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let started = false
  let wallets: W | undefined
  let loading: Promise<W> | undefined
  const shell: WalletSideShell = {
    context: () => {
      if (!context) throw new WalletRequestError({ details: `${input.name}: setup() was not called` })
      return context
    },
    emit: (event) => {
      for (const listener of [...listeners]) listener(event)
    },
  }

  const load = (): Promise<W> => {
    loading ??= input.create(shell).then(
      (created) => {
        if (!wallets) {
          wallets = created
          if (input.reportWalletsOnArrival && wallets.connectors().length > 0)
            shell.emit({ type: 'connectorsChanged' })
          if (started) wallets.start()
        }
        return wallets
      },
      (error: unknown) => {
        loading = undefined
        throw chunkLoadError(error)
      },
    )
    return loading
  }

  return {
    load,
    require(member) {
      if (wallets) return wallets
      throw new WalletRequestError({
        details: `${input.name}: ${member} needs the wallet code: await adapter.load() first`,
      })
    },
    current: () => wallets,
    context: () => context,
    attachWalletConnect(session) {
      let ended = false
      session.subscribe((event) => {
        if (event.type !== 'ended') return
        ended = true
        wallets?.detachWalletConnect?.()
      })
      return load().then((loaded) => loaded.attachWalletConnect?.(session, () => ended))
    },
    members: {
      setup(adapterContext) {
        context = adapterContext
      },
      subscribe(listener) {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
      start() {
        started = true
        if (wallets) wallets.start()
        else
          load().catch((error: unknown) =>
            context?.logger.warn(`${input.namespace}: could not load wallet discovery`, error),
          )
      },
      load: async () => {
        await load()
      },
      connectors: () => wallets?.connectors() ?? [],
      getProvider: (connectorId) => wallets?.getProvider(connectorId),
    },
  }
}
