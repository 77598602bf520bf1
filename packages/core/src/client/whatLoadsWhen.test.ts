import { afterEach, describe, expect, it, vi } from 'vitest'
import { open } from '../actions/open'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { createLatch } from './createLatch'

// Marks each lazily loaded part as fetched the moment anything imports it (a factory runs at the first import only).
const imported = vi.hoisted(() => ({ services: false, background: false }))
vi.mock('../actions/internal/createFlowContext', async (importOriginal) => {
  imported.services = true
  return importOriginal()
})
vi.mock('../actions/internal/background', async (importOriginal) => {
  imported.background = true
  return importOriginal()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the services and the background work load when they are needed, never for a visitor who only reads the page (issue 21)', () => {
  it('behavior: mounted with no stored connection, no analytics and no origin check: neither is imported once the page was idle; open() imports both', async () => {
    // A browser's idle callback: announcement listening (the start of an adapter that loads no code for it) is what
    // the client leaves to idle time.
    vi.stubGlobal('window', globalThis)
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0))
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
    const adapter = Object.assign(createTestAdapter(), { startsWithoutCode: true })
    let idleRan!: () => void
    const idle = new Promise<void>((resolve) => {
      idleRan = resolve
    })
    adapter.start = () => idleRan()
    const client = createLatch({
      projectId: 'test',
      networks: [testNetworks.mainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    const stop = client.mount(new EventTarget() as unknown as Window)
    await idle
    expect(imported).toEqual({ services: false, background: false })
    await open(client)
    await vi.waitFor(() => expect(imported).toEqual({ services: true, background: true }))
    stop()
    client.destroy()
  })
})
