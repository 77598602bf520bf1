import { isLatchError } from '@latch/core'
import {
  createPostgresSiwxStore,
  createSiwxVerifier,
  type SiwxServerSession,
  type SqlQueryable,
} from '@latch/siwx'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import type { Database } from '../db/openDatabase'
import { readJsonBody, safeJsonObject, safeText } from '../http/boundary'
import { credentialedRoute, pageOrigin } from '../http/credentialedCors'
import type { Project, ProjectEnv } from '../http/types'
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../siwx/sessionCookie'
import { verifiersFor } from '../siwx/verifiersFor'

const MAX_BODY_BYTES = 16 * 1024

const VerifyBody = v.object({
  message: v.pipe(safeText(8_000), v.minLength(1, 'is required')),
  signature: v.pipe(safeText(4_000), v.minLength(1, 'is required')),
  // The fields the client says it signed (a SignInMessage: flat, `resources` a list at most).
  data: v.optional(safeJsonObject({ maxDepth: 2, maxBytes: 8 * 1024 })),
})

/** What the browser may read of a session: never its id (that is the cookie's, and HTTP-only). */
function publicSession(session: SiwxServerSession) {
  return {
    address: session.address,
    chainId: session.chainId,
    data: session.fields,
    message: session.message,
    signature: session.signature,
    expiresAt: session.expiresAt,
  }
}

/** Whether the session was signed on `origin`'s page: for its host as domain and with a URI on it. */
function signedOn(session: SiwxServerSession, origin: string): boolean {
  try {
    const page = new URL(origin)
    return session.fields.domain === page.host && new URL(session.fields.uri).origin === page.origin
  } catch {
    return false
  }
}

const notSetUp = (c: Context) => c.json({ error: 'Sign-in is not set up for this project' }, 404)

/**
 * Sign-in with X for a host's pages (issue 18): a nonce, the verification of a signed message (which sets an
 * HTTP-only session cookie), the session behind that cookie, and sign out. Nonces and sessions live in the
 * database (`@latch/siwx`'s PostgreSQL store), so every instance agrees. Every route is credentialed
 * (`credentialedRoute`: only the project's listed origins may read it). A session belongs to its project (the
 * verifier's scope) and to the page it was signed on: another project, or another origin, sees none.
 */
export function siwxRoutes(db: Database, sql: SqlQueryable) {
  const store = createPostgresSiwxStore(sql)
  const app = new Hono<ProjectEnv>()
  const guard = credentialedRoute(db)

  const verifierFor = (project: Project, origin: string) =>
    createSiwxVerifier({
      domain: new URL(origin).host,
      uri: origin,
      chains: project.siwx?.chains ?? [],
      verifiers: verifiersFor(project.siwx ?? { chains: [] }),
      store,
      scope: project.id,
    })
  // Reading and ending sessions needs no domain or chains: only the project's scope.
  const sessionsOf = (project: Project) =>
    createSiwxVerifier({ domain: '', uri: '', chains: [], verifiers: {}, store, scope: project.id })

  /**
   * The project's live session behind the request's cookie, and whether the calling page may see it: without an
   * Origin the caller is the server's own origin (or no browser), and the project's scope binds it alone.
   */
  const cookieSession = async (c: Context<ProjectEnv>) => {
    const project = c.get('project')
    const id = readSessionCookie(c, project.id)
    const session = id ? await sessionsOf(project).getSession(id) : undefined
    const origin = pageOrigin(c)
    return {
      session,
      visible: session && (origin === undefined || signedOn(session, origin)) ? session : undefined,
    }
  }

  app.on(['GET', 'OPTIONS'], '/siwx/nonce', guard, async (c) => {
    if (!c.get('project').siwx) return notSetUp(c)
    return c.json({ nonce: await sessionsOf(c.get('project')).issueNonce() })
  })

  app.on(['POST', 'OPTIONS'], '/siwx/verify', guard, async (c) => {
    const project = c.get('project')
    if (!project.siwx) return notSetUp(c)
    const origin = pageOrigin(c)
    if (!origin) return c.json({ error: 'Origin not allowed' }, 403)
    const body = await readJsonBody(c, VerifyBody, { maxBytes: MAX_BODY_BYTES, error: 'Invalid sign-in' })
    if (!body.ok) return body.response
    try {
      const session = await verifierFor(project, origin).verify({
        message: body.value.message,
        signature: body.value.signature,
        ...(body.value.data ? { data: body.value.data as never } : {}),
      })
      setSessionCookie(c, project.id, session, origin)
      return c.json({ session: publicSession(session) })
    } catch (error) {
      if (!isLatchError(error)) throw error
      return c.json({ error: error.code, message: error.message }, 401)
    }
  })

  // No session is an answer, not an error: `{ session: null }`.
  app.on(['GET', 'OPTIONS'], '/siwx/session', guard, async (c) => {
    const { visible } = await cookieSession(c)
    return c.json({ session: visible ? publicSession(visible) : null })
  })

  // Ends only a session the caller could read. Another page's live session keeps its cookie; a cookie with no live
  // session of the project behind it is cleared.
  app.on(['POST', 'OPTIONS'], '/siwx/signout', guard, async (c) => {
    const project = c.get('project')
    const { session, visible } = await cookieSession(c)
    if (visible) await sessionsOf(project).revokeSessions({ id: visible.id })
    if (!session || visible) clearSessionCookie(c, project.id, pageOrigin(c))
    return c.json({ ok: true })
  })

  return app
}
