import {
  type AdapterContext,
  type AdapterEvent,
  type ChainAdapter,
  chunkLoadError,
  forwardTo,
  type SignInMessage,
  WalletRequestError,
} from '@latch/core'
import type { Config } from '@wagmi/core'
import type { EvmWindow, WalletRegistry } from './discovery/createWalletRegistry'
import type { EvmRuntime } from './runtime/createEvmRuntime'
import { createEvmWalletConnect } from './walletConnect/evmWalletConnect'

/** Options of `evmAdapter`. */
export interface EvmAdapterOptions {
  /** The host's own wagmi config; by default one is built from the eip155 networks and customRpcUrls. */
  wagmiConfig?: Config
  /**
   * Tokens sent with the USDT-style ABI (`transfer(recipient, amount)` with no return value, spec §5), as CAIP-10
   * ids (`eip155:<chain>:<contract>`), besides the known ones (`KNOWN_USDT_STYLE_TOKENS`).
   */
  usdtStyleTokens?: readonly string[]
  /**
   * Per-request timeout (ms) of the RPC transports built from the networks (default 10 s); a timed-out read is
   * retried once, then reported. Ignored when the host passes its own `wagmiConfig`.
   */
  rpcTimeoutMs?: number
  /**
   * ENS Universal Resolver address per CAIP-2 network id (`{ 'eip155:31337': '0x…' }`), for a chain viem knows no
   * resolver for (a private or local chain with ENS); names then resolve there. Ignored with a host `wagmiConfig`.
   */
  ensUniversalResolvers?: Readonly<Record<string, `0x${string}`>>
}

/** The eip155 adapter: the core contract with every optional capability implemented. */
export type EvmAdapter = ChainAdapter &
  Required<
    Pick<
      ChainAdapter,
      | 'start'
      | 'load'
      | 'switchNetwork'
      | 'getBalance'
      | 'getProfile'
      | 'getTokenBalances'
      | 'getActivity'
      | 'resolveName'
      | 'estimateTransferFee'
      | 'isAddress'
      | 'sendTransfer'
      | 'formatSignInMessage'
      | 'verifySignature'
      | 'getProvider'
      | 'walletConnect'
    >
  > & {
    /**
     * The wagmi config in use: the host's, or the one built from the networks. A built one exists once the
     * runtime has loaded (the first wallet call or read); before that, use `loadWagmiConfig`.
     */
    readonly wagmiConfig: Config
    /** Loads the viem / wagmi runtime if needed and resolves to the wagmi config in use. */
    loadWagmiConfig(): Promise<Config>
  }

/**
 * Creates the eip155 adapter on viem and @wagmi/core. `setup` only stores what core hands over (SSR-safe). The
 * page's first load holds only this shell: wallet discovery (EIP-6963 with a window.ethereum fallback) and the
 * EIP-55 address check are a chunk `start` loads (core starts adapters on idle or when the modal opens); the viem /
 * wagmi runtime (connect, reads, signing, transfers, the EIP-4361 sign-in formatter) is a further chunk, imported on
 * first use (a wallet picked, a stored connection restored). Before them `isAddress`, `formatSignInMessage` and a
 * built `wagmiConfig` throw `WalletRequestError`; `load()` brings both.
 */
export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  let context: AdapterContext | undefined
  let runtime: EvmRuntime | undefined
  let loading: Promise<EvmRuntime> | undefined
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  let discovered: { registry: WalletRegistry; isEvmAddress: (address: string) => boolean } | undefined
  let discovering: Promise<WalletRegistry> | undefined
  let started = false
  const startDiscovery = (registry: WalletRegistry) => {
    const target = (globalThis as { window?: EvmWindow }).window
    if (!target) return
    registry.start(target)
    // Wallets that announced at once, or a legacy window.ethereum: core reads the list again.
    if (registry.list().length > 0) emit({ type: 'connectorsChanged' })
  }

  // One import of the discovery chunk (EIP-6963 registry, EIP-55 check); a failed import is retried next time.
  const loadDiscovery = (): Promise<WalletRegistry> => {
    discovering ??= import('./discovery/discoveryChunk').then(
      ({ createWalletRegistry, isEvmAddress }) => {
        if (!discovered) {
          const registry = createWalletRegistry(() => emit({ type: 'connectorsChanged' }))
          discovered = { registry, isEvmAddress }
          if (started) startDiscovery(registry)
        }
        return discovered.registry
      },
      (error: unknown) => {
        discovering = undefined
        throw chunkLoadError(error)
      },
    )
    return discovering
  }

  // One import of the runtime chunk, shared by every caller; a failed import (e.g. offline) is retried next time.
  const load = (): Promise<EvmRuntime> => {
    loading ??= Promise.all([loadDiscovery(), import('./runtime/createEvmRuntime')]).then(
      ([registry, { createEvmRuntime }]) => {
        runtime = createEvmRuntime({
          context: () => context,
          hostConfig: options.wagmiConfig,
          usdtStyleTokens: options.usdtStyleTokens ?? [],
          transport: {
            ...(options.rpcTimeoutMs !== undefined ? { timeoutMs: options.rpcTimeoutMs } : {}),
            ...(options.ensUniversalResolvers
              ? { ensUniversalResolvers: options.ensUniversalResolvers }
              : {}),
          },
          registry,
          emit,
        })
        return runtime
      },
      (error: unknown) => {
        loading = undefined
        throw chunkLoadError(error)
      },
    )
    return loading
  }

  const loadedDiscovery = (what: string) => {
    if (!discovered)
      throw new WalletRequestError({ details: `${what} before the adapter loaded; await load()` })
    return discovered
  }

  const loadedRuntime = (what: string): EvmRuntime => {
    if (!runtime)
      throw new WalletRequestError({ details: `${what} before the runtime loaded; use loadWagmiConfig()` })
    return runtime
  }

  return {
    namespace: 'eip155',
    get wagmiConfig() {
      if (options.wagmiConfig) return options.wagmiConfig
      return loadedRuntime('wagmiConfig read').config
    },
    loadWagmiConfig: async () => (await load()).config,
    setup(ctx) {
      context = ctx
    },
    // Discovery only, loaded now: the runtime loads when a wallet is picked or a stored connection is restored,
    // never for a visitor who does not connect (issue 21: nothing loads before it is needed).
    start() {
      started = true
      if (discovered) startDiscovery(discovered.registry)
      else
        loadDiscovery().catch((error: unknown) =>
          context?.logger.warn('evm: wallet discovery not loaded', error),
        )
    },
    // The runtime holds viem's EIP-4361 formatter, so `load` brings it too.
    load: async () => {
      await load()
    },
    connectors: () => discovered?.registry.list().map((wallet) => wallet.connector) ?? [],
    ...forwardTo(load, [
      'connect',
      'reconnect',
      'disconnect',
      'signMessage',
      'switchNetwork',
      'getBalance',
      'getProfile',
      'getTokenBalances',
      'getActivity',
      'resolveName',
      'estimateTransferFee',
      'verifySignature',
      'sendTransfer',
    ]),
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    isAddress: (address) => loadedDiscovery('isAddress called').isEvmAddress(address),
    // Sign-in follows a connection, which loaded the runtime (viem's EIP-4361 formatter is part of it).
    formatSignInMessage: (message: SignInMessage) =>
      loadedRuntime('formatSignInMessage called').formatSignInMessage(message),
    getProvider: (connectorId) => discovered?.registry.get(connectorId)?.provider,
    walletConnect: createEvmWalletConnect({
      context: () => context,
      attach: async (session) => (await load()).attachWalletConnect(session),
    }),
  }
}
