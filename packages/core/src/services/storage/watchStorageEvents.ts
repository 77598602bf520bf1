import { STORAGE_PREFIX } from './keys'

/** What another tab changed: a `latch:` key and its new raw value, or `key` null when it cleared the storage. */
export type ExternalStorageChange = (key: string | null, newValue: string | null) => void

/**
 * Hears the `storage` event of `target` (the window: another tab of the site wrote) and passes on the changes that
 * concern Latch: its own `latch:` keys, and a cleared storage. Returns stop.
 */
export function watchStorageEvents(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  onChange: ExternalStorageChange,
): () => void {
  const onStorage = (event: Event) => {
    const { key, newValue } = event as Partial<StorageEvent>
    if (key !== null && (typeof key !== 'string' || !key.startsWith(STORAGE_PREFIX))) return
    onChange(key, typeof newValue === 'string' ? newValue : null)
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}
