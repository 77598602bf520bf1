import { createLatch } from '@latch/core'
import { createMemoryStorage, testNetworks } from '@latch/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { catalogueOf } from './walletCatalogue'

// The real catalogue module, its factory counted, and made to fail once as a chunk that could not be fetched does
// (the browser keeps a module's exports as first read, so the failure is thrown by the call).
const chunk = vi.hoisted(() => ({ failNext: false, imports: 0 }))
vi.mock('./explorerCatalogue', async (importOriginal) => {
  const real = await importOriginal<typeof import('./explorerCatalogue')>()
  return {
    createExplorerCatalogue: (...args: Parameters<typeof real.createExplorerCatalogue>) => {
      if (chunk.failNext) {
        chunk.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      chunk.imports += 1
      return real.createExplorerCatalogue(...args)
    },
  }
})

// An explorer on a port nothing listens on: every list fails as a server that is down does (RELIABILITY #5).
const client = (explorer?: string) =>
  createLatch({
    projectId: 'test',
    networks: [testNetworks.mainnet],
    storage: createMemoryStorage(),
    ...(explorer ? { services: { explorer } } : {}),
  })

const settled = (catalogue: NonNullable<ReturnType<typeof catalogueOf>>, status: string) =>
  new Promise<void>((resolve) => {
    const stop = catalogue.subscribe(() => {
      if (catalogue.read({ kind: 'ranking' })?.status === status) {
        stop()
        resolve()
      }
    })
  })

describe('catalogueOf: the explorer client loads with the first list asked for (issue 21)', () => {
  it('default: no explorer configured, no catalogue; configured, nothing is imported until a list is asked for', () => {
    expect(catalogueOf(client())).toBeNull()
    const catalogue = catalogueOf(client('http://127.0.0.1:9'))
    expect(catalogue?.read({ kind: 'ranking' })).toBeUndefined()
    expect(chunk.imports).toBe(0)
  })

  it('behavior: a list asked for imports it once and reads loading, then failed when the explorer is down', async () => {
    const catalogue = catalogueOf(client('http://127.0.0.1:9'))
    if (!catalogue) throw new Error('no catalogue')
    const before = chunk.imports
    const failed = settled(catalogue, 'failed')
    catalogue.load({ kind: 'ranking' })
    catalogue.load({ kind: 'recommended' })
    await failed
    expect(chunk.imports - before).toBe(1)
  })

  it('error: code that cannot be imported reads as a failed list (the bundled wallets stay) and the next ask imports again', async () => {
    const catalogue = catalogueOf(client('http://127.0.0.1:9'))
    if (!catalogue) throw new Error('no catalogue')
    chunk.failNext = true
    const unloaded = settled(catalogue, 'failed')
    catalogue.load({ kind: 'ranking' })
    await unloaded
    // A logo whose code cannot load: none, so the row shows its initials.
    chunk.failNext = true
    await expect(catalogue.image('logo')).resolves.toBeUndefined()
    const before = chunk.imports
    const asked = new Promise<void>((resolve) => {
      const stop = catalogue.subscribe(() => {
        stop()
        resolve()
      })
    })
    catalogue.load({ kind: 'ranking' })
    await asked
    expect(chunk.imports - before).toBe(1)
  })
})
