import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningServer } from '../src/startServer'
import { apiUrl } from './api'
import { BACKENDS, startTestServer } from './backends'

// Issue 18, step 5, and issue 30 (RELIABILITY #26): the sign-in routes a host's pages call, on PGlite and on a real
// PostgreSQL.
const ORIGIN = 'https://app.example.com'
const COOKIE = 'latch_siwx_test-project'
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

async function nonceFrom(server: RunningServer): Promise<string> {
  const response = await fetch(apiUrl(server.url, '/siwx/nonce'))
  return ((await response.json()) as { nonce: string }).nonce
}

/** A real EIP-4361 sign-in for the test project's page, signed by the account's key. */
async function signedSignIn(
  server: RunningServer,
  overrides: { domain?: string; chainId?: number; expirationTime?: Date } = {},
) {
  const message = createSiweMessage({
    domain: overrides.domain ?? 'app.example.com',
    address: account.address,
    uri: ORIGIN,
    version: '1',
    chainId: overrides.chainId ?? 1,
    nonce: await nonceFrom(server),
    issuedAt: new Date(),
    statement: 'Sign in to the test app',
    ...(overrides.expirationTime ? { expirationTime: overrides.expirationTime } : {}),
  })
  return { message, signature: await account.signMessage({ message }) }
}

function verify(server: RunningServer, body: unknown, origin = ORIGIN, projectId = 'test-project') {
  return fetch(apiUrl(server.url, '/siwx/verify', { projectId }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  })
}

/** `name=value` of the response's Set-Cookie. */
const sessionCookie = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''
/** The session id alone. */
const sessionId = (response: Response) => sessionCookie(response).split('=')[1] ?? ''

/** A session route called as a page on `origin` would (no Origin header: the server's own origin). */
function call(
  server: RunningServer,
  path: '/siwx/session' | '/siwx/signout',
  options: { cookie?: string; origin?: string | undefined; projectId?: string } = {},
) {
  const origin = 'origin' in options ? options.origin : ORIGIN
  return fetch(apiUrl(server.url, path, { projectId: options.projectId ?? 'test-project' }), {
    method: path === '/siwx/session' ? 'GET' : 'POST',
    headers: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...(origin ? { Origin: origin } : {}) },
  })
}

/** The session behind `cookie` as the page on ORIGIN sees it, or null. */
async function getSession(server: RunningServer, cookie: string, projectId = 'test-project') {
  const response = await call(server, '/siwx/session', { cookie, projectId })
  expect(response.status).toBe(200)
  return ((await response.json()) as { session: { data: { statement: string } } | null }).session
}

/** Signs in on the test project's page and answers the cookie (`name=id`) and the id. */
async function signIn(server: RunningServer) {
  const response = await verify(server, await signedSignIn(server))
  expect(response.status).toBe(200)
  return { cookie: sessionCookie(response), id: sessionId(response) }
}

const credentialedHeaders = (response: Response) => ({
  origin: response.headers.get('access-control-allow-origin'),
  credentials: response.headers.get('access-control-allow-credentials'),
})

describe.each(BACKENDS)('sign-in routes on $name', (backend) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.close()
  })

  test("default: nonce, verify a real signature → the project's HTTP-only session cookie; the session answers its page; sign out ends it", async () => {
    const response = await verify(server, await signedSignIn(server))
    expect(response.status).toBe(200)
    expect(credentialedHeaders(response)).toEqual({ origin: ORIGIN, credentials: 'true' })
    expect(response.headers.get('vary')).toMatch(/Origin/)
    const setCookie = response.headers.get('set-cookie') ?? ''
    // One cookie per project, HTTP-only, Strict, Secure on https, no Path (the browser scopes it to the sign-in
    // routes' directory), and a lifetime of the session's (a day without an expirationTime).
    expect(setCookie).toMatch(/^latch_siwx_test-project=[A-Za-z0-9]{32};/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Strict')
    expect(setCookie).toContain('Secure')
    expect(setCookie).not.toMatch(/Path=/i)
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])
    expect(maxAge).toBeGreaterThan(86_300)
    expect(maxAge).toBeLessThanOrEqual(86_400)
    const { session } = (await response.json()) as { session: Record<string, unknown> }
    expect(session).toMatchObject({ address: account.address.toLowerCase(), chainId: 'eip155:1' })
    expect(session).not.toHaveProperty('id')

    const cookie = sessionCookie(response)
    expect((await getSession(server, cookie))?.data.statement).toBe('Sign in to the test app')
    // A request without Origin (the server's own origin, e.g. a page behind the same host) reads it, without CORS.
    const sameOrigin = await call(server, '/siwx/session', { cookie, origin: undefined })
    expect(((await sameOrigin.json()) as { session: unknown }).session).not.toBeNull()
    expect(credentialedHeaders(sameOrigin)).toEqual({ origin: null, credentials: null })

    const out = await call(server, '/siwx/signout', { cookie })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/^latch_siwx_test-project=; Max-Age=0/)
    expect(await getSession(server, cookie)).toBeNull()
  })

  test("error: a signed-in visitor's cookie with an Origin outside the project's allowed origins: 403, no credentialed CORS headers, no session; sign out refused (RELIABILITY #26)", async () => {
    const { cookie } = await signIn(server)
    const foreign = [
      'https://evil.example.net',
      'https://app.example.com.evil.net',
      'http://app.example.com:8443',
      'null',
      // Loopback is no exception for credentials: the test project does not list it.
      'http://localhost:5173',
    ]
    for (const origin of foreign) {
      const read = await call(server, '/siwx/session', { cookie, origin })
      expect(read.status, origin).toBe(403)
      expect(credentialedHeaders(read), origin).toEqual({ origin: null, credentials: null })
      const text = await read.text()
      expect(JSON.parse(text)).toEqual({ error: 'Origin not allowed' })
      expect(text).not.toContain(account.address.toLowerCase())
      const out = await call(server, '/siwx/signout', { cookie, origin })
      expect(out.status, origin).toBe(403)
      expect(credentialedHeaders(out)).toEqual({ origin: null, credentials: null })
      expect(out.headers.get('set-cookie')).toBeNull()
    }
    // Still signed in on the page that made the session.
    expect(await getSession(server, cookie)).not.toBeNull()
  })

  test('behavior: preflights follow the same rule: the listed origin gets 204 with the credentialed headers, any other none (RELIABILITY #26)', async () => {
    for (const path of ['/siwx/session', '/siwx/signout', '/siwx/verify', '/siwx/nonce']) {
      const preflight = (origin: string) =>
        fetch(apiUrl(server.url, path), {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        })
      const listed = await preflight(ORIGIN)
      expect(listed.status, path).toBe(204)
      expect(credentialedHeaders(listed)).toEqual({ origin: ORIGIN, credentials: 'true' })
      expect(listed.headers.get('access-control-allow-methods')).toContain('POST')
      expect(listed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
      const foreign = await preflight('https://evil.example.net')
      expect(foreign.status, path).toBe(403)
      expect(credentialedHeaders(foreign)).toEqual({ origin: null, credentials: null })
      expect(foreign.headers.get('access-control-allow-methods')).toBeNull()
    }
  })

  test("behavior: a cookie made for one project is no session for another, and the other's sign out leaves it alone (RELIABILITY #26)", async () => {
    const { cookie, id } = await signIn(server)
    // The same browser cookie, sent to another project on the same page's origin.
    expect(await getSession(server, cookie, 'second-project')).toBeNull()
    // Even the session id put under the other project's cookie name.
    const forged = `latch_siwx_second-project=${id}`
    expect(await getSession(server, forged, 'second-project')).toBeNull()
    const out = await call(server, '/siwx/signout', { cookie: forged, projectId: 'second-project' })
    expect(out.status).toBe(200)
    expect(await getSession(server, cookie)).not.toBeNull()
  })

  test('behavior: a session is no session for another origin the project allows, whose host is not the domain it was signed for (RELIABILITY #26)', async () => {
    const { cookie } = await signIn(server)
    const shop = 'https://shop.example.org'
    const read = await call(server, '/siwx/session', { cookie, origin: shop })
    expect(read.status).toBe(200)
    expect(credentialedHeaders(read)).toEqual({ origin: shop, credentials: 'true' })
    expect(await read.json()).toEqual({ session: null })
    // Its sign out ends nothing and keeps the cookie of the page that made the session.
    const out = await call(server, '/siwx/signout', { cookie, origin: shop })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toBeNull()
    expect(await getSession(server, cookie)).not.toBeNull()
  })

  test('behavior: each refusal is its own typed error (RELIABILITY #19): replayed nonce, wrong domain, chain not allowed, another key', async () => {
    const signed = await signedSignIn(server)
    expect((await verify(server, signed)).status).toBe(200)
    const replay = await verify(server, signed)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ error: 'SIWX_NONCE_REPLAYED' })

    const otherDomain = await verify(server, await signedSignIn(server, { domain: 'evil.example.com' }))
    expect(await otherDomain.json()).toMatchObject({ error: 'SIWX_DOMAIN_MISMATCH' })
    const otherChain = await verify(server, await signedSignIn(server, { chainId: 5 }))
    expect(await otherChain.json()).toMatchObject({ error: 'SIWX_CHAIN_NOT_ALLOWED' })
    const forged = await signedSignIn(server)
    const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
    const wrongKey = await verify(server, {
      ...forged,
      signature: await stranger.signMessage({ message: forged.message }),
    })
    expect(await wrongKey.json()).toMatchObject({ error: 'SIWX_SIGNATURE_MISMATCH' })
  })

  test('error: a page whose origin the project does not allow cannot sign in; a malformed body is a typed 400; a garbled cookie is no session', async () => {
    const foreign = await verify(server, await signedSignIn(server), 'https://evil.example.net')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('set-cookie')).toBeNull()
    const malformed = await verify(server, { message: 42 })
    expect(malformed.status).toBe(400)
    const refused = (await malformed.json()) as { error: string; issues: string[] }
    expect(refused.error).toBe('Invalid sign-in')
    expect(refused.issues).toContain('message: must be text')
    for (const value of ['not-a-session', '%00%00', 'x'.repeat(5000), '%ED%A0%80'])
      expect(await getSession(server, `${COOKIE}=${value}`)).toBeNull()
  })

  test('parameters: a message valid until 2200 signs in; its cookie lasts the 400 days browsers keep one (no 500)', async () => {
    const response = await verify(
      server,
      await signedSignIn(server, { expirationTime: new Date('2200-01-01') }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toContain(`Max-Age=${400 * 24 * 60 * 60};`)
    expect(await getSession(server, sessionCookie(response))).not.toBeNull()
  })
})

describe('sign-in on two instances of one PostgreSQL database (behind a load balancer)', () => {
  let a: RunningServer
  let b: RunningServer
  beforeAll(async () => {
    const databaseUrl = await BACKENDS[1].databaseUrl()
    const backend = { name: 'PostgreSQL', databaseUrl: async () => databaseUrl }
    ;[a, b] = await Promise.all([startTestServer(backend), startTestServer(backend)])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  test('behavior: a nonce from one instance verifies on the other once; the session cookie works on both', async () => {
    const signed = await signedSignIn(a)
    const accepted = await verify(b, signed)
    expect(accepted.status).toBe(200)
    expect((await verify(a, signed)).status).toBe(401)
    const cookie = sessionCookie(accepted)
    expect(await getSession(a, cookie)).not.toBeNull()
    expect(await getSession(b, cookie)).not.toBeNull()
  })
})
