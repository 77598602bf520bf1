/** True when a link from remote data may be opened: https: only (RELIABILITY #18). */
export function isSafeLinkUrl(url: string | undefined | null): url is string {
  if (typeof url !== 'string') return false
  try {
    return new URL(url.trim()).protocol === 'https:'
  } catch {
    return false
  }
}
