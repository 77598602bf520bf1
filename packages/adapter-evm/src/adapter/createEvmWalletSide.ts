import type { SignInMessage, WalletSide, WalletSideShell } from '@latch/core'
import { forwardTo, loadChunk, WalletRequestError } from '@latch/core'
import type { Config } from '@wagmi/core'
import { createWalletRegistry, type EvmWindow } from '../discovery/createWalletRegistry'
import type { EvmRuntime } from '../runtime/createEvmRuntime'
import type { EvmAdapterOptions } from './evmAdapter'

/** The optional members of the eip155 adapter: every one the contract has. */
export type EvmAbility =
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
  | 'getCapabilities'
  | 'sendCalls'
  | 'getCallsStatus'

/**
 * The part of `evmAdapter` that `evmAdapter.ts` imports with `import()` (on `start()`, `load()` or the first wallet
 * action): EIP-6963 discovery with the `window.ethereum` fallback and the connectors. The viem / wagmi runtime
 * (connect, reads, signing, transfers, the EIP-4361 formatter, the EIP-55 address check) is a further chunk it
 * imports on the first wallet call or read, or on `load()`: discovery runs before the click, and Keccak-256 is not
 * needed for it.
 */
export type EvmWalletSide = WalletSide<EvmAbility> & {
  /** The runtime, imported once. */
  runtime(): Promise<EvmRuntime>
  /** The wagmi config in use once the runtime is in. */
  wagmiConfig(): Config | undefined
}

/** Builds the wallet side of the eip155 adapter over the shell's context and event channel. */
export function createEvmWalletSide(shell: WalletSideShell<EvmAdapterOptions>): EvmWalletSide {
  const { options, context, emit } = shell
  const registry = createWalletRegistry(() => emit({ type: 'connectorsChanged' }), {
    // Read at start(), after setup: the host's features.eip6963.
    eip6963: () => context().eip6963 !== false,
  })
  let loaded: EvmRuntime | undefined
  const runtime = loadChunk(
    () => import('../runtime/createEvmRuntime'),
    ({ createEvmRuntime }) => {
      loaded = createEvmRuntime({
        context,
        hostConfig: options.wagmiConfig,
        usdtStyleTokens: options.usdtStyleTokens ?? [],
        transport: {
          ...(options.rpcTimeoutMs !== undefined ? { timeoutMs: options.rpcTimeoutMs } : {}),
          ...(options.ensUniversalResolvers ? { ensUniversalResolvers: options.ensUniversalResolvers } : {}),
        },
        registry,
        emit,
      })
      return loaded
    },
  )

  const requireRuntime = (member: string): EvmRuntime => {
    if (loaded) return loaded
    throw new WalletRequestError({
      details: `eip155: ${member} needs the runtime: await adapter.load() first`,
    })
  }

  return {
    start: () => {
      const target = (globalThis as { window?: EvmWindow }).window
      if (!target) return
      registry.start(target)
      // Wallets that announced at once, or a legacy window.ethereum: core reads the list again.
      if (registry.list().length > 0) emit({ type: 'connectorsChanged' })
    },
    // The runtime holds viem's EIP-4361 formatter, so the adapter's `load()` brings it too.
    load: async () => {
      await runtime()
    },
    runtime,
    wagmiConfig: () => options.wagmiConfig ?? loaded?.config,
    connectors: () => registry.list().map((wallet) => wallet.connector),
    getProvider: (connectorId) => registry.get(connectorId)?.provider,
    ...forwardTo(runtime, [
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
      'sendTransaction',
      'signTypedData',
      'signTransaction',
      'isSmartAccountDeployed',
      'getCapabilities',
      'sendCalls',
      'getCallsStatus',
    ]),
    // Both follow a connection (a receiver's address, a sign-in message), which loaded the runtime.
    isAddress: (address: string) => requireRuntime('isAddress').isAddress(address),
    formatSignInMessage: (message: SignInMessage) =>
      requireRuntime('formatSignInMessage').formatSignInMessage(message),
    // The session is used through the runtime (an EIP-1193 provider over it): it loads with the session.
    attachWalletConnect: async (session, ended) => {
      const ready = await runtime()
      if (!ended()) ready.attachWalletConnect(session)
    },
  }
}
