import type { Latch } from '@latch/core'
import { loadOnce } from '@latch/core'
import type { WalletCatalogue } from './catalogueTypes'

const catalogues = new WeakMap<Latch, WalletCatalogue | null>()

/**
 * The catalogue of the host's self-hosted explorer (`services.explorer`), or null when the host has none: the
 * modal then lists the bundled wallets only. One per client. Its code (`./explorerCatalogue`, with the explorer
 * client) is imported at the first list or logo asked for; until then every list reads as not loaded.
 */
export function catalogueOf(client: Latch): WalletCatalogue | null {
  let catalogue = catalogues.get(client)
  if (catalogue === undefined) {
    const baseUrl = client.options.services?.explorer
    const projectId = client.options.projectId
    catalogue = baseUrl && projectId ? deferredCatalogue(client, baseUrl, projectId) : null
    catalogues.set(client, catalogue)
  }
  return catalogue
}

function deferredCatalogue(client: Latch, baseUrl: string, projectId: string): WalletCatalogue {
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  // Lists asked for while the catalogue's code could not be imported (offline): failed, as a failed fetch reads.
  const unloaded = new Set<string>()
  let loaded: WalletCatalogue | undefined
  const load = loadOnce(async () => {
    const { createExplorerCatalogue } = await import('./explorerCatalogue')
    loaded ??= createExplorerCatalogue(client, baseUrl, projectId)
    loaded.subscribe(notify)
    return loaded
  })
  return {
    read: (query) =>
      loaded?.read(query) ?? (unloaded.has(JSON.stringify(query)) ? { status: 'failed' } : undefined),
    load(query) {
      load().then(
        (catalogue) => {
          unloaded.delete(JSON.stringify(query))
          catalogue.load(query)
        },
        () => {
          unloaded.add(JSON.stringify(query))
          notify()
        },
      )
    },
    wallet: (id) => loaded?.wallet(id),
    image: (imageId) =>
      load().then(
        (catalogue) => catalogue.image(imageId),
        () => undefined,
      ),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
