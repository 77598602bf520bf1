import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/** Key-value storage in memory: tests run two clients in one process without touching disk or each other. */
export class MemoryStorage implements IKeyValueStorage {
  private readonly entries = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries.entries()] as [string, T][]
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, value)
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
