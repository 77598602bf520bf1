import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { createLatch } from './createLatch'

// Marks the engine chunk as fetched the moment anything imports it (the factory runs at the first import only).
const engine = vi.hoisted(() => ({ imported: false }))
vi.mock('./engine', async (importOriginal) => {
  engine.imported = true
  return importOriginal()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the engine chunk loads when it is needed, never for a visitor who only reads the page (issue 21)', () => {
  it('behavior: mounted with no stored connection, no analytics and no origin check: not imported, even after idle time; open() imports it', async () => {
    // A browser's idle callback, run soon: anything scheduled on idle would run within the wait below.
    vi.stubGlobal('window', globalThis)
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 10))
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
    const client = createLatch({
      projectId: 'test',
      networks: [testNetworks.mainnet],
      adapters: [createTestAdapter()],
      storage: createMemoryStorage(),
    })
    const stop = client.mount(new EventTarget() as unknown as Window)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(engine.imported).toBe(false)
    await client.open()
    await vi.waitFor(() => expect(engine.imported).toBe(true))
    stop()
    client.destroy()
  })
})
