import { type OidcProviderFixture, startOidcProvider } from '@latch/fixture-oidc'
import type { SmtpSink } from '@latch/fixture-smtp'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { BACKENDS } from './backends'
import {
  type EmbeddedTestServer,
  frameCall,
  logIn,
  startEmbeddedServer,
  startSmtpSink,
  testClock,
} from './embedded'
import { expectTypedRefusal } from './hostile'
import { claimResult, newAttempt, outcomeText, signInAtProvider, startUrl } from './social'

// Issue 33: social login with apps/server as the relying party (openid-client: code + PKCE, state, nonce), against
// a real OpenID provider on 127.0.0.1 (oidc-provider, @latch/fixture-oidc) acting as "Google".

const ADA = 'ada-1815' // ada@example.com, verified
const EVE = 'eve-1337' // eve@example.com, not verified
const GRACE = 'grace-1906' // grace@example.com, verified

describe.each(BACKENDS)('social login routes on $name', (backend) => {
  const clock = testClock()
  let sink: SmtpSink
  let provider: OidcProviderFixture
  let target: EmbeddedTestServer
  beforeAll(async () => {
    sink = await startSmtpSink()
    provider = await startOidcProvider()
    target = await startEmbeddedServer({
      databaseUrl: await backend.databaseUrl(),
      sink,
      clock,
      social: {
        providers: [
          {
            name: 'google',
            issuer: provider.issuer,
            clientId: 'latch',
            clientSecret: 's3cret-of-the-test-client',
            scope: 'openid email profile',
          },
          {
            name: 'github',
            issuer: provider.issuer,
            clientId: 'latch',
            clientSecret: 's3cret-of-the-test-client',
            scope: 'openid email',
            projects: ['second-project'],
          },
        ],
      },
    })
    provider.registerClient({
      clientId: 'latch',
      clientSecret: 's3cret-of-the-test-client',
      redirectUris: [`${target.server.url}/embedded/social/callback`],
    })
  })
  afterAll(async () => {
    await target?.close()
    await provider?.close()
    await sink?.close()
  })
  afterEach(() => {
    clock.offsetMs = 0
  })

  const rows = async (sql: string, params: unknown[] = []) =>
    (await target.server.database.sql.query(sql, params)).rows as Record<string, unknown>[]

  /** A whole popup login: the callback page, then the frame's claim. */
  async function socialLogin(sub: string) {
    const attempt = newAttempt()
    const callback = await fetch(await signInAtProvider(target, { attempt, sub }), { redirect: 'manual' })
    return { attempt, callback, result: await claimResult(target, attempt) }
  }

  test('a verified provider e-mail reaches the same user and wallet as the e-mail code path', async () => {
    const byEmail = await logIn(sink, target, 'ada@example.com')
    const accounts = { eip155: `0x${'cd'.repeat(20)}`, solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }
    const put = await frameCall(target, 'PUT', '/embedded/wallet', {
      token: byEmail.token,
      body: { authShare: Buffer.from([1, 2, 3, 4]).toString('base64'), accounts },
    })
    expect(put.status).toBe(201)

    const { callback, result } = await socialLogin(ADA)
    expect(callback.status).toBe(200)
    expect(await outcomeText(callback)).toBe('You are logged in. This window closes by itself.')
    expect(result.status).toBe(200)
    const session = (await result.json()) as {
      token: string
      user: { id: string; email: string }
      wallet: unknown
      socialProvider: string
    }
    expect(session.user).toEqual(byEmail.user)
    expect(session.wallet).toEqual({ accounts })
    expect(session.socialProvider).toBe('google')
    // The session is a frame session like the e-mail path's: it reads the user.
    const user = await frameCall(target, 'GET', '/embedded/user', { token: session.token })
    expect(await user.json()).toEqual({ user: byEmail.user, wallet: { accounts } })
  })

  test('a first login with a verified e-mail creates the user the e-mail path then finds', async () => {
    const { result } = await socialLogin(GRACE)
    const social = (await result.json()) as { user: { id: string; email: string } }
    expect(social.user.email).toBe('grace@example.com')
    const byEmail = await logIn(sink, target, 'grace@example.com')
    expect(byEmail.user.id).toBe(social.user.id)
  })

  test('an unverified provider e-mail is never linked: refused, and no user is made or touched', async () => {
    const existing = await logIn(sink, target, 'eve@example.com')
    const { callback, result } = await socialLogin(EVE)
    expect(callback.status).toBe(403)
    expect(await outcomeText(callback)).toBe('The provider did not verify this e-mail')
    expect(result.status).toBe(403)
    expect(await expectTypedRefusal(result)).toMatchObject({
      error: 'The provider did not verify this e-mail',
    })
    expect(await rows('select user_id from embedded_social_identities where subject = $1', [EVE])).toEqual([])
    const users = await rows('select id from embedded_users where email = $1', ['eve@example.com'])
    expect(users).toEqual([{ id: existing.user.id }])
  })

  test('the popup login ends on a page that closes itself, under a strict policy', async () => {
    const { callback } = await socialLogin(ADA)
    const policy = callback.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    const closer = await fetch(new URL('/embedded/social/close.js', target.server.url))
    expect(await closer.text()).toBe('window.close()\n')
  })

  test('the start keeps state, nonce and the PKCE verifier on the server; the provider gets only the S256 challenge', async () => {
    const attempt = newAttempt()
    const started = await fetch(startUrl(target, { attempt }), { redirect: 'manual' })
    expect(started.status).toBe(303)
    const authorize = new URL(started.headers.get('location') as string)
    expect(authorize.origin).toBe(provider.issuer)
    const [row] = await rows(
      'select state, nonce, code_verifier from embedded_social_logins where attempt = $1',
      [attempt],
    )
    expect(authorize.searchParams.get('state')).toBe(row?.state)
    expect(authorize.searchParams.get('nonce')).toBe(row?.nonce)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(authorize.href).not.toContain(row?.code_verifier as string)
    expect(authorize.searchParams.get('client_secret')).toBeNull()
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${target.server.url}/embedded/social/callback`)
  })

  test('the full-page path (popup blocked) goes back to the listed return address; the frame then claims it', async () => {
    const attempt = newAttempt()
    const returnTo = 'https://app.example.com/shop?item=7'
    const callback = await fetch(await signInAtProvider(target, { attempt, sub: ADA, returnTo }), {
      redirect: 'manual',
    })
    expect(callback.status).toBe(303)
    expect(callback.headers.get('location')).toBe(returnTo)
    const result = await claimResult(target, attempt)
    expect(result.status).toBe(200)
    expect(((await result.json()) as { user: { email: string } }).user.email).toBe('ada@example.com')
  })

  test('a return address outside the project is refused before the provider is reached (no open redirect)', async () => {
    for (const returnTo of ['https://evil.example.net/', 'javascript:alert(1)', 'not a url']) {
      const started = await fetch(startUrl(target, { attempt: newAttempt(), returnTo }), {
        redirect: 'manual',
      })
      expect(started.status).toBe(400)
      expect(started.headers.get('location')).toBeNull()
      expect(await outcomeText(started)).toBe('This return address is not allowed')
    }
  })

  test('a provider the project does not offer, or a reused attempt id, is refused', async () => {
    const notOffered = await fetch(startUrl(target, { attempt: newAttempt(), provider: 'github' }), {
      redirect: 'manual',
    })
    expect(notOffered.status).toBe(400)
    expect(await outcomeText(notOffered)).toBe('This login provider is not offered')
    const unknown = await fetch(startUrl(target, { attempt: newAttempt(), provider: 'myspace' }), {
      redirect: 'manual',
    })
    expect(unknown.status).toBe(400)
    const attempt = newAttempt()
    expect((await fetch(startUrl(target, { attempt }), { redirect: 'manual' })).status).toBe(303)
    const again = await fetch(startUrl(target, { attempt }), { redirect: 'manual' })
    expect(again.status).toBe(409)
    expect(await outcomeText(again)).toBe('This login was already started')
  })

  test('hostile callback: an unknown, missing or malformed state is refused, no 500 (RELIABILITY #29)', async () => {
    const callbackUrl = new URL('/embedded/social/callback', target.server.url)
    for (const query of ['?code=abc&state=AAAAAAAAAAAAAAAAAAAAAAAAAAAA', '?code=abc', '?state=%00%00', '']) {
      const response = await fetch(`${callbackUrl}${query}`, { redirect: 'manual' })
      expect(response.status).toBe(400)
      expect(await outcomeText(response)).toBe('Unknown or expired login')
    }
    const posted = await fetch(callbackUrl, {
      method: 'POST',
      body: 'state=x&code=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(posted.status).toBe(400)
  })

  test('hostile callback: a replayed callback (same code and state) is refused and gives no second session', async () => {
    const attempt = newAttempt()
    const callbackUrl = await signInAtProvider(target, { attempt, sub: ADA })
    expect((await fetch(callbackUrl, { redirect: 'manual' })).status).toBe(200)
    const replay = await fetch(callbackUrl, { redirect: 'manual' })
    expect(replay.status).toBe(409)
    expect(await outcomeText(replay)).toBe('This login was already completed')
    expect((await claimResult(target, attempt)).status).toBe(200)
    const second = await claimResult(target, attempt)
    expect(second.status).toBe(409)
    expect(await expectTypedRefusal(second)).toMatchObject({ error: 'This login was already used' })
  })

  test("hostile callback: a code replayed under another login's state fails its PKCE check at the provider", async () => {
    const stolen = await signInAtProvider(target, { attempt: newAttempt(), sub: ADA })
    const victimAttempt = newAttempt()
    const victimStart = await fetch(startUrl(target, { attempt: victimAttempt }), { redirect: 'manual' })
    const victimState = new URL(victimStart.headers.get('location') as string).searchParams.get(
      'state',
    ) as string
    const forged = new URL(stolen)
    forged.searchParams.set('state', victimState)
    const response = await fetch(forged, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await outcomeText(response)).toBe('The provider refused the login')
    const result = await claimResult(target, victimAttempt)
    expect(await expectTypedRefusal(result)).toMatchObject({ error: 'The provider refused the login' })
  })

  test("hostile callback: an ID token whose nonce is not the login's is refused", async () => {
    const attempt = newAttempt()
    const callbackUrl = await signInAtProvider(target, { attempt, sub: ADA })
    // The ID token was minted for the nonce sent at the start; the login now expects another.
    await rows('update embedded_social_logins set nonce = $1 where attempt = $2', [
      'another-nonce-entirely',
      attempt,
    ])
    const response = await fetch(callbackUrl, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await outcomeText(response)).toBe("The provider's answer did not verify")
    const result = await claimResult(target, attempt)
    expect(await expectTypedRefusal(result)).toMatchObject({ error: "The provider's answer did not verify" })
  })

  test('hostile callback: the provider says access_denied (the visitor cancelled)', async () => {
    const attempt = newAttempt()
    const started = await fetch(startUrl(target, { attempt }), { redirect: 'manual' })
    const state = new URL(started.headers.get('location') as string).searchParams.get('state') as string
    const callbackUrl = new URL('/embedded/social/callback', target.server.url)
    callbackUrl.search = new URLSearchParams({
      error: 'access_denied',
      state,
      iss: provider.issuer,
    }).toString()
    const response = await fetch(callbackUrl, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await outcomeText(response)).toBe('The login was cancelled')
    expect(await expectTypedRefusal(await claimResult(target, attempt))).toMatchObject({
      error: 'The login was cancelled',
    })
  })

  test('a login past its 10 minutes is refused at the callback', async () => {
    const attempt = newAttempt()
    const callbackUrl = await signInAtProvider(target, { attempt, sub: ADA })
    clock.offsetMs = 11 * 60_000
    const response = await fetch(callbackUrl, { redirect: 'manual' })
    expect(response.status).toBe(410)
    expect(await outcomeText(response)).toBe('This login expired: start again')
    expect(await expectTypedRefusal(await claimResult(target, attempt))).toMatchObject({
      error: 'This login expired: start again',
    })
  })

  test('the result: pending before the callback; unknown attempt 404; only the frame origin may ask', async () => {
    const attempt = newAttempt()
    await fetch(startUrl(target, { attempt }), { redirect: 'manual' })
    const pending = await claimResult(target, attempt)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toEqual({ pending: true })
    expect(await expectTypedRefusal(await claimResult(target, newAttempt()))).toMatchObject({
      error: 'Unknown social login',
    })
    const fromHost = await frameCall(target, 'POST', '/embedded/social/result', {
      body: { attempt },
      origin: 'https://app.example.com',
    })
    expect(fromHost.status).toBe(403)
    const malformed = await frameCall(target, 'POST', '/embedded/social/result', {
      body: { attempt: 'short' },
    })
    expect(malformed.status).toBe(400)
  })
})
