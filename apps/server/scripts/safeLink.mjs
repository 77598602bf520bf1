/** Schemes a wallet link may never use, whatever the source says (RELIABILITY #18). */
const FORBIDDEN = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:', 'about:', 'http:', 'ftp:'])

/** Whether any character is a control character (C0, DEL) or white space. */
function hasControlOrSpace(text) {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || code === 0x7f || /\s/.test(char)) return true
  }
  return false
}

/**
 * The link when it is safe to hand to a browser, else null: `https:` URLs, and with `https` unset also a wallet's
 * own registered scheme (`metamask://`). Anything unparsable, another web scheme or a control character is dropped.
 */
export function safeLink(value, { https = false } = {}) {
  if (typeof value !== 'string' || value.length > 2048 || hasControlOrSpace(value)) return null
  let url
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol === 'https:') return value
  if (https || FORBIDDEN.has(url.protocol) || !/^[a-z][a-z0-9+.-]*:$/.test(url.protocol)) return null
  return value
}
