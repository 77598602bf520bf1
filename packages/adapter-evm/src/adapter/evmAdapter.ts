import { type ChainAdapter, lazyWalletSide, WalletRequestError } from '@latch/core'
import type { Config } from '@wagmi/core'
import { EVM_WALLETCONNECT } from '../walletConnect/evmWalletConnect'

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
      | 'sendTransaction'
      | 'signTypedData'
      | 'signTransaction'
      | 'signTransaction'
      | 'isSmartAccountDeployed'
      | 'isSmartAccountDeployed'
      | 'isSmartAccountDeployed'
      | 'getCapabilities'
      | 'sendCalls'
      | 'getCallsStatus'
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
 * page's first load holds only this shell (core's `lazyWalletSide`): in the browser `start` lists the wallets that
 * announce themselves by EIP-6963 (core's listener, `announcedEvmConnectors`) without loading any wallet code; the
 * wallet side, EIP-6963 discovery with a window.ethereum fallback (`createEvmWalletSide`), is a chunk loaded when a
 * wallet is picked or the modal prefetches it (outside the browser `start` loads it); the viem / wagmi runtime
 * (connect, reads, signing, transfers, the EIP-4361 sign-in formatter) is a further chunk, imported on first use (a
 * wallet picked, a stored connection restored). Before them `isAddress`, `formatSignInMessage` and a built `wagmiConfig` throw `WalletRequestError`;
 * `load()` brings both.
 */
export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const side = lazyWalletSide('eip155', options, {
    create: async (shell) => (await import('./loadEvmWalletSide')).default(shell),
    abilities: [
      'switchNetwork',
      'getBalance',
      'getProfile',
      'getTokenBalances',
      'getActivity',
      'resolveName',
      'estimateTransferFee',
      'verifySignature',
      'sendTransfer',
      'sendTransaction',
      'signTypedData',
      'signTransaction',
      'isSmartAccountDeployed',
      'getCapabilities',
      'sendCalls',
      'getCallsStatus',
    ],
    walletConnect: EVM_WALLETCONNECT,
    announced: { eip6963: true, connectors: () => import('../discovery/announcedEvmConnectors') },
  })
  // `walletConnect` is there: the shell was given the eip155 proposal's methods and events.
  return {
    ...side.adapter,
    get wagmiConfig() {
      const config = options.wagmiConfig ?? side.current()?.wagmiConfig()
      if (!config)
        throw new WalletRequestError({
          details: 'wagmiConfig read before the runtime loaded; use loadWagmiConfig()',
        })
      return config
    },
    loadWagmiConfig: async () => (await (await side.load()).runtime()).config,
  } as EvmAdapter
}
