import type { TokenStore } from './frameSession'
import { type DeviceShareStore, indexedDbShareStore } from './wallet/deviceShareStore'

/** Chromium's Storage Access API handle (`requestStorageAccess({ localStorage, indexedDB })`). */
interface StorageAccessHandle {
  localStorage?: Storage
  indexedDB?: IDBFactory
}

type StorageAccessDocument = Document & {
  hasStorageAccess?(): Promise<boolean>
  requestStorageAccess?(types?: {
    localStorage?: boolean
    indexedDB?: boolean
  }): Promise<StorageAccessHandle | undefined>
}

/** The storage this frame may use, if any: the page's own, or (after a grant) the handle's. */
interface FrameStorage {
  localStorage: Storage
  indexedDB: IDBFactory
}

/** The page's own storage, when the browser lets this frame touch it (a denied frame throws on the first touch). */
export function pageStorage(): FrameStorage | undefined {
  try {
    window.localStorage.getItem('latch-embedded:probe')
    if (typeof window.indexedDB?.open !== 'function') return undefined
    return { localStorage: window.localStorage, indexedDB: window.indexedDB }
  } catch {
    return undefined
  }
}

/** The Storage Access API is there to ask (Chromium, Firefox, Safari). */
export const canAskForStorage = () =>
  typeof (document as StorageAccessDocument).requestStorageAccess === 'function'

/**
 * Asks the browser, inside the visitor's click in this frame, for this frame's own storage (the Storage Access
 * API): Chromium answers a handle with localStorage and IndexedDB; Firefox and Safari open the page's own.
 * Undefined when refused or unavailable.
 */
export async function requestFrameStorage(): Promise<FrameStorage | undefined> {
  const doc = document as StorageAccessDocument
  if (!doc.requestStorageAccess) return undefined
  try {
    // The unpartitioned access (cookies, and in Firefox and Safari the page's storage too) ...
    await doc.requestStorageAccess()
    const own = pageStorage()
    if (own) return own
    // ... and in Chromium, storage through the handle.
    const handle = await doc.requestStorageAccess({ localStorage: true, indexedDB: true })
    if (!handle?.localStorage || !handle.indexedDB) return undefined
    handle.localStorage.getItem('latch-embedded:probe')
    return { localStorage: handle.localStorage, indexedDB: handle.indexedDB }
  } catch {
    return undefined
  }
}

/**
 * The frame's storage when the browser already granted it (an earlier visit's "Remember this wallet"): asked
 * without a click, which the browser allows only then. Undefined otherwise.
 */
export async function grantedFrameStorage(): Promise<FrameStorage | undefined> {
  const doc = document as StorageAccessDocument
  if (!doc.requestStorageAccess) return undefined
  const state = await navigator.permissions
    ?.query({ name: 'storage-access' as PermissionName })
    .then((status) => status.state)
    .catch(() => undefined)
  const granted = state === 'granted' || (await doc.hasStorageAccess?.().catch(() => false)) === true
  return granted ? requestFrameStorage() : undefined
}

export function localTokenStore(projectId: string, storage: Storage): TokenStore {
  const key = `latch-embedded:${projectId}:token`
  return {
    get: () => storage.getItem(key) ?? undefined,
    set: (token) => storage.setItem(key, token),
    clear: () => storage.removeItem(key),
  }
}

/**
 * Ephemeral mode's stores: the token and device shares in this frame's memory, until the visitor lets the browser
 * give the frame storage (`persist`): then what memory holds is written there, and kept there from then on.
 */
export function upgradableStores(projectId: string) {
  let token: string | undefined
  const shares = new Map<string, Uint8Array>()
  let kept: { tokens: TokenStore; devices: DeviceShareStore } | undefined
  const tokens: TokenStore = {
    get: () => (kept ? kept.tokens.get() : token),
    set: (value) => {
      if (kept) kept.tokens.set(value)
      else token = value
    },
    clear: () => {
      if (kept) kept.tokens.clear()
      token = undefined
    },
  }
  const devices: DeviceShareStore = {
    load: async (userId) => (kept ? kept.devices.load(userId) : shares.get(userId)),
    save: async (userId, share) => {
      if (kept) await kept.devices.save(userId, share)
      else shares.set(userId, new Uint8Array(share))
    },
    forget: async (userId) => {
      if (kept) await kept.devices.forget(userId)
      shares.get(userId)?.fill(0)
      shares.delete(userId)
    },
  }
  return {
    tokens,
    devices,
    /** Moves what memory holds into `storage`; true once kept there. */
    async persist(storage: FrameStorage): Promise<boolean> {
      const next = {
        tokens: localTokenStore(projectId, storage.localStorage),
        devices: indexedDbShareStore(projectId, storage.indexedDB),
      }
      try {
        for (const [userId, share] of shares) await next.devices.save(userId, share)
        if (token !== undefined) next.tokens.set(token)
      } catch {
        return false
      }
      kept = next
      for (const share of shares.values()) share.fill(0)
      shares.clear()
      token = undefined
      return true
    },
  }
}
