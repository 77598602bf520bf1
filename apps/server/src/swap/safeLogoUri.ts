/** Data URLs above this many characters are not listed (a token list is read on every Swap view). */
const MAX_DATA_URL_LENGTH = 100_000
const DATA_IMAGE = /^data:image\/(png|jpeg|webp|svg\+xml)(;base64)?,/i

/**
 * A token's logo as the token list answers it: an `https:` URL or an inline `data:image/…` one (png, jpeg, webp,
 * svg), else null. `http:`, `javascript:`, `data:text/html`, relative and malformed URLs never reach a page.
 */
export function safeLogoUri(logoUri: string | undefined): string | null {
  const trimmed = logoUri?.trim()
  if (!trimmed) return null
  if (DATA_IMAGE.test(trimmed)) return trimmed.length <= MAX_DATA_URL_LENGTH ? trimmed : null
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : null
  } catch {
    return null
  }
}
