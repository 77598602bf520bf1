import type { Latch } from '@latch/core'
import type { OpenParameters } from '@latch/core/actions'
import { loadedModal, loadModal } from './loadModal'

/**
 * Opens the modal with core's `open`, which comes with the modal's chunk: its opening rules (which view, the
 * WalletConnect fallback) are modal code, not the page's first load (issue 39). The chunk is in by the click (the
 * idle prefetch, or pointing at the button), so the modal opens in the click's frame; else it opens when the chunk
 * arrives, as it could not show before. A chunk that fails to load opens nothing; the next click tries again.
 */
export function openModal(client: Latch, parameters?: OpenParameters): Promise<void> {
  const chunk = loadedModal()
  if (chunk) return chunk.open(client, parameters)
  return loadModal().then(
    (loaded) => loaded.open(client, parameters),
    () => {},
  )
}
