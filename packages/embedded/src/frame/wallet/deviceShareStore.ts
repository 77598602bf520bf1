import { unwrapShare, type WrappedShare, wrapShare } from './wrapShare'

const DATABASE = 'latch-embedded'
const STORE = 'device-shares'

/** The device share of each user in this browser, in the frame origin's IndexedDB (a cache that may vanish). */
export interface DeviceShareStore {
  load(userId: string): Promise<Uint8Array | undefined>
  save(userId: string, share: Uint8Array): Promise<void>
  forget(userId: string): Promise<void>
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open()
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

/** The IndexedDB store, keyed by project and user. */
export function indexedDbShareStore(projectId: string): DeviceShareStore {
  const keyOf = (userId: string) => `${projectId}:${userId}`
  return {
    async load(userId) {
      const record = await run<WrappedShare | undefined>('readonly', (store) => store.get(keyOf(userId)))
      if (!record) return undefined
      try {
        return await unwrapShare(record, userId)
      } catch {
        return undefined
      }
    },
    async save(userId, share) {
      const wrapped = await wrapShare(share, userId)
      await run('readwrite', (store) => store.put(wrapped, keyOf(userId)))
    },
    async forget(userId) {
      await run('readwrite', (store) => store.delete(keyOf(userId)))
    },
  }
}
