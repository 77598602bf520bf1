import { randomBytes } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type * as v from 'valibot'
import type { Database } from '../db/openDatabase'
import { embeddedCaptures, embeddedUsers } from '../db/schema'
import type { CodePurpose } from '../embedded/codeMailer'
import { type EmbeddedContext, embeddedContext } from '../embedded/embeddedContext'
import { type EmbeddedEnv, embeddedGuard, requireSession } from '../embedded/embeddedGuard'
import type { EmbeddedOptions } from '../embedded/embeddedOptions'
import { publicUser, userForEmail } from '../embedded/embeddedUsers'
import { isUniqueViolation } from '../embedded/isUniqueViolation'
import { loginSession } from '../embedded/loginSession'
import {
  RESEND_AFTER_MS,
  startCode,
  type VerifyResult,
  verifyCode,
  withdrawCode,
} from '../embedded/oneTimeCodes'
import {
  CaptureBody,
  MAX_BODY_BYTES,
  StartBody,
  UpdateEmailBody,
  VerifyBody,
} from '../embedded/requestBodies'
import { revokeSession } from '../embedded/sessionTokens'
import { tryAgain } from '../embedded/tryAgain'
import { channelStore } from '../farcaster/channelStore'
import { farcasterRelayRoutes } from '../farcaster/relayRoutes'
import { readJsonBody } from '../http/boundary'
import { embeddedFarcasterRoutes } from './embeddedFarcasterRoutes'
import { embeddedFrameRoutes } from './embeddedFrameRoutes'
import { embeddedPasskeyRoutes } from './embeddedPasskeyRoutes'
import { embeddedSocialRoutes } from './embeddedSocialRoutes'
import { embeddedWalletRoutes } from './embeddedWalletRoutes'

/** Reads a body through `schema`; a `projectId` in it must be the query's. */
async function readBody<S extends v.GenericSchema<unknown, { projectId?: string | undefined }>>(
  c: Context<EmbeddedEnv>,
  schema: S,
  error: string,
) {
  const body = await readJsonBody(c, schema, { maxBytes: MAX_BODY_BYTES, error })
  if (body.ok && body.value.projectId !== undefined && body.value.projectId !== c.get('project').id) {
    return {
      ok: false as const,
      response: c.json({ error: 'projectId does not match', issues: ["projectId: is not the query's"] }, 400),
    }
  }
  return body
}

/** The answer to a code that did not verify. */
function refusedCode(c: Context, result: Exclude<VerifyResult, { ok: true }>) {
  if (result.reason === 'expired') return c.json({ error: 'Code expired' }, 410)
  if (result.reason === 'locked') return c.json({ error: 'Too many attempts' }, 423)
  return c.json({ error: 'Invalid code', attemptsLeft: result.attemptsLeft }, 401)
}

function emailRoutes(context: EmbeddedContext) {
  const { db, keys } = context
  const app = new Hono<EmbeddedEnv>()
  const guard = embeddedGuard(context)
  const check = (c: Context<EmbeddedEnv>, email: string, purpose: CodePurpose, code: string) =>
    verifyCode(db, keys, { projectId: c.get('project').id, email, purpose }, code, context.now())

  app.post('/embedded/email/start', guard, async (c) => {
    const body = await readBody(c, StartBody, 'Invalid email')
    if (!body.ok) return body.response
    const codeKey = { projectId: c.get('project').id, email: body.value.email, purpose: body.value.purpose }
    const started = await startCode(db, keys, codeKey, context.now())
    if (!started.ok) return tryAgain(c, started.retryAfterMs)
    try {
      await context.options.mailer.sendCode({
        to: codeKey.email,
        code: started.code,
        purpose: codeKey.purpose,
      })
    } catch (error) {
      await withdrawCode(db, codeKey, started.codeHash)
      console.error('latch-server: the code mail was not sent:', (error as Error).message)
      return c.json({ error: 'The e-mail could not be sent' }, 502)
    }
    return c.json({ resendAfterSeconds: RESEND_AFTER_MS / 1000 })
  })

  app.post('/embedded/email/verify', guard, async (c) => {
    const body = await readBody(c, VerifyBody, 'Invalid code')
    if (!body.ok) return body.response
    const result = await check(c, body.value.email, 'login', body.value.code)
    if (!result.ok) return refusedCode(c, result)
    const project = c.get('project')
    const now = context.now()
    const user = await userForEmail(db, project.id, body.value.email, now)
    return c.json(await loginSession(context, { userId: user.id, projectId: project.id }, now))
  })

  app.get('/embedded/user', guard, requireSession(context), async (c) => {
    const found = await publicUser(db, c.get('session').userId)
    return found ? c.json(found) : c.json({ error: 'Invalid session' }, 401)
  })

  app.post('/embedded/email/update', guard, requireSession(context), async (c) => {
    const body = await readBody(c, UpdateEmailBody, 'Invalid email')
    if (!body.ok) return body.response
    const { userId } = c.get('session')
    const project = c.get('project')
    const inUse = () => c.json({ error: 'Email already in use' }, 409)
    const [taken] = await db
      .select({ id: embeddedUsers.id })
      .from(embeddedUsers)
      .where(
        and(
          eq(embeddedUsers.projectId, project.id),
          eq(embeddedUsers.email, body.value.newEmail),
          ne(embeddedUsers.id, userId),
        ),
      )
    if (taken) return inUse()
    const result = await check(c, body.value.newEmail, 'update', body.value.code)
    if (!result.ok) return refusedCode(c, result)
    try {
      await db.update(embeddedUsers).set({ email: body.value.newEmail }).where(eq(embeddedUsers.id, userId))
    } catch (error) {
      if (isUniqueViolation(error)) return inUse()
      throw error
    }
    return c.json(await publicUser(db, userId))
  })

  // DataCapture: a visitor connected with an external wallet gives a verified address, kept for the project.
  app.post('/embedded/capture', guard, async (c) => {
    const body = await readBody(c, CaptureBody, 'Invalid capture')
    if (!body.ok) return body.response
    const result = await check(c, body.value.email, 'capture', body.value.code)
    if (!result.ok) return refusedCode(c, result)
    const capture = {
      projectId: c.get('project').id,
      address: body.value.address,
      email: body.value.email,
      capturedAt: context.now(),
    }
    await db
      .insert(embeddedCaptures)
      .values(capture)
      .onConflictDoUpdate({
        target: [embeddedCaptures.projectId, embeddedCaptures.address],
        set: { email: capture.email, capturedAt: capture.capturedAt },
      })
    return c.json({ email: capture.email, address: capture.address }, 201)
  })

  app.post('/embedded/signout', guard, requireSession(context), async (c) => {
    await revokeSession(db, c.get('session').id, context.now())
    return c.body(null, 204)
  })

  return app
}

/**
 * The embedded wallet's server (issue 32): e-mail codes, frame sessions, the auth share, DataCapture, and the frame
 * page itself. The API answers only the frame (the server's own origin); see apps/server/README.md.
 */
export function embeddedRoutes(db: Database, options: EmbeddedOptions) {
  const context = embeddedContext(db, options)
  const app = new Hono()
  app.route('/', emailRoutes(context))
  app.route('/', embeddedWalletRoutes(context))
  app.route('/', embeddedSocialRoutes(context))
  app.route('/', embeddedPasskeyRoutes(context))
  app.route('/', embeddedFrameRoutes(context))
  const { farcaster } = context.options
  if (farcaster) {
    app.route('/', embeddedFarcasterRoutes(context))
    // This server's own relay, unless Farcaster's was chosen; without a key no wallet app can answer it.
    if (farcaster.relay !== 'farcaster') {
      const relayKey = farcaster.relayKey ?? randomBytes(32).toString('base64url')
      app.route('/', farcasterRelayRoutes(channelStore(context.now), relayKey))
    }
  }
  return app
}
