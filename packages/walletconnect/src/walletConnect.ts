import { chunkLoadError, type WalletConnectIntegration } from '@latch/core'
import type { WalletConnectOptions } from './options'
import type { WalletConnectRuntime } from './runtime/createRuntime'

/**
 * WalletConnect for `createLatch({ walletConnect: walletConnect({ relayUrl }) })`: QR code and deep links for any
 * wallet, one session across every adapter's namespace. `@walletconnect/universal-provider` 2.21.8 loads on the
 * first `connect` / `restore` (or `prefetch`), never with the page.
 */
export function walletConnect(options: WalletConnectOptions = {}): WalletConnectIntegration {
  let runtime: WalletConnectRuntime | undefined
  let loading: Promise<WalletConnectRuntime> | undefined
  // One import of the SDK chunk; a failed import (offline) is retried on the next call.
  const load = (): Promise<WalletConnectRuntime> => {
    loading ??= import('./runtime/importRuntime')
      .then((hop) => hop.default())
      .then(
        ({ createRuntime }) => {
          runtime = createRuntime(options)
          return runtime
        },
        (error: unknown) => {
          loading = undefined
          throw chunkLoadError(error)
        },
      )
    return loading
  }
  return {
    prefetch(input) {
      load()
        .then((loaded) => {
          if (input?.projectId) loaded.warm(input.projectId)
        })
        .catch(() => {})
    },
    connect: async (input) => (await load()).connect(input),
    restore: async (input) => (await load()).restore(input),
    async disconnect() {
      await runtime?.disconnect()
    },
    cancel() {
      runtime?.cancel()
    },
  }
}
