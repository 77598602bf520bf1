import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../../options/types'
import { createLogger } from '../logger/createLogger'
import { createStorage } from './createStorage'
import { createStorageCache } from './createStorageCache'
import type { LatchStorage } from './types'

/** The storage with its caches, as the engine has them (`createStorageCache`). */
const withCaches = (storage: LatchStorage) => ({ ...storage, ...createStorageCache(storage) })

const FALLBACK_WARNING = 'Storage is unavailable; keeping Latch state in memory for this page'

/** localStorage in a sandboxed iframe: every access throws a SecurityError. Counts the attempts. */
class ThrowingStorage implements KeyValueStorage {
  calls = 0
  getItem(): string | null {
    this.calls++
    throw new DOMException('The document is sandboxed', 'SecurityError')
  }
  setItem(): void {
    this.calls++
    throw new DOMException('The document is sandboxed', 'SecurityError')
  }
  removeItem(): void {
    this.calls++
    throw new DOMException('The document is sandboxed', 'SecurityError')
  }
}

/** A full localStorage: reads work, writes throw QuotaExceededError. */
class FullStorage implements KeyValueStorage {
  readonly values = new Map<string, string>()
  getItem(key: string): string | null {
    return this.values.get(key) ?? null
  }
  setItem(): void {
    throw new DOMException('The quota has been exceeded', 'QuotaExceededError')
  }
  removeItem(key: string): void {
    this.values.delete(key)
  }
}

function setup(storage?: KeyValueStorage) {
  const logger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } })
  const warnings = () => logger.entries().filter((entry) => entry.level === 'warn')
  return { latch: withCaches(createStorage({ ...(storage ? { storage } : {}), logger })), warnings }
}

describe('createStorage: unavailable storage (RELIABILITY #2)', () => {
  it('behavior: a throwing storage falls back to memory; reads and writes keep working; logged once', () => {
    const backing = new ThrowingStorage()
    const { latch, warnings } = setup(backing)
    expect(() => latch.get('walletId')).not.toThrow()
    latch.set('walletId', 'io.metamask')
    latch.set('connectedNamespaces', ['eip155'])
    latch.addRecentWallet({ id: 'io.metamask', name: 'MetaMask' })
    latch.remove('walletName')
    expect(latch.get('walletId')).toBe('io.metamask')
    expect(latch.get('connectedNamespaces')).toEqual(['eip155'])
    expect(latch.get('recentWallets')).toEqual([{ id: 'io.metamask', name: 'MetaMask' }])
    expect(warnings().map((entry) => entry.message)).toEqual([FALLBACK_WARNING])
    expect(warnings()[0]?.data).toContain('"name":"SecurityError"')
  })

  it('behavior: after the first failure the broken storage is not touched again for the page', () => {
    const backing = new ThrowingStorage()
    const { latch } = setup(backing)
    latch.get('walletId')
    expect(backing.calls).toBe(1)
    latch.set('walletId', 'a')
    latch.get('walletId')
    latch.setCached('tokenPrice', 'k', 1, 0)
    latch.getCached('tokenPrice', 'k', 1)
    expect(backing.calls).toBe(1)
  })

  it('behavior: quota exceeded keeps what was already stored readable and the new value too', () => {
    const backing = new FullStorage()
    backing.values.set('latch:walletId', '{"v":1,"value":"io.metamask"}')
    const { latch, warnings } = setup(backing)
    expect(latch.get('walletId')).toBe('io.metamask')
    latch.set('activeNamespace', 'solana')
    expect(latch.get('activeNamespace')).toBe('solana')
    expect(latch.get('walletId')).toBe('io.metamask')
    expect(warnings().map((entry) => entry.message)).toEqual([FALLBACK_WARNING])
    expect(warnings()[0]?.data).toContain('"operation":"setItem"')
  })

  it('default: with no storage passed everything lives in memory, silently', () => {
    const { latch, warnings } = setup()
    latch.set('activeNetworkId', 'eip155:137')
    latch.setCached('name', 'eip155:1:0xab', { address: 'vitalik.eth' }, 1000)
    expect(latch.get('activeNetworkId')).toBe('eip155:137')
    expect(latch.getCached('name', 'eip155:1:0xab', 2000)).toEqual({ address: 'vitalik.eth' })
    expect(warnings()).toEqual([])
  })

  it('behavior: two clients without storage do not share state', () => {
    const first = setup().latch
    const second = setup().latch
    first.set('walletId', 'one')
    expect(second.get('walletId')).toBeUndefined()
  })
})
