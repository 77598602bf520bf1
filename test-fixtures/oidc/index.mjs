// A local OpenID Connect provider that acts as "Google" offline: oidc-provider (the certified OpenID provider for
// Node) with an in-memory store, test users whose e-mails are verified or not, and a sign-in page that lists them.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import Provider from 'oidc-provider'

/** The users the provider knows: one verified e-mail, one unverified, one verified that matches no one else. */
export const TEST_USERS = Object.freeze([
  Object.freeze({ sub: 'ada-1815', email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace' }),
  Object.freeze({ sub: 'eve-1337', email: 'eve@example.com', emailVerified: false, name: 'Eve Unverified' }),
  Object.freeze({ sub: 'grace-1906', email: 'grace@example.com', emailVerified: true, name: 'Grace Hopper' }),
])

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (character) => ESCAPES[character])

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
}

/** The sign-in page: one button per test user (a form POST, no script). */
export function signInPage(uid, users, clientId) {
  const buttons = users
    .map(
      (user) => `<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<input type="hidden" name="sub" value="${escapeHtml(user.sub)}">
<button type="submit" data-sub="${escapeHtml(user.sub)}">${escapeHtml(user.name)} · ${escapeHtml(user.email)} (${user.emailVerified ? 'verified' : 'unverified'})</button>
</form>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in (local test provider)</title></head>
<body>
<h1>Sign in to ${escapeHtml(clientId)}</h1>
<p>A local OpenID provider for tests and the demo. Choose a test user:</p>
${buttons}
</body>
</html>
`
}

/** oidc-provider's storage contract over Maps; clients come from `clients` (registered at run time). */
function memoryAdapterFactory(clients) {
  const entries = new Map()
  const key = (model, id) => `${model}:${id}`
  return class MemoryAdapter {
    constructor(model) {
      this.model = model
    }
    async upsert(id, payload, expiresIn) {
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY
      entries.set(key(this.model, id), { payload: { ...payload }, expiresAt })
    }
    async find(id) {
      if (this.model === 'Client') return clients.get(id)
      const entry = entries.get(key(this.model, id))
      if (!entry || entry.expiresAt <= Date.now()) return undefined
      return { ...entry.payload }
    }
    async findByUid(uid) {
      for (const [entryKey, entry] of entries) {
        if (entryKey.startsWith(`${this.model}:`) && entry.payload.uid === uid)
          return this.find(entry.payload.jti)
      }
      return undefined
    }
    async findByUserCode(userCode) {
      for (const [entryKey, entry] of entries) {
        if (entryKey.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) {
          return this.find(entry.payload.jti)
        }
      }
      return undefined
    }
    async consume(id) {
      const entry = entries.get(key(this.model, id))
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
    }
    async destroy(id) {
      entries.delete(key(this.model, id))
    }
    async revokeByGrantId(grantId) {
      for (const [entryKey, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(entryKey)
    }
  }
}

const readForm = (request) =>
  new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => {
      body += chunk
      if (body.length > 10_000) request.destroy()
    })
    request.on('end', () => resolve(new URLSearchParams(body)))
    request.on('error', reject)
  })

/**
 * Starts the provider on 127.0.0.1 (`port` 0: a free one). Its issuer is its URL; register relying parties with
 * `registerClient` (their redirect URIs are known only once they listen). Resolves with `issuer`, `users`,
 * `registerClient` and `close`.
 */
export async function startOidcProvider({ port = 0, users = TEST_USERS } = {}) {
  const clients = new Map()
  const server = createServer()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const issuer = `http://127.0.0.1:${server.address().port}`
  const bySub = new Map(users.map((user) => [user.sub, user]))
  const provider = new Provider(issuer, {
    adapter: memoryAdapterFactory(clients),
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google does: the ID token itself carries the scope's claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Each login asks for the user again (tests sign in as several users in one browser).
    ttl: { Session: 1, Interaction: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
          alg: 'RS256',
          kid: 'fixture',
        },
      ],
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = bySub.get(sub)
      if (!user) return undefined
      return {
        accountId: sub,
        async claims() {
          return { sub, email: user.email, email_verified: user.emailVerified, name: user.name }
        },
      }
    },
  })
  const callback = provider.callback()

  server.on('request', async (request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path)
    if (!interaction) return callback(request, response)
    try {
      const details = await provider.interactionDetails(request, response)
      if (request.method === 'GET' && !interaction[2]) {
        response.writeHead(200, PAGE_HEADERS).end(signInPage(details.uid, users, details.params.client_id))
        return
      }
      if (request.method !== 'POST' || !interaction[2]) {
        response.writeHead(405, PAGE_HEADERS).end()
        return
      }
      const sub = (await readForm(request)).get('sub') ?? ''
      if (!bySub.has(sub)) {
        response.writeHead(400, PAGE_HEADERS).end('Unknown test user')
        return
      }
      const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id })
      grant.addOIDCScope(String(details.params.scope ?? 'openid'))
      const grantId = await grant.save()
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      )
    } catch (error) {
      response.writeHead(400, PAGE_HEADERS).end(escapeHtml(error?.message ?? 'Bad interaction'))
    }
  })

  return {
    issuer,
    users,
    registerClient({ clientId, clientSecret, redirectUris }) {
      clients.set(clientId, {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      })
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
