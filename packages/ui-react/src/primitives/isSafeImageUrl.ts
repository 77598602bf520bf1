const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml)(;charset=[\w-]+)?(;base64)?,/i
/** Data URLs above this many characters are refused (RELIABILITY #17: size cap). */
export const MAX_DATA_URL_LENGTH = 200_000

/**
 * True when an untrusted image URL may be loaded through `<img>`: https:, or a data:image URL of a raster or SVG
 * type (an SVG in `<img>` runs no script) under the size cap. Everything else (javascript:, http:, data:text/html,
 * blob:, relative URLs) is refused (RELIABILITY #17).
 */
export function isSafeImageUrl(url: string | undefined | null): url is string {
  if (typeof url !== 'string') return false
  const trimmed = url.trim()
  if (DATA_IMAGE.test(trimmed)) return trimmed.length <= MAX_DATA_URL_LENGTH
  try {
    return new URL(trimmed).protocol === 'https:'
  } catch {
    return false
  }
}
