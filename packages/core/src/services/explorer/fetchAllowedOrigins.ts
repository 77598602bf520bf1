/** What the origins endpoint told us (spec §7, §8). */
export type AllowedOriginsResult =
  | { type: 'ok'; allowedOrigins: string[] }
  | { type: 'rateLimited'; retryAfterSeconds?: number }
  | { type: 'serverError'; status: number; message: string }
  /** Any other failure (network, timeout, 4xx, bad body): treated as an empty list, no alert. */
  | { type: 'empty' }

/** Options of `fetchAllowedOrigins`. */
export interface FetchAllowedOriginsOptions {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
  /** Abort after this many ms (RELIABILITY #5); default 5 s. */
  timeoutMs?: number
}

const MAX_ORIGINS = 1000

/**
 * GET {baseUrl}/projects/v1/origins with the sdk params (projectId, st, sv) and reads `allowedOrigins`.
 * 429 → rateLimited (with Retry-After), 500–599 → serverError, anything else that fails → empty.
 * The body is validated: non-string entries are dropped and the list is capped (RELIABILITY #6).
 */
export async function fetchAllowedOrigins(
  options: FetchAllowedOriginsOptions,
): Promise<AllowedOriginsResult> {
  let url: URL
  try {
    // Joined, not resolved: a base URL with a path (`https://host/latch`) keeps it.
    url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/projects/v1/origins`)
  } catch {
    return { type: 'empty' }
  }
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('st', options.sdkType)
  url.searchParams.set('sv', options.sdkVersion)
  const doFetch = options.fetch ?? globalThis.fetch
  try {
    const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) })
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'))
      return Number.isFinite(retryAfter) && retryAfter > 0
        ? { type: 'rateLimited', retryAfterSeconds: retryAfter }
        : { type: 'rateLimited' }
    }
    if (response.status >= 500 && response.status <= 599) {
      return {
        type: 'serverError',
        status: response.status,
        message: `HTTP ${response.status} from ${url.origin}`,
      }
    }
    if (!response.ok) return { type: 'empty' }
    const body: unknown = await response.json()
    const list = (body as { allowedOrigins?: unknown } | null)?.allowedOrigins
    if (!Array.isArray(list)) return { type: 'empty' }
    const allowedOrigins = list
      .filter((entry): entry is string => typeof entry === 'string')
      .slice(0, MAX_ORIGINS)
    return { type: 'ok', allowedOrigins }
  } catch {
    return { type: 'empty' }
  }
}
