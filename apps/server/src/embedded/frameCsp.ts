// The frame page's Content-Security-Policy. `frame-ancestors` mirrors the project's allowed origins as the
// credentialed routes read them (`isListedOrigin`): a full origin as itself; a host or `*.domain` on any port and
// either scheme. An entry that is neither is left out (and can inject no directive).

const HOST = /^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/

/** The CSP sources for one allowed-origins entry; none for an entry no page's origin can match. */
function ancestorSources(entry: string): string[] {
  const pattern = entry.trim().toLowerCase()
  if (pattern.includes('://')) {
    try {
      const url = new URL(pattern)
      const origin = url.origin
      return origin !== 'null' && origin === pattern.replace(/\/+$/, '') ? [origin] : []
    } catch {
      return []
    }
  }
  return HOST.test(pattern) ? [`http://${pattern}:*`, `https://${pattern}:*`] : []
}

/** `frame-ancestors`' sources for a project: `'none'` when it lists no origin. */
function frameAncestors(allowedOrigins: readonly string[]): string {
  const sources = [...new Set(allowedOrigins.flatMap(ancestorSources))]
  return sources.length > 0 ? sources.join(' ') : "'none'"
}

const SOURCE = /^(?:https?|wss?):\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[\w./-]*)?$/i

/** The frame page's whole policy: its own script and style only; requests to itself and the given RPC sources. */
export function framePolicy(
  allowedOrigins: readonly string[],
  connectSources: readonly string[] = [],
): string {
  const connect = ["'self'", ...connectSources.filter((source) => SOURCE.test(source))]
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
  ].join('; ')
}
