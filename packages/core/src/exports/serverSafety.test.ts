import { afterEach, describe, expect, it, vi } from 'vitest'

const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'matchMedia',
]

describe('server safety (RELIABILITY #3)', () => {
  const touched: string[] = []
  afterEach(() => {
    for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name]
    touched.length = 0
  })

  it('importing @latch/core and its actions and creating two clients touches no browser global; the clients are independent', async () => {
    for (const name of BROWSER_GLOBALS) {
      if (name in globalThis) continue
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        },
      })
    }
    vi.resetModules()
    const core = await import('./index')
    const actions = await import('./actions')
    const testing = await import('./testing')
    const options = { networks: [testing.testNetworks.mainnet], adapters: [testing.createTestAdapter()] }
    const first = core.createLatch(options)
    const second = core.createLatch({ ...options, adapters: [testing.createTestAdapter()] })
    actions.navigate(first, { view: 'Networks' })
    expect(touched).toEqual([])
    expect(second.getState().modal.history).toEqual([{ view: 'Connect', params: {} }])
    expect(first.getState()).not.toBe(second.getState())
  })
})
