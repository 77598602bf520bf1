import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../../options/types'
import { createMemoryStorage } from '../../testing/createMemoryStorage'
import { createLogger } from '../logger/createLogger'
import { createStorage } from './createStorage'
import type { StorageKey } from './keys'
import { watchStorageEvents } from './watchStorageEvents'

function logger() {
  return createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } })
}

/** What the browser dispatches on the other tabs' windows after a localStorage write. */
function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue })
}

/** Two tabs of one origin: one shared localStorage, one window each. */
function twoTabs() {
  const shared = createMemoryStorage()
  const windowA = new EventTarget()
  const tabA = createStorage({ storage: shared, logger: logger() })
  const tabB = createStorage({ storage: shared, logger: logger() })
  const changes: StorageKey[] = []
  tabA.onExternalChange((key) => changes.push(key))
  const stop = watchStorageEvents(windowA, tabA.applyExternalChange)
  // Tab B writes and the browser tells tab A.
  const writeInB = (key: StorageKey, write: () => void) => {
    write()
    windowA.dispatchEvent(storageEvent(`latch:${key}`, shared.getItem(`latch:${key}`)))
  }
  return { shared, windowA, tabA, tabB, changes, stop, writeInB }
}

describe('createStorage: cross-tab', () => {
  it("behavior: another tab's change to a Latch key is reported by name and read back", () => {
    const { tabA, tabB, changes, writeInB } = twoTabs()
    tabA.set('connectedNamespaces', ['eip155', 'solana'])
    writeInB('connectedNamespaces', () => tabB.set('connectedNamespaces', ['solana']))
    expect(changes).toEqual(['connectedNamespaces'])
    expect(tabA.get('connectedNamespaces')).toEqual(['solana'])
  })

  it('behavior: a removal in another tab reads undefined', () => {
    const { tabA, tabB, changes, writeInB } = twoTabs()
    tabA.set('activeNamespace', 'eip155')
    writeInB('activeNamespace', () => tabB.remove('activeNamespace'))
    expect(changes).toEqual(['activeNamespace'])
    expect(tabA.get('activeNamespace')).toBeUndefined()
  })

  it('behavior: keys of other libraries, caches and unknown Latch names are not reported', () => {
    const { windowA, changes } = twoTabs()
    windowA.dispatchEvent(storageEvent('wagmi.store', '{}'))
    windowA.dispatchEvent(storageEvent('latch:cache:balance', '{"v":1,"value":{}}'))
    windowA.dispatchEvent(storageEvent('latch:somethingElse', '1'))
    windowA.dispatchEvent(storageEvent('latch:__proto__', '1'))
    // Same length as the prefix: only a real prefix check tells it apart from latch:walletId.
    windowA.dispatchEvent(storageEvent('other:walletId', '{"v":1,"value":"x"}'))
    windowA.dispatchEvent(new Event('storage'))
    expect(changes).toEqual([])
  })

  it('behavior: another tab clearing storage (key null) reports every key', () => {
    const { windowA, tabA, shared, changes } = twoTabs()
    tabA.set('walletId', 'io.metamask')
    shared.removeItem('latch:walletId')
    windowA.dispatchEvent(storageEvent(null, null))
    expect(changes).toHaveLength(15)
    expect(changes).toContain('connectedNamespaces')
    expect(tabA.get('walletId')).toBeUndefined()
  })

  it('behavior: with storage failed over to memory, the other tab value still shows on the next get (RELIABILITY #2)', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const target = new EventTarget()
    const tab = createStorage({ storage: broken, logger: logger() })
    watchStorageEvents(target, tab.applyExternalChange)
    tab.set('activeNetworkId', 'eip155:1')
    target.dispatchEvent(storageEvent('latch:activeNetworkId', '{"v":1,"value":"eip155:8453"}'))
    expect(tab.get('activeNetworkId')).toBe('eip155:8453')
    target.dispatchEvent(storageEvent('latch:activeNetworkId', null))
    expect(tab.get('activeNetworkId')).toBeUndefined()
  })

  it('behavior: with storage failed over to memory, another tab clearing storage empties the memory view', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const target = new EventTarget()
    const tab = createStorage({ storage: broken, logger: logger() })
    watchStorageEvents(target, tab.applyExternalChange)
    tab.set('walletId', 'io.metamask')
    target.dispatchEvent(storageEvent(null, null))
    expect(tab.get('walletId')).toBeUndefined()
  })

  it('error: a bad value written by another tab is dropped on read like any other', () => {
    const { tabA, writeInB, shared } = twoTabs()
    writeInB('activeNamespace', () =>
      shared.setItem('latch:activeNamespace', '{"v":1,"value":"Not A Namespace"}'),
    )
    expect(tabA.get('activeNamespace')).toBeUndefined()
  })

  it('behavior: unsubscribing a listener and stopping the watch end the reports', () => {
    const { windowA, tabA, changes, stop } = twoTabs()
    const second: StorageKey[] = []
    const unsubscribe = tabA.onExternalChange((key) => second.push(key))
    windowA.dispatchEvent(storageEvent('latch:walletId', '{"v":1,"value":"a"}'))
    unsubscribe()
    windowA.dispatchEvent(storageEvent('latch:walletId', '{"v":1,"value":"b"}'))
    expect(second).toEqual(['walletId'])
    expect(changes).toEqual(['walletId', 'walletId'])
    stop()
    windowA.dispatchEvent(storageEvent('latch:walletId', '{"v":1,"value":"c"}'))
    expect(changes).toEqual(['walletId', 'walletId'])
  })

  it('behavior: a throwing listener is logged and the others still hear the change', () => {
    const shared = createMemoryStorage()
    const target = new EventTarget()
    const log = logger()
    const tab = createStorage({ storage: shared, logger: log })
    const heard: StorageKey[] = []
    tab.onExternalChange(() => {
      throw new Error('listener bug')
    })
    tab.onExternalChange((key) => heard.push(key))
    watchStorageEvents(target, tab.applyExternalChange)
    target.dispatchEvent(storageEvent('latch:walletName', '{"v":1,"value":"x"}'))
    expect(heard).toEqual(['walletName'])
    expect(
      log
        .entries()
        .filter((entry) => entry.level === 'error')
        .map((entry) => entry.message),
    ).toEqual(['A storage change listener failed'])
  })
})
