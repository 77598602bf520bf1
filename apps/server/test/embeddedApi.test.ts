import fc from 'fast-check'
import { combine, split } from 'shamir-secret-sharing'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { awayFromMinuteEnd } from './api'
import { BACKENDS } from './backends'
import {
  codeFromMailbox,
  embeddedServerFor,
  FRAME_SCRIPT,
  FRAME_STYLESHEET,
  frameCall,
  freshEmail,
  logIn,
  requestCode,
  testClock,
} from './embedded'
import { expectTypedRefusal, hostileQueryText, hostileText } from './hostile'

// Issue 32: the embedded wallet's server routes, on PGlite and on a real PostgreSQL, with real mail through the
// local SMTP sink (nodemailer -> smtp-server -> /mailbox.json).

const MINUTE = 60_000

describe.each(BACKENDS)('embedded wallet routes on $name', (backend) => {
  const clock = testClock()
  const bed = embeddedServerFor(backend, clock)
  // Each test reads its seconds-left answers exactly: the clock stands still but for the offsets it sets.
  beforeEach(() => {
    clock.freeze()
  })
  afterEach(() => {
    clock.offsetMs = 0
  })

  const start = (email: string, purpose = 'login') =>
    frameCall(bed.target, 'POST', '/embedded/email/start', { body: { email, purpose } })
  const verify = (email: string, code: string) =>
    frameCall(bed.target, 'POST', '/embedded/email/verify', { body: { email, code } })
  /** A six-digit code that is not `code`. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  const rows = async (sql: string, params: unknown[] = []) =>
    (await bed.target.server.database.sql.query(sql, params)).rows as Record<string, unknown>[]

  test('an e-mail code logs in: the mail goes over SMTP to the mailbox with the code as its one 6-digit number', async () => {
    const email = freshEmail('login')
    const started = await start(email)
    expect(started.status).toBe(200)
    expect(await started.json()).toEqual({ resendAfterSeconds: 30 })
    const mailbox = (await (await fetch(`${bed.sink.url}/mailbox.json`)).json()) as {
      to: string
      subject: string
      text: string
      receivedAt: string
    }[]
    const mail = mailbox.find((message) => message.to === email)
    expect(mail).toMatchObject({ to: email })
    expect(Number.isNaN(Date.parse(mail?.receivedAt ?? ''))).toBe(false)
    const [code] = mail?.subject.match(/\d{6}/g) ?? []
    expect(mail?.subject.match(/\d{6}/g)).toEqual([code])
    expect(mail?.text.match(/\d{6}/g)).toEqual([code])

    const verified = await verify(email, code as string)
    expect(verified.status).toBe(200)
    const session = (await verified.json()) as { token: string; expiresAt: number; user: { email: string } }
    expect(session.user.email).toBe(email)
    expect(session).toMatchObject({ wallet: null })
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 23 * 60 * MINUTE)
    const user = await frameCall(bed.target, 'GET', '/embedded/user', { token: session.token })
    expect(user.status).toBe(200)
    expect(await user.json()).toEqual({ user: session.user, wallet: null })
  })

  test('a code works once (RELIABILITY #30)', async () => {
    const email = freshEmail('once')
    const code = await requestCode(bed.sink, bed.target, email)
    expect((await verify(email, code)).status).toBe(200)
    const again = await verify(email, code)
    expect(again.status).toBe(401)
    expect(await again.json()).toMatchObject({ error: 'Invalid code' })
  })

  test('five wrong codes lock the attempt: even the right code is then refused (RELIABILITY #30)', async () => {
    const email = freshEmail('locked')
    const code = await requestCode(bed.sink, bed.target, email)
    for (const attemptsLeft of [4, 3, 2, 1, 0]) {
      const response = await verify(email, wrong(code))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'Invalid code', attemptsLeft })
    }
    const right = await verify(email, code)
    expect(right.status).toBe(423)
    expect(await right.json()).toEqual({ error: 'Too many attempts' })
    // A locked code is not replaced before it expires: five guesses per ten minutes, not per 30 seconds.
    clock.offsetMs = MINUTE
    const resend = await start(email)
    expect(resend.status).toBe(429)
    expect(await resend.json()).toMatchObject({ retryAfterSeconds: 9 * 60 })
    clock.offsetMs = 10 * MINUTE
    expect((await start(email)).status).toBe(200)
  })

  test('an expired code is refused: valid for ten minutes, not one millisecond more (RELIABILITY #30)', async () => {
    const email = freshEmail('expired')
    const code = await requestCode(bed.sink, bed.target, email)
    clock.offsetMs = 10 * MINUTE + 1000
    const late = await verify(email, code)
    expect(late.status).toBe(410)
    expect(await late.json()).toEqual({ error: 'Code expired' })

    const other = freshEmail('in-time')
    const inTime = await requestCode(bed.sink, bed.target, other)
    clock.offsetMs += 10 * MINUTE - 2000
    expect((await verify(other, inTime)).status).toBe(200)
  })

  test("a resend within 30 s gets the spec's message with the seconds left (RELIABILITY #30)", async () => {
    const email = freshEmail('resend')
    expect((await start(email)).status).toBe(200)
    const mails = bed.sink.messages.length
    clock.offsetMs = 12_100
    const early = await start(email)
    expect(early.status).toBe(429)
    expect(early.headers.get('retry-after')).toBe('18')
    expect(await early.json()).toEqual({ error: 'Please try again after 18 seconds', retryAfterSeconds: 18 })
    clock.offsetMs = 29_000
    expect(await (await start(email)).json()).toMatchObject({ error: 'Please try again after 1 seconds' })
    expect(bed.sink.messages.length).toBe(mails)
    clock.offsetMs = 30_000
    expect((await start(email)).status).toBe(200)
    expect(bed.sink.messages.length).toBe(mails + 1)
  })

  test('codes are not stored in clear: the database holds a keyed hash (RELIABILITY #29)', async () => {
    const email = freshEmail('hashed')
    const code = await requestCode(bed.sink, bed.target, email)
    const stored = await rows('select * from embedded_email_codes where email = $1', [email])
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(code)
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    const { createHash } = await import('node:crypto')
    expect(stored[0]?.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'))
  })

  test('the auth share is stored encrypted, and alone it cannot rebuild the secret (RELIABILITY #29)', async () => {
    const { token } = await logIn(bed.sink, bed.target, freshEmail('share'))
    const entropy = new Uint8Array(16).map((_, index) => index * 7 + 1)
    const [deviceShare, authShare, recoveryShare] = (await split(entropy, 3, 2)) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ]
    const accounts = { eip155: `0x${'ab'.repeat(20)}`, solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }
    const put = await frameCall(bed.target, 'PUT', '/embedded/wallet', {
      token,
      body: { authShare: Buffer.from(authShare).toString('base64'), accounts },
    })
    expect(put.status).toBe(201)
    expect(await put.json()).toMatchObject({ wallet: { accounts } })

    const [row] = await rows('select auth_share_sealed from embedded_wallets')
    const sealed = new Uint8Array(row?.auth_share_sealed as Uint8Array)
    expect(Buffer.from(sealed).includes(Buffer.from(authShare))).toBe(false)
    // The share alone: shamir-secret-sharing refuses one share, and no lone share is the secret.
    await expect(combine([authShare])).rejects.toThrow()
    expect(Buffer.from(authShare).includes(Buffer.from(entropy))).toBe(false)
    // What the database holds, even next to another share, rebuilds nothing.
    const fromDatabase = await combine([sealed.slice(0, authShare.length), deviceShare]).catch(
      () => undefined,
    )
    expect(fromDatabase && Buffer.from(fromDatabase).equals(Buffer.from(entropy))).toBeFalsy()

    // A fresh session gets the very share back; with the recovery share it rebuilds the secret (a new device).
    const released = await frameCall(bed.target, 'POST', '/embedded/wallet/auth-share', { token })
    expect(released.status).toBe(200)
    expect(released.headers.get('cache-control')).toBe('no-store')
    const { authShare: base64 } = (await released.json()) as { authShare: string }
    const back = new Uint8Array(Buffer.from(base64, 'base64'))
    expect(Buffer.from(await combine([back, recoveryShare])).equals(Buffer.from(entropy))).toBe(true)

    const again = await frameCall(bed.target, 'PUT', '/embedded/wallet', {
      token,
      body: { authShare: Buffer.from(deviceShare).toString('base64'), accounts },
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'Wallet already exists' })
  })

  test('the auth share goes to a session under ten minutes old only, at most five times in ten minutes', async () => {
    const email = freshEmail('release')
    const { token } = await logIn(bed.sink, bed.target, email)
    const accounts = {
      eip155: `0x${'cd'.repeat(20)}`,
      solana: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    }
    const authShare = Buffer.from([1, 2, 3, 4, 5]).toString('base64')
    expect(
      (await frameCall(bed.target, 'PUT', '/embedded/wallet', { token, body: { authShare, accounts } }))
        .status,
    ).toBe(201)
    const release = (session: string) =>
      frameCall(bed.target, 'POST', '/embedded/wallet/auth-share', { token: session })
    for (let count = 0; count < 5; count++) expect((await release(token)).status).toBe(200)
    const sixth = await release(token)
    expect(sixth.status).toBe(429)
    expect(await sixth.json()).toEqual({
      error: 'Please try again after 600 seconds',
      retryAfterSeconds: 600,
    })

    clock.offsetMs = 10 * MINUTE
    const stale = await release(token)
    expect(stale.status).toBe(403)
    expect(await stale.json()).toEqual({ error: 'Session too old: verify a new code' })
    // A new code opens a fresh session, and the window has passed.
    const fresh = await logIn(bed.sink, bed.target, email)
    expect((await release(fresh.token)).status).toBe(200)
  })

  test('sign-out revokes the token (RELIABILITY #20)', async () => {
    const { token } = await logIn(bed.sink, bed.target, freshEmail('signout'))
    expect((await frameCall(bed.target, 'GET', '/embedded/user', { token })).status).toBe(200)
    const out = await frameCall(bed.target, 'POST', '/embedded/signout', { token })
    expect(out.status).toBe(204)
    const after = await frameCall(bed.target, 'GET', '/embedded/user', { token })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ error: 'Invalid session' })
    expect((await frameCall(bed.target, 'POST', '/embedded/wallet/auth-share', { token })).status).toBe(401)
  })

  test('a token expires after 24 hours (RELIABILITY #20)', async () => {
    const { token } = await logIn(bed.sink, bed.target, freshEmail('expiry'))
    clock.offsetMs = 24 * 60 * MINUTE + 1000
    expect((await frameCall(bed.target, 'GET', '/embedded/user', { token })).status).toBe(401)
  })

  test('a token for one project is refused for another, and a forged one is refused (RELIABILITY #26, #33)', async () => {
    const { token } = await logIn(bed.sink, bed.target, freshEmail('scoped'))
    const other = await frameCall(bed.target, 'GET', '/embedded/user', { token, projectId: 'second-project' })
    expect(other.status).toBe(401)
    expect(await other.json()).toEqual({ error: 'Invalid session' })
    const [header, payload] = token.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(43)}`
    expect((await frameCall(bed.target, 'GET', '/embedded/user', { token: forged })).status).toBe(401)
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    expect((await frameCall(bed.target, 'GET', '/embedded/user', { token: unsigned })).status).toBe(401)
  })

  test('a request from a foreign Origin, or a write without one, is refused with no CORS and no mail (RELIABILITY #26, #28)', async () => {
    const email = freshEmail('foreign')
    const mails = bed.sink.messages.length
    for (const origin of ['https://app.example.com', 'https://evil.example', null]) {
      const response = await frameCall(bed.target, 'POST', '/embedded/email/start', {
        origin,
        body: { email, purpose: 'login' },
      })
      expect(response.status, String(origin)).toBe(403)
      expect(await response.json()).toEqual({ error: 'Origin not allowed' })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
    expect(bed.sink.messages.length).toBe(mails)
    const { token } = await logIn(bed.sink, bed.target, email)
    const read = await frameCall(bed.target, 'GET', '/embedded/user', {
      token,
      origin: 'https://app.example.com',
    })
    expect(read.status).toBe(403)
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${bed.target.server.url}/embedded/user?projectId=test-project`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Headers': 'authorization' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('an unknown project is refused at every route', async () => {
    const response = await frameCall(bed.target, 'POST', '/embedded/email/start', {
      projectId: 'no-such-project',
      body: { email: freshEmail('unknown'), purpose: 'login' },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Unknown projectId' })
    const mismatch = await frameCall(bed.target, 'POST', '/embedded/email/start', {
      body: { projectId: 'second-project', email: freshEmail('mismatch'), purpose: 'login' },
    })
    expect(mismatch.status).toBe(400)
  })

  test("the project's rate limit caps the codes it mails", async () => {
    await awayFromMinuteEnd()
    const mails = bed.sink.messages.length
    const statuses: number[] = []
    for (let index = 0; index < 4; index++) {
      const response = await frameCall(bed.target, 'POST', '/embedded/email/start', {
        projectId: 'limited-project',
        body: { email: freshEmail('limited'), purpose: 'login' },
      })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(await response.json()).toEqual({ error: 'Rate limited' })
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(bed.sink.messages.length).toBe(mails + 3)
  })

  test("the frame page's CSP lists exactly the project's origins as frame-ancestors; an unknown project gets no page (RELIABILITY #28)", async () => {
    const page = await fetch(`${bed.target.server.url}/embedded/frame?projectId=test-project`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="/embedded/frame.js">'])
    const csp = page.headers.get('content-security-policy') ?? ''
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/)
        return [name, sources] as const
      }),
    )
    // test-project lists https://app.example.com and *.example.org (any subdomain, as the credentialed routes read it).
    expect(new Set(directives.get('frame-ancestors'))).toEqual(
      new Set(['https://app.example.com', 'http://*.example.org:*', 'https://*.example.org:*']),
    )
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('default-src')).toEqual(["'none'"])

    const none = await fetch(`${bed.target.server.url}/embedded/frame?projectId=narrow-project`)
    expect(none.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    for (const projectId of ['no-such-project', 'bad id', '']) {
      const unknown = await fetch(
        `${bed.target.server.url}/embedded/frame?projectId=${encodeURIComponent(projectId)}`,
      )
      expect(unknown.status).toBe(404)
      expect(unknown.headers.get('content-type')).toMatch(/^application\/json/)
    }

    const script = await fetch(`${bed.target.server.url}/embedded/frame.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toBe(FRAME_SCRIPT)
    expect(html).toContain('<link rel="stylesheet" href="/embedded/frame.css">')
    const stylesheet = await fetch(`${bed.target.server.url}/embedded/frame.css`)
    expect(stylesheet.headers.get('content-type')).toMatch(/^text\/css/)
    expect(await stylesheet.text()).toBe(FRAME_STYLESHEET)
  })

  test('update e-mail: a code to the new address moves the account; an address in use is refused', async () => {
    const email = freshEmail('before')
    const { token, user } = await logIn(bed.sink, bed.target, email)
    const newEmail = freshEmail('after')
    const code = await requestCode(bed.sink, bed.target, newEmail, 'update')
    const update = (body: unknown) => frameCall(bed.target, 'POST', '/embedded/email/update', { token, body })
    expect((await update({ newEmail, code: wrong(code) })).status).toBe(401)
    const moved = await update({ newEmail, code })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toEqual({ user: { id: user.id, email: newEmail }, wallet: null })
    expect(await (await frameCall(bed.target, 'GET', '/embedded/user', { token })).json()).toMatchObject({
      user: { email: newEmail },
    })
    // Logging in with the new address is the same user.
    expect((await logIn(bed.sink, bed.target, newEmail)).user.id).toBe(user.id)

    const taken = (await logIn(bed.sink, bed.target, freshEmail('other'))).user.email
    const takenCode = await requestCode(bed.sink, bed.target, taken, 'update')
    const refused = await update({ newEmail: taken, code: takenCode })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: 'Email already in use' })
  })

  test('DataCapture keeps a verified e-mail for the project, by wallet address', async () => {
    const email = freshEmail('capture')
    const address = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const code = await requestCode(bed.sink, bed.target, email, 'capture')
    const capture = (body: unknown) => frameCall(bed.target, 'POST', '/embedded/capture', { body })
    const refused = await capture({ email, code: wrong(code), address })
    expect(refused.status).toBe(401)
    expect(await rows('select * from embedded_captures where address = $1', [address])).toEqual([])
    // A login code does not capture: each purpose has its own code.
    const loginCode = await requestCode(bed.sink, bed.target, email, 'login')
    expect((await capture({ email, code: loginCode, address })).status).toBe(401)
    const captured = await capture({ email, code, address })
    expect(captured.status).toBe(201)
    expect(await captured.json()).toEqual({ email, address })
    expect(
      await rows('select project_id, email from embedded_captures where address = $1', [address]),
    ).toEqual([{ project_id: 'test-project', email }])
  })

  test('hostile e-mails and bodies get a typed 4xx, never a 500, and send no mail (RELIABILITY #27)', async () => {
    const mails = bed.sink.messages.length
    const hostile = [
      { email: 'victim@example.com\r\nBcc: everyone@example.com', purpose: 'login' },
      { email: 'a@example.com\nSubject: free', purpose: 'login' },
      { email: `nul\u0000@example.com`, purpose: 'login' },
      { email: `lone\ud800@example.com`, purpose: 'login' },
      { email: `${'x'.repeat(300)}@example.com`, purpose: 'login' },
      { email: 'no-at-sign', purpose: 'login' },
      { email: 'a@example.com', purpose: 'steal' },
      { email: ['a@example.com'], purpose: 'login' },
      { email: 'a@example.com' },
      [],
      null,
    ]
    for (const body of hostile) {
      const response = await frameCall(bed.target, 'POST', '/embedded/email/start', { body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      const refusal = (await response.json()) as { error: string; issues: string[] }
      expect(refusal.error).toBe('Invalid email')
      expect(Array.isArray(refusal.issues)).toBe(true)
    }
    const huge = await frameCall(bed.target, 'POST', '/embedded/email/start', {
      rawBody: JSON.stringify({ email: 'a@example.com', purpose: 'login', pad: 'x'.repeat(100_000) }),
    })
    expect(huge.status).toBe(413)
    const notJson = await frameCall(bed.target, 'POST', '/embedded/email/verify', { rawBody: '{"email":' })
    expect(notJson.status).toBe(400)
    for (const code of ['12345', '1234567', '12345a', '１２３４５６', 123456]) {
      const response = await verify('a@example.com', code as string)
      expect(response.status, String(code)).toBe(400)
    }
    const { token } = await logIn(bed.sink, bed.target, freshEmail('hostile'))
    for (const body of [
      { authShare: 'not base64!', accounts: { eip155: `0x${'1'.repeat(40)}`, solana: '1'.repeat(32) } },
      { authShare: 'AAAA', accounts: { eip155: '0x12', solana: '1'.repeat(32) } },
      { authShare: 'AAAA', accounts: { eip155: `0x${'1'.repeat(40)}`, solana: '0OIl'.repeat(10) } },
    ]) {
      expect((await frameCall(bed.target, 'PUT', '/embedded/wallet', { token, body })).status).toBe(400)
    }
    for (const authorization of [`Bearer ${token}.x`, `Basic ${token}`, `Bearer ${'a.'.repeat(3000)}a`]) {
      const response = await fetch(`${bed.target.server.url}/embedded/user?projectId=test-project`, {
        headers: { Authorization: authorization },
      })
      expect(response.status).toBe(401)
    }
    expect(bed.sink.messages.length).toBe(mails + 1)
  })

  test('any text as e-mail, code or projectId gets a typed 4xx, never a 500 (RELIABILITY #27)', async () => {
    const mails = bed.sink.messages.length
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, async (email, code) => {
        fc.pre(!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        const started = await frameCall(bed.target, 'POST', '/embedded/email/start', {
          body: { email, purpose: 'login' },
        })
        expect(['Invalid email', 'Body too large']).toContain((await expectTypedRefusal(started)).error)
        const verified = await frameCall(bed.target, 'POST', '/embedded/email/verify', {
          body: { email, code },
        })
        expect([400, 413]).toContain(verified.status)
        await expectTypedRefusal(verified)
      }),
      { numRuns: 40 },
    )
    await fc.assert(
      // Past ~16 KB of URL, Node's HTTP server itself answers 431 before any route: not this route's concern.
      fc.asyncProperty(
        hostileQueryText.filter((text) => text.length <= 2000),
        async (projectId) => {
          const response = await frameCall(bed.target, 'POST', '/embedded/email/start', {
            projectId,
            body: { email: 'a@example.com', purpose: 'login' },
          })
          if (projectId !== 'test-project') await expectTypedRefusal(response)
        },
      ),
      { numRuns: 40 },
    )
    expect(bed.sink.messages.length).toBe(mails)
  })

  test('an internationalised address gets its code', async () => {
    const email = `ünï-${Date.now()}@exämple.com`
    expect((await start(email)).status).toBe(200)
    expect(await codeFromMailbox(bed.sink, email)).toMatch(/^\d{6}$/)
  })
})
