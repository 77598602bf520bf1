import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { readJsonBody, safeInteger, safeText, safeToken } from '../http/boundary'
import type { ChannelStore } from './channelStore'

// The Farcaster Auth relay's channel endpoints (the wire format of farcasterxyz/auth-monorepo's apps/relay, which
// `@farcaster/auth-client` speaks): an app opens a channel, a wallet app posts the signed Sign In With Farcaster
// message to it, and the app polls the channel's status. A real Farcaster app posts only to Farcaster's own relay
// (the link carries no relay address), so this one serves tests and the demo, with a wallet client holding the key.

/** The deep link a wallet app opens, as Farcaster's relay makes it: the channel token is its only parameter. */
const SIWF_LINK_BASE = 'https://farcaster.xyz/~/siwf'

const Optional = (maxLength: number) => v.optional(safeText(maxLength))
const CreateChannel = v.object({
  siweUri: v.pipe(safeText(2048), v.url('must be a URL')),
  domain: safeToken(/^[\w.:[\]-]{1,255}$/),
  nonce: v.optional(safeToken(/^[A-Za-z0-9]{8,96}$/)),
  notBefore: Optional(64),
  expirationTime: Optional(64),
  requestId: Optional(256),
  redirectUrl: Optional(2048),
  acceptAuthAddress: v.optional(v.boolean()),
})
const Authenticate = v.object({
  message: safeText(4096),
  signature: safeToken(/^0x[0-9a-fA-F]{2,2048}$/, 2050) as v.GenericSchema<string, `0x${string}`>,
  authMethod: v.optional(v.picklist(['custody', 'authAddress'])),
  fid: safeInteger(1, Number.MAX_SAFE_INTEGER),
  username: Optional(64),
  displayName: Optional(128),
  bio: Optional(1024),
  pfpUrl: Optional(2048),
})

const BEARER = /^Bearer ([\w-]{16,128})$/
const channelTokenOf = (c: Context) => BEARER.exec(c.req.header('Authorization') ?? '')?.[1]

const sameKey = (given: string | undefined, key: string) => {
  if (given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * `POST /v1/channel` (201 `{ channelToken, url, nonce }`), `GET /v1/channel/status` (Bearer channel token; 202
 * while pending, 200 once with the answer, then the channel is closed) and `POST /v1/channel/authenticate` (Bearer
 * channel token and the relay key in `X-Farcaster-Auth-Relay-Key`, as Farcaster's relay asks of wallet apps).
 */
export function farcasterRelayRoutes(store: ChannelStore, relayKey: string) {
  const app = new Hono()

  app.post('/v1/channel', async (c) => {
    const body = await readJsonBody(c, CreateChannel, { maxBytes: 8 * 1024, error: 'Validation error' })
    if (!body.ok) return body.response
    const nonce = body.value.nonce ?? crypto.randomUUID().replaceAll('-', '')
    const opened = store.open((token) => ({
      url: `${SIWF_LINK_BASE}?${new URLSearchParams({ channelToken: token })}`,
      nonce,
      signatureParams: { ...body.value, nonce },
      acceptAuthAddress: body.value.acceptAuthAddress ?? false,
      metadata: { ip: '', userAgent: c.req.header('User-Agent') ?? 'Unknown' },
    }))
    if (!opened) return c.json({ error: 'Too many open channels' }, 503)
    const { url } = opened.channel
    return c.json({ channelToken: opened.token, url, connectUri: url, nonce }, 201)
  })

  app.get('/v1/channel/status', (c) => {
    const token = channelTokenOf(c)
    const channel = token ? store.read(token) : undefined
    if (!token || !channel) return c.json({ error: 'Unauthorized' }, 401)
    const { url: _url, expiresAt: _expiresAt, answer, ...rest } = channel
    if (!answer) return c.json({ ...rest, state: 'pending' }, 202)
    store.close(token)
    return c.json({ ...rest, ...answer, state: 'completed' }, 200)
  })

  app.post('/v1/channel/authenticate', async (c) => {
    if (!sameKey(c.req.header('X-Farcaster-Auth-Relay-Key'), relayKey))
      return c.json({ error: 'Unauthorized' }, 401)
    const token = channelTokenOf(c)
    if (!token || !store.read(token)) return c.json({ error: 'Unauthorized' }, 401)
    const body = await readJsonBody(c, Authenticate, { maxBytes: 16 * 1024, error: 'Validation error' })
    if (!body.ok) return body.response
    const { authMethod: _authMethod, ...answer } = body.value
    if (!store.answer(token, answer)) return c.json({ error: 'This channel was already answered' }, 409)
    const { url: _url, expiresAt: _expiresAt, ...channel } = store.read(token) ?? {}
    return c.json({ ...channel, state: 'completed' }, 201)
  })

  return app
}
