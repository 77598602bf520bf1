import { chunkLoadError } from '@latch/core'

// The key derivation is cosmjs (amino over crypto): the chunk the @cosmjs runtime shares, loaded when a wallet key is
// checked (at connect, which loads the runtime next anyway), never with the wallet list.
let loading: Promise<typeof import('./addressBytesOfPublicKey')> | undefined

/** Loads `addressBytesOfPublicKey` once; a failed import rejects with core's `chunkLoadError` and is tried again. */
export function loadAddressDerivation(): Promise<typeof import('./addressBytesOfPublicKey')> {
  loading ??= import('./addressBytesOfPublicKey').catch((error: unknown) => {
    loading = undefined
    throw chunkLoadError(error)
  })
  return loading
}

/** Starts the load, so that a connect does not wait for it once the wallet has answered. */
export function preloadAddressDerivation(): void {
  loadAddressDerivation().catch(() => {})
}
