import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { embeddedSocialLogins } from '../db/schema'
import type { EmbeddedContext } from '../embedded/embeddedContext'
import { type EmbeddedEnv, embeddedGuard } from '../embedded/embeddedGuard'
import { isUniqueViolation } from '../embedded/isUniqueViolation'
import { loginSession } from '../embedded/loginSession'
import { claimOutcome, SOCIAL_LOGIN_TTL_MS, setOutcome } from '../embedded/socialLogins'
import { type FarcasterClient, farcasterClient } from '../farcaster/farcasterClient'
import { FARCASTER_PROVIDER, userForFarcaster } from '../farcaster/farcasterUsers'
import { readJsonBody, safeToken } from '../http/boundary'

const Body = v.object({ attempt: safeToken(/^[\w-]{22,64}$/) })

/** The visitor's message and status for each way a Farcaster login fails. */
const FARCASTER_ERRORS = {
  unverifiable: { status: 400, message: 'The Farcaster signature did not verify' },
  unreachable: { status: 502, message: 'The Farcaster relay cannot be reached' },
  gone: { status: 410, message: 'This login expired: start again' },
} as const

/**
 * Sign In With Farcaster (`/embedded/farcaster/*`), for the frame:
 * - `POST start` opens a relay channel for the host's `attempt` and answers the link the visitor opens (QR or
 *   deep link); the channel token and the nonce stay here (kept as a social login row, provider `farcaster`);
 * - `POST result` reads the channel: 202 while pending; once the visitor signed, the signed message is verified
 *   and the outcome taken once: a session like the e-mail path's, for the user linked to the fid (created at the
 *   first login), or the error.
 */
export function embeddedFarcasterRoutes(
  context: EmbeddedContext,
  client: FarcasterClient = farcasterClient(context.options.farcaster ?? {}, context.publicOrigin),
) {
  const { db } = context
  const app = new Hono<EmbeddedEnv>()
  const guard = embeddedGuard(context)
  const domain = () => new URL(context.publicOrigin()).host

  app.post('/embedded/farcaster/start', guard, async (c) => {
    const body = await readJsonBody(c, Body, { maxBytes: 1024, error: 'Invalid Farcaster login' })
    if (!body.ok) return body.response
    const nonce = randomBytes(16).toString('hex')
    const channel = await client.open(context.publicOrigin(), domain(), nonce).catch(() => undefined)
    if (!channel) return c.json({ error: FARCASTER_ERRORS.unreachable.message }, 502)
    const now = context.now()
    try {
      await db.insert(embeddedSocialLogins).values({
        state: channel.channelToken,
        projectId: c.get('project').id,
        attempt: body.value.attempt,
        provider: FARCASTER_PROVIDER,
        codeVerifier: '',
        nonce,
        createdAt: now,
        expiresAt: now + SOCIAL_LOGIN_TTL_MS,
      })
    } catch (error) {
      if (isUniqueViolation(error)) return c.json({ error: 'This login was already started' }, 409)
      throw error
    }
    return c.json({ url: channel.url })
  })

  app.post('/embedded/farcaster/result', guard, async (c) => {
    const body = await readJsonBody(c, Body, { maxBytes: 1024, error: 'Invalid Farcaster login' })
    if (!body.ok) return body.response
    const project = c.get('project')
    const [login] = await db
      .select()
      .from(embeddedSocialLogins)
      .where(
        and(
          eq(embeddedSocialLogins.projectId, project.id),
          eq(embeddedSocialLogins.attempt, body.value.attempt),
          eq(embeddedSocialLogins.provider, FARCASTER_PROVIDER),
        ),
      )
    const now = context.now()
    if (!login) return c.json({ error: 'Unknown Farcaster login' }, 404)
    if (login.claimedAt !== null) return c.json({ error: 'This login was already used' }, 409)
    let username: string | undefined
    if (login.userId === null && login.error === null) {
      if (login.expiresAt <= now) return c.json({ error: FARCASTER_ERRORS.gone.message }, 410)
      const outcome = await client
        .outcome(login.state, { nonce: login.nonce, domain: domain() })
        .catch(() => ({ error: 'unreachable' as const }))
      if ('error' in outcome && outcome.error === 'pending') return c.json({ pending: true }, 202)
      if ('error' in outcome && outcome.error === 'unreachable') {
        return c.json({ error: FARCASTER_ERRORS.unreachable.message }, 502)
      }
      await setOutcome(
        db,
        login.state,
        'error' in outcome
          ? { error: 'unverifiable' }
          : await userForFarcaster(db, project.id, outcome.fid, now),
      )
      if (!('error' in outcome)) username = outcome.username
      else if (outcome.error === 'gone') {
        await claimOutcome(db, project.id, body.value.attempt, now)
        return c.json({ error: FARCASTER_ERRORS.gone.message }, 410)
      }
    }
    const claimed = await claimOutcome(db, project.id, body.value.attempt, now)
    if (!claimed) return c.json({ error: 'This login was already used' }, 409)
    if (claimed.userId === null) {
      const failure = FARCASTER_ERRORS.unverifiable
      return c.json({ error: failure.message, issues: ['login: unverifiable'] }, failure.status)
    }
    return c.json({
      ...(await loginSession(context, { userId: claimed.userId, projectId: project.id }, now)),
      socialProvider: FARCASTER_PROVIDER,
      ...(username ? { farcaster: { username } } : {}),
    })
  })

  return app
}
