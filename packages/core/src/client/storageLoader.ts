import { loadOnce } from '../adapter/loadOnce'
import type { Logger } from '../adapter/logger'
import type { KeyValueStorage } from '../options/types'
import type { StorageKey } from '../services/storage/keys'
import type { LatchStorage } from '../services/storage/types'

/** How a client reaches its storage service, whose chunk loads after the first load. */
export interface StorageLoader {
  /** The service once it is in, else undefined. */
  loaded(): LatchStorage | undefined
  /** Loads the service once (a failed import is tried again at the next call). */
  load(): Promise<LatchStorage>
  /** Runs `task` on the service: at once when it is in, else once it is (a failed load is logged as `what`). */
  withStorage(what: string, task: (storage: LatchStorage) => void): void
}

/**
 * The storage service of one client (`createStorage`: the versioned records, their checks, the fallback to
 * memory), imported at the first need; `onExternalChange` hears the keys another tab changes once it is in.
 */
export function storageLoader(
  pageStorage: KeyValueStorage,
  logger: Logger,
  onExternalChange: (key: StorageKey) => void,
): StorageLoader {
  let storage: LatchStorage | undefined
  const load = loadOnce(async () => {
    const { createStorage } = await (await import('../services/storage/importStorage')).default()
    if (!storage) {
      storage = createStorage({ storage: pageStorage, logger })
      storage.onExternalChange(onExternalChange)
    }
    return storage
  })
  return {
    loaded: () => storage,
    load,
    withStorage(what, task) {
      if (storage) task(storage)
      else load().then(task, (error: unknown) => logger.warn(what, error))
    },
  }
}
