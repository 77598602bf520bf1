import { unwrapShare, type WrappedShare, wrapShare } from './wrapShare'

const DATABASE = 'latch-embedded'
const STORE = 'device-shares'

/** The device share of each user in this browser, in the frame origin's IndexedDB (a cache that may vanish). */
export interface DeviceShareStore {
  load(userId: string): Promise<Uint8Array | undefined>
  save(userId: string, share: Uint8Array): Promise<void>
  forget(userId: string): Promise<void>
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await open(factory)
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(database.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    database.close()
  }
}

/**
 * The IndexedDB store, keyed by project and user. `factory`: the page's IndexedDB, or the one a Storage Access API
 * handle gives a third-party frame (Chromium's `requestStorageAccess({ indexedDB: true })`).
 */
export function indexedDbShareStore(projectId: string, factory: IDBFactory = indexedDB): DeviceShareStore {
  const keyOf = (userId: string) => `${projectId}:${userId}`
  return {
    async load(userId) {
      const record = await run<WrappedShare | undefined>(factory, 'readonly', (store) =>
        store.get(keyOf(userId)),
      )
      if (!record) return undefined
      try {
        return await unwrapShare(record, userId)
      } catch {
        return undefined
      }
    },
    async save(userId, share) {
      const wrapped = await wrapShare(share, userId)
      await run(factory, 'readwrite', (store) => store.put(wrapped, keyOf(userId)))
    },
    async forget(userId) {
      await run(factory, 'readwrite', (store) => store.delete(keyOf(userId)))
    },
  }
}
