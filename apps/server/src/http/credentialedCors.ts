import type { Context } from 'hono'
import type { Database } from '../db/openDatabase'
import { requireSdkParams } from './sdkParams'
import type { Project, ProjectEnv } from './types'

/**
 * Paths whose routes carry a visitor's cookie. The public CORS (`*`, no credentials) stays off them; each route
 * under them guards itself with `credentialedRoute`. A new credentialed route family adds its prefix here.
 */
const CREDENTIALED_PATH_PREFIXES = ['/siwx/', '/sponsor/'] as const

export function isCredentialedPath(path: string): boolean {
  return CREDENTIALED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/**
 * Whether the project lists `origin` (`https://app.example.com`, a host, or `*.domain`, as the kit reads them).
 * Unlike the kit's origin alert, loopback gets no pass: credentials go only where the project said (a project
 * that develops on loopback lists `localhost` or `127.0.0.1`).
 */
export function isListedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  // A browser sends a bare serialised origin; anything else (a path, user info, `null`) is no page's origin.
  if (url.origin === 'null' || url.origin !== origin.toLowerCase()) return false
  const host = url.hostname
  return allowedOrigins.some((entry) => {
    const pattern = entry.trim().toLowerCase()
    if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1))
    if (pattern.includes('://')) return pattern.replace(/\/+$/, '') === url.origin
    return pattern === host
  })
}

/**
 * The calling page's origin on a credentialed route: the request's `Origin` (which `credentialedRoute` has
 * admitted), or undefined for a request without one (the server's own origin, or not a browser).
 */
export function pageOrigin(c: Context<ProjectEnv>): string | undefined {
  const origin = c.req.header('Origin')
  return origin !== undefined && isListedOrigin(origin, c.get('project').allowedOrigins) ? origin : undefined
}

const withheld = (c: Context) => c.json({ error: 'Origin not allowed' }, 403)

/** The origin rule, run once the project is known (before its rate limit counts the request). */
function admitOrigin(c: Context<ProjectEnv>, project: Project): Response | undefined {
  c.header('Vary', 'Origin', { append: true })
  const origin = c.req.header('Origin')
  // Browsers send Origin with every cross-origin request and every POST: without one, nobody else can read the answer.
  if (origin === undefined) return c.req.method === 'OPTIONS' ? c.body(null, 204) : undefined
  if (!isListedOrigin(origin, project.allowedOrigins)) return withheld(c)
  c.header('Access-Control-Allow-Origin', origin)
  c.header('Access-Control-Allow-Credentials', 'true')
  if (c.req.method !== 'OPTIONS') return undefined
  c.header('Access-Control-Allow-Methods', 'GET, POST')
  c.header('Access-Control-Allow-Headers', 'Content-Type')
  c.header('Access-Control-Max-Age', '600')
  return c.body(null, 204)
}

/**
 * Guards a route that reads or changes a visitor's session (RELIABILITY #26): the sdk params, then the origin
 * rule. A listed origin gets the credentialed CORS headers (its preflight a 204); any other origin gets 403 with
 * no CORS headers and no body of the route (the handler never runs); a request without `Origin` goes on without
 * CORS headers. Use it on every credentialed route, under a `CREDENTIALED_PATH_PREFIXES` path, and register the
 * route for OPTIONS too (`app.on(['GET', 'OPTIONS'], path, credentialedRoute(db), handler)`).
 */
export function credentialedRoute(db: Database) {
  return requireSdkParams(db, { admit: admitOrigin })
}
