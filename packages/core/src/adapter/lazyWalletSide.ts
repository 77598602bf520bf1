import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import type { AnnouncedWallet } from './announcedWallets'
import { chunkLoadError } from './chunkLoadError'
import { forwardTo } from './forwardTo'
import { loadOnce } from './loadOnce'
import type { AdapterContext, AdapterEvent, ChainAdapter, Connector, SignInMessage } from './types'
import type { WalletConnectSession } from './walletConnect'
import { walletConnectProposal } from './walletConnectProposal'

/** The optional `ChainAdapter` members a wallet side may have besides its core, which its shell then offers. */
export type WalletSideAbility =
  | 'switchNetwork'
  | 'selectNetwork'
  | 'getBalance'
  | 'getProfile'
  | 'getTokenBalances'
  | 'getActivity'
  | 'resolveName'
  | 'sendTransfer'
  | 'sendTransaction'
  | 'sendPreparedTransaction'
  | 'estimateTransferFee'
  | 'verifySignature'
  | 'signTypedData'
  | 'signTransaction'
  | 'isSmartAccountDeployed'
  | 'getCapabilities'
  | 'sendCalls'
  | 'getCallsStatus'

/**
 * What every adapter's wallet side (discovery, sessions, connect, sign) implements for its shell. The synchronous
 * `isAddress` and `formatSignInMessage` are why a shell has a wallet side at all: it offers them at once, and they
 * throw `WalletRequestError` until the wallet side is in.
 */
export interface WalletSideCore {
  /** Starts discovery; reports wallets found with `connectorsChanged`. */
  start(): void
  connectors: ChainAdapter['connectors']
  getProvider(connectorId: string): unknown
  connect: ChainAdapter['connect']
  reconnect: ChainAdapter['reconnect']
  disconnect: ChainAdapter['disconnect']
  signMessage: ChainAdapter['signMessage']
  isAddress(address: string, networkId?: CaipNetworkId): boolean
  formatSignInMessage(message: SignInMessage): string
  /**
   * True when the wallets it lists as soon as it is built (the host's own) are news its discovery does not report:
   * the shell then reports a list that is not empty with `connectorsChanged` when the wallet side arrives.
   */
  reportsWalletsOnArrival?: boolean
  /** Loads further code its synchronous abilities need (a runtime chunk); the shell's `load()` awaits it. */
  load?(): Promise<void>
  /**
   * Lists the wallet of a settled WalletConnect session (replacing an earlier one), unless it `ended()` while the
   * wallet side loaded.
   */
  attachWalletConnect?(session: WalletConnectSession, ended: () => boolean): Promise<void>
  /** Drops the WalletConnect session's wallet once the session it attached last ends. */
  detachWalletConnect?(): void
}

/**
 * A wallet side with the abilities `A` (`WalletSide<'selectNetwork' | 'isAddress'>`): the members of
 * `WalletSideCore` plus those optional `ChainAdapter` members, which its shell forwards.
 */
export type WalletSide<A extends WalletSideAbility = never> = WalletSideCore & Required<Pick<ChainAdapter, A>>

/**
 * What the wallet side is built with: the adapter's namespace, its context (throws before `setup`), its event
 * emitter and the options the host gave the adapter.
 */
export interface WalletSideShell<O = unknown> {
  namespace: ChainNamespace
  context: () => AdapterContext
  emit: (event: AdapterEvent) => void
  options: O
}

/** What a shell knows of its wallet side before it loads. */
export interface WalletSideInput<W, A extends WalletSideAbility, O> {
  /** Imports the wallet side's module with `import()` and builds it from the shell. */
  create: (shell: WalletSideShell<O>) => Promise<W>
  /** The optional members the wallet side has (known before it loads: capabilities show by presence). */
  abilities?: readonly A[]
  /** The methods and events of the namespace's WalletConnect proposal, when it has that path. */
  walletConnect?: { methods: readonly string[]; events: readonly string[] }
  /**
   * The namespace's wallets are found by announcement (EIP-6963, Wallet Standard): `connectors` imports (with
   * `import()`, a module that imports nothing, so it is no first-load code) the function that gives the connectors
   * of the announced wallets that are this namespace's, with the ids its wallet side will give them. In the browser
   * `start()` then only listens (core's `watchAnnouncedWallets`, a small chunk, no wallet code) and lists these until
   * the wallet side is in; the wallet side loads when a wallet is picked (or at `load()`). `eip6963`: listen for
   * EIP-6963 too, unless the host turned it off (`features.eip6963: false`, read at `start()`; its wallets are then
   * not passed).
   */
  announced?: {
    eip6963?: boolean
    connectors: () => Promise<{ default: (wallets: AnnouncedWallet[]) => Connector[] }>
  }
}

/** The adapter a `lazyWalletSide` shell makes: the contract's members, with the abilities `A` present. */
export type LazyAdapter<A extends WalletSideAbility = never> = ChainAdapter &
  Required<Pick<ChainAdapter, 'start' | 'load' | 'getProvider' | 'isAddress' | 'formatSignInMessage' | A>>

/** An adapter's first-load shell over its wallet side, which loads with `import()`. */
export interface LazyWalletSide<W extends WalletSide<A>, A extends WalletSideAbility = never> {
  /**
   * The adapter: `setup`, `subscribe`, `start` (loads the wallet side and starts discovery; a failed import is
   * logged), `load`, `connectors` (empty until the wallet side is in), `getProvider` (undefined until then),
   * `connect`, `reconnect`, `disconnect`, `signMessage` and the abilities (each awaits the wallet side; the
   * synchronous `isAddress` and `formatSignInMessage` throw `WalletRequestError` until it is in), and
   * `walletConnect` when its methods and events were given.
   */
  adapter: LazyAdapter<A>
  /** Imports and builds the wallet side once; a failed import rejects with `chunkLoadError` and is retried later. */
  load(): Promise<W>
  /** The wallet side if it is in. */
  current(): W | undefined
}

/**
 * An adapter whose wallet side loads with `import()`: the whole `ChainAdapter` a shell returns (`lazyWalletSide`
 * is the same for a shell that adds members of its own). The shell is then three lines of data: the namespace, the
 * adapter's options, and `{ create, abilities, walletConnect }` (core's README shows one).
 */
export function lazyAdapter<W extends WalletSide<A>, O, A extends WalletSideAbility = never>(
  namespace: ChainNamespace,
  options: O,
  input: WalletSideInput<W, A, O>,
): LazyAdapter<A> {
  return lazyWalletSide(namespace, options, input).adapter
}

/**
 * The first-load half of an adapter whose wallet side loads with `import()` (issue 21: the page's first load holds
 * only the shell). `create` imports the wallet side's module with `import()` and builds it from the shell (the
 * adapter's context, event emitter and `options`). When it arrives, discovery starts if `start()` was called.
 */
export function lazyWalletSide<W extends WalletSide<A>, O, A extends WalletSideAbility = never>(
  namespace: ChainNamespace,
  options: O,
  input: WalletSideInput<W, A, O>,
): LazyWalletSide<W, A> {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let started = false
  let side: W | undefined
  let announced: (() => AnnouncedWallet[]) | undefined
  let connectorsOf: ((wallets: AnnouncedWallet[]) => Connector[]) | undefined
  let listening = false
  let eip6963 = false
  const shell: WalletSideShell<O> = {
    namespace,
    options,
    context: () => {
      if (!context) throw new WalletRequestError({ details: `${namespace}: setup() was not called` })
      return context
    },
    emit: (event) => {
      for (const listener of [...listeners]) listener(event)
    },
  }

  const load = loadOnce(() =>
    input.create(shell).then(
      (created) => {
        side = created
        if (side.reportsWalletsOnArrival && side.connectors().length > 0)
          shell.emit({ type: 'connectorsChanged' })
        if (started) side.start()
        return side
      },
      (error: unknown) => {
        throw chunkLoadError(error)
      },
    ),
  )
  // A synchronous member: the wallet side's, or a `WalletRequestError` until it is in.
  const loaded =
    <K extends 'isAddress' | 'formatSignInMessage'>(member: K) =>
    (...args: Parameters<WalletSideCore[K]>) => {
      if (!side)
        throw new WalletRequestError({
          details: `${namespace}: ${member} needs the wallet code: await adapter.load() first`,
        })
      return (side[member] as (...args: unknown[]) => ReturnType<WalletSideCore[K]>)(...args)
    }
  // Before the wallet side: the announced wallets of this namespace, one per connector id.
  const listAnnounced = (): Connector[] => {
    if (!announced || !connectorsOf) return []
    const wallets = announced().filter((wallet) => eip6963 || !wallet.rdns)
    const byId = new Map<string, Connector>()
    for (const connector of connectorsOf(wallets))
      if (!byId.has(connector.id)) byId.set(connector.id, connector)
    return [...byId.values()]
  }
  const walletConnect = input.walletConnect
  let attached: WalletConnectSession | undefined

  const adapter: ChainAdapter = {
    namespace,
    ...(input.announced ? { startsWithoutCode: true } : {}),
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
      const target = (globalThis as { window?: EventTarget }).window
      if (side) side.start()
      else if (input.announced && target) {
        if (listening) return
        listening = true
        eip6963 = !!input.announced.eip6963 && context?.eip6963 !== false
        // The listener and the namespace's filter are small chunks of their own (start runs on idle, not in the first
        // load); starting, the listener asks the wallets already there to announce again, so none is missed. Once the
        // wallet side is in, its own discovery reports the list.
        Promise.all([import('./announcedWallets'), input.announced.connectors()]).then(
          ([{ watchAnnouncedWallets }, filter]) => {
            connectorsOf = filter.default
            const reportChange = () => {
              if (!side && announced) shell.emit({ type: 'connectorsChanged' })
            }
            announced = watchAnnouncedWallets(target, eip6963, reportChange)
            // The wallets that answered while the listener started were reported before `announced` was set.
            reportChange()
          },
          (error: unknown) => context?.logger.warn(`${namespace}: could not listen for wallets`, error),
        )
      } else
        load().catch((error: unknown) =>
          context?.logger.warn(`${namespace}: could not load wallet discovery`, error),
        )
    },
    load: async () => {
      await (await load()).load?.()
    },
    connectors: () => side?.connectors() ?? listAnnounced(),
    getProvider: (connectorId) => side?.getProvider(connectorId),
    // The contract's members and the abilities, each awaiting the wallet side (typed as the contract has them).
    ...(forwardTo(load, [
      'connect',
      'reconnect',
      'disconnect',
      'signMessage',
      ...(input.abilities ?? []),
    ]) as unknown as Pick<ChainAdapter, 'connect' | 'reconnect' | 'disconnect' | 'signMessage'>),
    isAddress: loaded('isAddress'),
    formatSignInMessage: loaded('formatSignInMessage'),
    ...(walletConnect
      ? {
          walletConnect: {
            namespace: () => walletConnectProposal(context, walletConnect),
            // The session's wallet code loads with the session (core awaits attach), not with the page. One session
            // at a time: a later one replaces it, and only the current one's end detaches. (Core maps a failed
            // import of the session's wallet code as it maps any error of `attach`.)
            attach: (session: WalletConnectSession) => {
              let ended = false
              attached = session
              session.subscribe((event) => {
                if (event.type !== 'ended') return
                ended = true
                if (attached === session) side?.detachWalletConnect?.()
              })
              return load().then((ready) => ready.attachWalletConnect?.(session, () => ended))
            },
          },
        }
      : {}),
  }
  return {
    adapter: adapter as LazyAdapter<A>,
    load,
    current: () => side,
  }
}
