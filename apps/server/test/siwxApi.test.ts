import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningServer } from '../src/startServer'
import { apiUrl } from './api'
import { BACKENDS, startTestServer } from './backends'

// Issue 18, step 5: the sign-in routes a host's pages call, on PGlite and on a real PostgreSQL.
const ORIGIN = 'https://app.example.com'
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

async function nonceFrom(server: RunningServer): Promise<string> {
  const response = await fetch(apiUrl(server.url, '/siwx/nonce'))
  return ((await response.json()) as { nonce: string }).nonce
}

/** A real EIP-4361 sign-in for the test project's page, signed by the account's key. */
async function signedSignIn(server: RunningServer, overrides: { domain?: string; chainId?: number } = {}) {
  const message = createSiweMessage({
    domain: overrides.domain ?? 'app.example.com',
    address: account.address,
    uri: ORIGIN,
    version: '1',
    chainId: overrides.chainId ?? 1,
    nonce: await nonceFrom(server),
    issuedAt: new Date(),
    statement: 'Sign in to the test app',
  })
  return { message, signature: await account.signMessage({ message }) }
}

function verify(server: RunningServer, body: unknown, origin = ORIGIN) {
  return fetch(apiUrl(server.url, '/siwx/verify'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  })
}

const sessionCookie = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

/** The session behind `cookie`, or null. */
async function getSession(server: RunningServer, cookie: string) {
  const response = await fetch(apiUrl(server.url, '/siwx/session'), {
    headers: { Cookie: cookie, Origin: ORIGIN },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { session: { data: { statement: string } } | null }).session
}

describe.each(BACKENDS)('sign-in routes on $name', (backend) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.close()
  })

  test('default: nonce, verify a real signature → an HTTP-only session cookie; the session answers; sign out ends it', async () => {
    const response = await verify(server, await signedSignIn(server))
    expect(response.status).toBe(200)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^latch_siwx=[^;]{20,};/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Secure')
    const { session } = (await response.json()) as { session: Record<string, unknown> }
    expect(session).toMatchObject({ address: account.address.toLowerCase(), chainId: 'eip155:1' })
    expect(session).not.toHaveProperty('id')

    const cookie = sessionCookie(response)
    expect((await getSession(server, cookie))?.data.statement).toBe('Sign in to the test app')
    const out = await fetch(apiUrl(server.url, '/siwx/signout'), {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN },
    })
    expect(out.status).toBe(200)
    expect(await getSession(server, cookie)).toBeNull()
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

  test('error: a page whose origin the project does not allow cannot sign in; a malformed body is a 400', async () => {
    const foreign = await verify(server, await signedSignIn(server), 'https://evil.example.net')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('set-cookie')).toBeNull()
    const malformed = await verify(server, { message: 42 })
    expect(malformed.status).toBe(400)
    expect(await getSession(server, 'latch_siwx=not-a-session')).toBeNull()
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
