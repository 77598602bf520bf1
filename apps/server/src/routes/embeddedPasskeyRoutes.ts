import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { embeddedPasskeys, embeddedUsers } from '../db/schema'
import type { EmbeddedContext } from '../embedded/embeddedContext'
import { type EmbeddedEnv, embeddedGuard, requireSession } from '../embedded/embeddedGuard'
import { publicUser } from '../embedded/embeddedUsers'
import { keepChallenge, useChallenge } from '../embedded/passkeyChallenges'
import { MAX_BODY_BYTES, PasskeyLoginBody, PasskeyRegistrationBody } from '../embedded/requestBodies'
import { issueSessionToken } from '../embedded/sessionTokens'
import { readJsonBody } from '../http/boundary'
import { isListedOrigin } from '../http/credentialedCors'

/** What the visitor is told when a passkey is not one of this project's (the frame shows it as is). */
const UNKNOWN_PASSKEY = 'This passkey is not registered for this wallet'
const PASSKEY_NOT_VERIFIED = 'The passkey did not verify'

const CEREMONY_TIMEOUT_MS = 120_000

const transportsOf = (text: string) => JSON.parse(text) as AuthenticatorTransport[]

/**
 * The page the frame was embedded in when the ceremony ran (client data `topOrigin`), which must be one of the
 * project's allowed origins, as for `frame-ancestors`: undefined when the frame ran on its own (not embedded), else
 * the origin, or false when the ceremony ran under a page the project does not list.
 */
function embeddingPage(
  clientDataJSON: string,
  allowedOrigins: readonly string[],
): string | undefined | false {
  let clientData: { crossOrigin?: unknown; topOrigin?: unknown }
  try {
    clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
  } catch {
    return false
  }
  if (clientData.crossOrigin !== true) return undefined
  // Browsers without `topOrigin` (Safari) rely on frame-ancestors alone, which already limits who embeds the frame.
  if (clientData.topOrigin === undefined) return undefined
  return typeof clientData.topOrigin === 'string' && isListedOrigin(clientData.topOrigin, allowedOrigins)
    ? clientData.topOrigin
    : false
}

/**
 * Passkeys (WebAuthn, `@simplewebauthn/server`): the frame's origin is the relying party (its host the RP ID).
 * A signed-in frame registers a discoverable credential with the PRF-wrapped device share; anyone on the frame's
 * origin logs in with one and gets a fresh session (so the auth share is released) and that wrapped share.
 */
export function embeddedPasskeyRoutes(context: EmbeddedContext) {
  const { db } = context
  const app = new Hono<EmbeddedEnv>()
  const guard = embeddedGuard(context)
  const session = requireSession(context)
  const relyingParty = () => {
    const origin = context.publicOrigin()
    return { origin, rpID: new URL(origin).hostname }
  }

  app.post('/embedded/passkey/register/options', guard, session, async (c) => {
    const { userId } = c.get('session')
    const project = c.get('project')
    const [user] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.id, userId))
    if (!user) return c.json({ error: 'Invalid session' }, 401)
    const existing = await db
      .select({ id: embeddedPasskeys.credentialId, transports: embeddedPasskeys.transports })
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.userId, userId))
    const options = await generateRegistrationOptions({
      rpName: project.name,
      rpID: relyingParty().rpID,
      userName: user.email,
      userID: new TextEncoder().encode(userId),
      attestationType: 'none',
      timeout: CEREMONY_TIMEOUT_MS,
      excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
      // Discoverable, so a new device logs in without typing anything; verified, since it opens the wallet.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: [-8, -7, -257],
    })
    await keepChallenge(
      db,
      { challenge: options.challenge, projectId: project.id, purpose: 'register', userId },
      context.now(),
    )
    c.header('Cache-Control', 'no-store')
    return c.json({ options })
  })

  app.post('/embedded/passkey/register', guard, session, async (c) => {
    const body = await readJsonBody(c, PasskeyRegistrationBody, {
      maxBytes: MAX_BODY_BYTES,
      error: 'Invalid passkey',
    })
    if (!body.ok) return body.response
    const { userId } = c.get('session')
    const project = c.get('project')
    const projectId = project.id
    const now = context.now()
    const { origin, rpID } = relyingParty()
    if (embeddingPage(body.value.response.response.clientDataJSON, project.allowedOrigins) === false)
      return c.json({ error: PASSKEY_NOT_VERIFIED }, 400)
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
    try {
      verified = await verifyRegistrationResponse({
        response: body.value.response,
        expectedChallenge: (challenge) =>
          useChallenge(db, { challenge, projectId, purpose: 'register', userId }, now),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      })
    } catch {
      return c.json({ error: PASSKEY_NOT_VERIFIED }, 400)
    }
    if (!verified.verified) return c.json({ error: PASSKEY_NOT_VERIFIED }, 400)
    const { credential } = verified.registrationInfo
    const stored = await db
      .insert(embeddedPasskeys)
      .values({
        credentialId: credential.id,
        projectId,
        userId,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        wrappedShare: body.value.wrappedShare ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: embeddedPasskeys.credentialId })
      .returning({ id: embeddedPasskeys.credentialId })
    if (stored.length === 0) return c.json({ error: 'Passkey already registered' }, 409)
    return c.json({ passkey: { id: credential.id, prf: body.value.wrappedShare !== undefined } }, 201)
  })

  app.post('/embedded/passkey/login/options', guard, async (c) => {
    // No allowCredentials: the authenticator offers the discoverable credentials it holds for this RP.
    const options = await generateAuthenticationOptions({
      rpID: relyingParty().rpID,
      userVerification: 'required',
      timeout: CEREMONY_TIMEOUT_MS,
    })
    await keepChallenge(
      db,
      { challenge: options.challenge, projectId: c.get('project').id, purpose: 'login' },
      context.now(),
    )
    c.header('Cache-Control', 'no-store')
    return c.json({ options })
  })

  app.post('/embedded/passkey/login', guard, async (c) => {
    const body = await readJsonBody(c, PasskeyLoginBody, {
      maxBytes: MAX_BODY_BYTES,
      error: 'Invalid passkey',
    })
    if (!body.ok) return body.response
    const project = c.get('project')
    const projectId = project.id
    const now = context.now()
    const topOrigin = embeddingPage(body.value.response.response.clientDataJSON, project.allowedOrigins)
    if (topOrigin === false) return c.json({ error: PASSKEY_NOT_VERIFIED }, 401)
    const [passkey] = await db
      .select()
      .from(embeddedPasskeys)
      .where(
        and(
          eq(embeddedPasskeys.credentialId, body.value.response.id),
          eq(embeddedPasskeys.projectId, projectId),
        ),
      )
    if (!passkey) return c.json({ error: UNKNOWN_PASSKEY }, 401)
    const { origin, rpID } = relyingParty()
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
    try {
      verified = await verifyAuthenticationResponse({
        response: body.value.response,
        expectedChallenge: (challenge) => useChallenge(db, { challenge, projectId, purpose: 'login' }, now),
        expectedOrigin: origin,
        expectedRPID: rpID,
        ...(topOrigin ? { expectedTopOrigin: topOrigin } : {}),
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: transportsOf(passkey.transports),
        },
        requireUserVerification: true,
      })
    } catch {
      return c.json({ error: PASSKEY_NOT_VERIFIED }, 401)
    }
    if (!verified.verified) return c.json({ error: PASSKEY_NOT_VERIFIED }, 401)
    await db
      .update(embeddedPasskeys)
      .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(embeddedPasskeys.credentialId, passkey.credentialId))
    const issued = await issueSessionToken(
      db,
      context.keys.token,
      { userId: passkey.userId, projectId, audience: origin },
      now,
    )
    c.header('Cache-Control', 'no-store')
    return c.json({
      ...issued,
      ...(await publicUser(db, passkey.userId)),
      wrappedShare: passkey.wrappedShare ? Buffer.from(passkey.wrappedShare).toString('base64') : null,
    })
  })

  return app
}
