import { and, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { embeddedSocialLogins } from '../db/schema'
import type { EmbeddedContext } from '../embedded/embeddedContext'
import { type EmbeddedEnv, embeddedGuard } from '../embedded/embeddedGuard'
import { isUniqueViolation } from '../embedded/isUniqueViolation'
import { loginSession } from '../embedded/loginSession'
import { type SocialClients, SocialLoginError, socialClients } from '../embedded/socialClient'
import {
  claimOutcome,
  loginByState,
  SOCIAL_ERRORS,
  SOCIAL_LOGIN_TTL_MS,
  type SocialOutcomeError,
  setOutcome,
  takeCallback,
  userForIdentity,
} from '../embedded/socialLogins'
import { providerFor } from '../embedded/socialProviders'
import { readJsonBody, readQuery, safeToken } from '../http/boundary'
import { isListedOrigin } from '../http/credentialedCors'

/** The id the host page makes at the visitor's click (a UUID or longer random text): the login's handle. */
const Attempt = safeToken(/^[\w-]{22,64}$/)
const StartQuery = v.object({
  projectId: safeToken(/^[\w-]{1,128}$/),
  provider: safeToken(/^[a-z][a-z0-9]{0,31}$/),
  attempt: Attempt,
  returnTo: v.optional(v.pipe(v.string(), v.maxLength(2048))),
})
const ResultBody = v.object({ attempt: Attempt })
const State = safeToken(/^[\w-]{16,128}$/)

const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)

/**
 * The page the login popup ends on: what happened, and (`close`) a script that closes the popup, so the visitor is
 * back on the host page where the frame picks the outcome up.
 */
function socialPage(c: Context, status: 200 | 400 | 403 | 409 | 410 | 502, message: string, close: boolean) {
  c.header('Content-Security-Policy', PAGE_POLICY)
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.html(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Latch login</title>
${close ? '<script src="/embedded/social/close.js" defer></script>\n' : ''}</head>
<body><p id="latch-social-outcome" data-status="${status}">${escapeHtml(message)}</p></body>
</html>
`,
    status,
  )
}

/** A `returnTo` the project lists (the full-page login's way back), else undefined. */
function returnUrl(returnTo: string, allowedOrigins: readonly string[]): string | undefined {
  try {
    const url = new URL(returnTo)
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      isListedOrigin(url.origin, allowedOrigins)
      ? url.href
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Social login (`/embedded/social/*`), with apps/server as the OpenID Connect / OAuth 2 relying party:
 * - `GET start` (the popup, or the whole page when the popup was blocked, opened at the visitor's click) keeps a
 *   fresh state, nonce and PKCE verifier and sends the browser to the provider;
 * - `GET|POST callback` checks all of them with openid-client, links the account to a user, and closes the popup
 *   (or goes back to `returnTo`);
 * - `POST result` (the frame, with the host's attempt id) takes the outcome once: a session like the e-mail
 *   path's, or the error.
 */
export function embeddedSocialRoutes(context: EmbeddedContext, clients: SocialClients = socialClients()) {
  const { db } = context
  const providers = context.options.social?.providers ?? []
  const app = new Hono<EmbeddedEnv>()
  const guard = embeddedGuard(context)
  const redirectUri = () => `${context.publicOrigin()}/embedded/social/callback`

  app.get('/embedded/social/close.js', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.body('window.close()\n', 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })

  app.get('/embedded/social/start', guard, async (c) => {
    const query = readQuery(c, StartQuery, 'Invalid social login')
    if (!query.ok) return query.response
    const project = c.get('project')
    const provider = providerFor(providers, project.id, query.value.provider)
    if (!provider) return socialPage(c, 400, 'This login provider is not offered', false)
    let returnTo: string | undefined
    if (query.value.returnTo !== undefined) {
      returnTo = returnUrl(query.value.returnTo, project.allowedOrigins)
      if (!returnTo) return socialPage(c, 400, 'This return address is not allowed', false)
    }
    const checks = clients.newChecks()
    const now = context.now()
    try {
      await db.insert(embeddedSocialLogins).values({
        state: checks.state,
        projectId: project.id,
        attempt: query.value.attempt,
        provider: provider.name,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        returnTo: returnTo ?? null,
        createdAt: now,
        expiresAt: now + SOCIAL_LOGIN_TTL_MS,
      })
    } catch (error) {
      if (isUniqueViolation(error)) return socialPage(c, 409, 'This login was already started', false)
      throw error
    }
    try {
      return c.redirect((await clients.authorizationUrl(provider, checks, redirectUri())).href, 303)
    } catch (error) {
      if (!(error instanceof SocialLoginError)) throw error
      await setOutcome(db, checks.state, { error: error.reason })
      return socialPage(c, 502, SOCIAL_ERRORS.unreachable.message, false)
    }
  })

  const callback = async (c: Context<EmbeddedEnv>, params: URLSearchParams, request: URL | Request) => {
    const state = v.safeParse(State, params.get('state'))
    if (!state.success) return socialPage(c, 400, 'Unknown or expired login', false)
    const now = context.now()
    const login = await takeCallback(db, state.output, now)
    if (!login) {
      const known = await loginByState(db, state.output)
      if (known?.completedAt != null) return socialPage(c, 409, 'This login was already completed', false)
      if (known) return socialPage(c, 410, 'This login expired: start again', false)
      return socialPage(c, 400, 'Unknown or expired login', false)
    }
    const provider = providerFor(providers, login.projectId, login.provider)
    let outcome: { userId: string } | { error: SocialOutcomeError }
    if (!provider) {
      outcome = { error: 'refused' }
    } else {
      try {
        const identity = await clients.identity(provider, login, request, redirectUri())
        outcome = await userForIdentity(db, login.projectId, provider.name, identity, now)
      } catch (error) {
        if (!(error instanceof SocialLoginError)) throw error
        outcome = { error: error.reason }
      }
    }
    await setOutcome(db, login.state, outcome)
    if (login.returnTo) return c.redirect(login.returnTo, 303)
    return 'userId' in outcome
      ? socialPage(c, 200, 'You are logged in. This window closes by itself.', true)
      : socialPage(c, SOCIAL_ERRORS[outcome.error].status, SOCIAL_ERRORS[outcome.error].message, false)
  }

  app.get('/embedded/social/callback', (c) => {
    const url = new URL(c.req.url)
    return callback(c, url.searchParams, new URL(`${redirectUri()}${url.search}`))
  })

  // Apple answers with a form post (response_mode=form_post).
  app.post('/embedded/social/callback', async (c) => {
    const form = new URLSearchParams(await c.req.text().catch(() => ''))
    const request = new Request(redirectUri(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    })
    return callback(c, form, request)
  })

  app.post('/embedded/social/result', guard, async (c) => {
    const body = await readJsonBody(c, ResultBody, { maxBytes: 1024, error: 'Invalid social login' })
    if (!body.ok) return body.response
    const project = c.get('project')
    const [login] = await db
      .select()
      .from(embeddedSocialLogins)
      .where(
        and(
          eq(embeddedSocialLogins.projectId, project.id),
          eq(embeddedSocialLogins.attempt, body.value.attempt),
        ),
      )
    const now = context.now()
    if (!login) return c.json({ error: 'Unknown social login' }, 404)
    if (login.claimedAt !== null) return c.json({ error: 'This login was already used' }, 409)
    if (login.userId === null && login.error === null) {
      if (login.expiresAt <= now) return c.json({ error: 'This login expired: start again' }, 410)
      return c.json({ pending: true }, 202)
    }
    const claimed = await claimOutcome(db, project.id, body.value.attempt, now)
    if (!claimed) return c.json({ error: 'This login was already used' }, 409)
    if (claimed.error !== null || claimed.userId === null) {
      const reason = (claimed.error ?? 'refused') as SocialOutcomeError
      const failure = SOCIAL_ERRORS[reason] ?? SOCIAL_ERRORS.refused
      return c.json({ error: failure.message, issues: [`login: ${reason}`] }, failure.status)
    }
    const session = await loginSession(context, { userId: claimed.userId, projectId: project.id }, now)
    return c.json({ ...session, socialProvider: claimed.provider })
  })

  return app
}
