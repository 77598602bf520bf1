/**
 * True when `origin` (e.g. `https://app.example.com`) is in the allowed list. Entries are origins or hosts;
 * `*.example.com` allows every subdomain (not the bare domain). Loopback is always allowed for development.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  let host: string
  try {
    host = new URL(origin).hostname
  } catch {
    return false
  }
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') return true
  return allowedOrigins.some((entry) => {
    const pattern = entry.trim().toLowerCase()
    if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
    if (pattern.includes('://')) return pattern.replace(/\/+$/, '') === origin.toLowerCase()
    return pattern === host
  })
}
