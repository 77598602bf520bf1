/** Schemes a wallet link may never use, whatever the server says (RELIABILITY #18). */
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'file:',
  'vbscript:',
  'blob:',
  'about:',
  'http:',
  'ftp:',
])

/** `https:` URLs, and unless `httpsOnly` a wallet's own scheme (`metamask://`); anything else is dropped. */
export function safeWalletLink(value: unknown, httpsOnly = false): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol === 'https:') return url.href
  if (httpsOnly || FORBIDDEN_SCHEMES.has(url.protocol) || !/^[a-z][a-z0-9+.-]*:$/.test(url.protocol))
    return undefined
  return value
}
