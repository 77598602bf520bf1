import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRelayDatabase, type RelayDatabase } from '../src/db/openRelayDatabase'
import { type RunningRelay, startRelay } from '../src/startRelay'
import { openRawClient, relayJwt, upgradeStatus } from './rawClient'

let database: RelayDatabase
let relay: RunningRelay
beforeAll(async () => {
  database = await openRelayDatabase()
  relay = await startRelay({
    database,
    maxMessageBytes: 4096,
    rateLimit: { burst: 20, perSecond: 5 },
  })
})
afterAll(async () => {
  await relay.stop()
  await database.close()
})

describe('relay JWT (RELIABILITY #33: an invalid or foreign JWT is refused)', () => {
  it('opens the socket for a JWT the SDK would make for this relay', async () => {
    expect(await upgradeStatus(`${relay.url}?auth=${await relayJwt(relay.url)}`)).toEqual({
      status: 101,
      body: '',
    })
  })

  it('refuses a JWT made for another relay (audience)', async () => {
    const foreign = await relayJwt('wss://relay.walletconnect.org')
    expect(await upgradeStatus(`${relay.url}?auth=${foreign}`)).toEqual({
      status: 401,
      body: 'Relay JWT is for another relay',
    })
  })

  it('refuses a JWT whose signature is not by its issuer', async () => {
    const [header, payload] = (await relayJwt(relay.url)).split('.')
    const other = (await relayJwt(relay.url)).split('.')[2]
    expect(await upgradeStatus(`${relay.url}?auth=${header}.${payload}.${other}`)).toEqual({
      status: 401,
      body: 'Relay JWT signature invalid',
    })
  })

  it('refuses an expired JWT', async () => {
    const dayAgo = Math.floor(Date.now() / 1000) - 86_400
    const expired = await signJWT('a'.repeat(64), relay.url, 60, generateKeyPair(), dayAgo)
    expect(await upgradeStatus(`${relay.url}?auth=${expired}`)).toEqual({
      status: 401,
      body: 'Relay JWT expired',
    })
  })

  it('refuses a connection without a JWT, and a token that is not one', async () => {
    expect((await upgradeStatus(relay.url)).status).toBe(401)
    expect(await upgradeStatus(`${relay.url}?auth=not.a.jwt`)).toEqual({
      status: 401,
      body: 'Malformed relay JWT',
    })
  })
})

describe('limits (RELIABILITY #33: a flood is rate-limited without touching others)', () => {
  it('refuses an oversized message with a JSON-RPC error, stores nothing, and another client is unaffected', async () => {
    const sender = await openRawClient(relay.url)
    const reader = await openRawClient(relay.url)
    await reader.call('irn_subscribe', { topic: 'size' })
    const refused = await sender.call('irn_publish', { topic: 'size', message: 'x'.repeat(4097), ttl: 60 })
    expect(refused.error).toEqual({
      code: -32602,
      message: 'Payload size limit exceeded. Maximum size is 4096 bytes',
    })
    // The sender's socket is still usable, and the reader gets the next message, not the refused one.
    expect(await sender.call('irn_publish', { topic: 'size', message: 'small', ttl: 60 })).toEqual({
      result: true,
    })
    await expect.poll(() => reader.delivered()).toEqual(['small'])
    const stored = await database.sql.query<{ message: string }>(
      "SELECT message FROM relay_messages WHERE topic = 'size'",
    )
    expect(stored.rows.map((row) => row.message)).toEqual(['small'])
    sender.close()
    reader.close()
  })

  it('refuses a flood past the burst with a rate-limit error while another client publishes and receives', async () => {
    const flooder = await openRawClient(relay.url)
    const other = await openRawClient(relay.url)
    const peer = await openRawClient(relay.url)
    await peer.call('irn_subscribe', { topic: 'calm' })
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        flooder.call('irn_publish', { topic: 'flood', message: `m${index}`, ttl: 60 }),
      ),
    )
    const refused = answers.filter((answer) => answer.error)
    expect(refused.length).toBeGreaterThanOrEqual(35)
    expect(refused[0]?.error).toEqual({ code: -32005, message: 'Too many requests' })
    expect(answers.filter((answer) => answer.result === true).length).toBeLessThanOrEqual(25)
    // Meanwhile another client is served as usual.
    expect(await other.call('irn_publish', { topic: 'calm', message: 'still here', ttl: 60 })).toEqual({
      result: true,
    })
    await expect.poll(() => peer.delivered()).toEqual(['still here'])
    for (const client of [flooder, other, peer]) client.close()
  })
})
