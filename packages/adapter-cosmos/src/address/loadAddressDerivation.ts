import { loadChunk } from '@latch/core'

// The key derivation is cosmjs (amino over crypto): the chunk the @cosmjs runtime shares, loaded when a wallet key is
// checked (at connect, which loads the runtime next anyway), never with the wallet list.

/** Loads `addressBytesOfPublicKey` once; a failed import rejects with core's `chunkLoadError` and is tried again. */
export const loadAddressDerivation = loadChunk(
  () => import('./addressBytesOfPublicKey'),
  (chunk) => chunk,
)

/** Starts the load, so that a connect does not wait for it once the wallet has answered. */
export function preloadAddressDerivation(): void {
  loadAddressDerivation().catch(() => {})
}
