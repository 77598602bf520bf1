import { verifyBitcoinSignature } from '@latch/adapter-bitcoin/verify'
import { verifyCosmosSignature } from '@latch/adapter-cosmos/verify'
import { verifyEvmSignature } from '@latch/adapter-evm/verify'
import { verifyPolkadotSignature } from '@latch/adapter-polkadot/verify'
import { verifySolanaSignature } from '@latch/adapter-solana/verify'
import { verifyStacksSignature } from '@latch/adapter-stacks/verify'
import { verifySuiSignature } from '@latch/adapter-sui/verify'
import { isLatchError } from '@latch/core'
import { isOriginAllowed } from '@latch/core/internal'
import {
  createPostgresSiwxStore,
  createSiwxVerifier,
  type SignatureVerifier,
  type SiwxServerSession,
  type SqlQueryable,
} from '@latch/siwx'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { cors } from 'hono/cors'
import * as v from 'valibot'
import { createPublicClient, http } from 'viem'
import type { Database } from '../db/openDatabase'
import type { ProjectSiwx } from '../db/schema'
import { requireSdkParams } from '../http/sdkParams'
import type { Project, ProjectEnv } from '../http/types'
import { validationError } from '../http/validationError'

/** The HTTP-only cookie that carries the session id. */
export const SIWX_COOKIE = 'latch_siwx'
const MAX_BODY_BYTES = 16 * 1024

const VerifyBody = v.object({
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(8_000)),
  signature: v.pipe(v.string(), v.minLength(1), v.maxLength(4_000)),
  data: v.optional(v.record(v.string(), v.unknown())),
})

/** Each namespace's check: every adapter's `./verify`; eip155 through the project's RPC for smart accounts. */
function verifiersFor(settings: ProjectSiwx): Record<string, SignatureVerifier> {
  const clients = new Map(
    Object.entries(settings.rpcUrls ?? {}).map(([chainId, url]) => [
      chainId,
      createPublicClient({ transport: http(url, { timeout: 10_000 }) }),
    ]),
  )
  return {
    eip155: (input) => {
      const client = clients.get(input.chainId)
      return verifyEvmSignature({ ...input, ...(client ? { client } : {}) })
    },
    solana: verifySolanaSignature,
    bip122: verifyBitcoinSignature,
    cosmos: verifyCosmosSignature,
    polkadot: verifyPolkadotSignature,
    stacks: verifyStacksSignature,
    sui: verifySuiSignature,
  }
}

/** The page asking: its `Origin`, when the project allows it (the sign-in is bound to that domain and URI). */
function allowedOrigin(c: Context, project: Project): string | undefined {
  const origin = c.req.header('Origin')
  if (!origin || origin === 'null') return undefined
  return isOriginAllowed(origin, project.allowedOrigins) ? origin : undefined
}

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

/**
 * Sign-in with X for a host's pages (issue 18): a nonce, the verification of a signed message (which sets an
 * HTTP-only session cookie), the session behind that cookie, and sign out. Nonces and sessions live in the
 * database (`@latch/siwx`'s PostgreSQL store), so every instance agrees. A sign-in is bound to the calling page's
 * origin, which must be one of the project's allowed origins, and to the project's configured chains.
 */
export function siwxRoutes(db: Database, sql: SqlQueryable) {
  const store = createPostgresSiwxStore(sql)
  const app = new Hono<ProjectEnv>()
  // Credentials (the cookie) travel only to origins the handlers then check against the project.
  app.use('/siwx/*', cors({ origin: (origin) => origin, credentials: true, allowMethods: ['GET', 'POST'] }))
  const sdk = requireSdkParams(db)

  const verifierFor = (project: Project, origin: string) =>
    createSiwxVerifier({
      domain: new URL(origin).host,
      uri: origin,
      chains: project.siwx?.chains ?? [],
      verifiers: verifiersFor(project.siwx ?? { chains: [] }),
      store,
    })

  const liveSession = async (c: Context) => {
    const id = getCookie(c, SIWX_COOKIE)
    if (!id) return undefined
    const session = await store.findSession(id)
    return session && session.expiresAt > Date.now() ? session : undefined
  }

  // A nonce is bound to nothing but its single use: any verifier on the store issues it.
  const nonces = createSiwxVerifier({ domain: '', uri: '', chains: [], verifiers: {}, store })
  app.get('/siwx/nonce', sdk, async (c) => {
    if (!c.get('project').siwx) return c.json({ error: 'Sign-in is not set up for this project' }, 404)
    return c.json({ nonce: await nonces.issueNonce() })
  })

  app.post(
    '/siwx/verify',
    sdk,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'Body too large' }, 413) }),
    async (c) => {
      const project = c.get('project')
      if (!project.siwx) return c.json({ error: 'Sign-in is not set up for this project' }, 404)
      const origin = allowedOrigin(c, project)
      if (!origin) return c.json({ error: 'Origin not allowed' }, 403)
      let json: unknown
      try {
        json = await c.req.json()
      } catch {
        return c.json({ error: 'Body is not JSON' }, 400)
      }
      const body = v.safeParse(VerifyBody, json)
      if (!body.success) return validationError(c, 'Invalid sign-in', body.issues)
      try {
        const session = await verifierFor(project, origin).verify({
          message: body.output.message,
          signature: body.output.signature,
          ...(body.output.data ? { data: body.output.data as never } : {}),
        })
        setCookie(c, SIWX_COOKIE, session.id, {
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
          secure: origin.startsWith('https:'),
          maxAge: Math.max(1, Math.floor((session.expiresAt - Date.now()) / 1000)),
        })
        return c.json({ session: publicSession(session) })
      } catch (error) {
        if (!isLatchError(error)) throw error
        return c.json({ error: error.code, message: error.message }, 401)
      }
    },
  )

  // No session is an answer, not an error: `{ session: null }`.
  app.get('/siwx/session', sdk, async (c) => {
    const session = await liveSession(c)
    return c.json({ session: session ? publicSession(session) : null })
  })

  app.post('/siwx/signout', sdk, async (c) => {
    const id = getCookie(c, SIWX_COOKIE)
    if (id) await store.deleteSessions({ id })
    deleteCookie(c, SIWX_COOKIE, { path: '/' })
    return c.json({ ok: true })
  })

  return app
}
