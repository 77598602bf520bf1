import { randomUUID } from 'node:crypto'
import { type AnvilInstance, startAnvil } from '@latch/fixture-evm/node'
import type { SmtpSink } from '@latch/fixture-smtp'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { BACKENDS } from './backends'
import { type EmbeddedTestServer, frameCall, startEmbeddedServer, startSmtpSink, testClock } from './embedded'
import { signInWithFarcaster, TEST_RELAY_KEY, tableFidResolver } from './farcaster'
import { expectTypedRefusal } from './hostile'

// Issue 33, Deliver 3: Sign In With Farcaster. apps/server serves the relay's channel endpoints and the frame's
// `/embedded/farcaster/*`; a wallet client (@farcaster/auth-client) signs with a real key, the server verifies with
// the auth-client's verifySignInMessage (its SIWE check runs against a real anvil on chain 10, OP Mainnet's id).
// The fid → custody lookup is a table (tableFidResolver), the only stand-in.

interface FarcasterSession {
  token: string
  user: { id: string; email: string }
  wallet: { accounts: { eip155: string; solana: string } } | null
  socialProvider: string
  farcaster?: { username: string }
}

describe.each(BACKENDS)('Sign In With Farcaster on $name', (backend) => {
  const clock = testClock()
  const custodies = new Map<string, bigint>()
  let anvil: AnvilInstance
  let sink: SmtpSink
  let target: EmbeddedTestServer
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 10 })
    sink = await startSmtpSink()
    target = await startEmbeddedServer({
      databaseUrl: await backend.databaseUrl(),
      sink,
      clock,
      farcaster: {
        relayKey: TEST_RELAY_KEY,
        optimismRpcUrl: anvil.rpcUrl,
        fidResolver: tableFidResolver(custodies),
      },
    })
  })
  afterAll(async () => {
    await target?.close()
    await sink?.close()
    await anvil?.stop()
  })
  afterEach(() => {
    clock.offsetMs = 0
  })

  /** A Farcaster account: a fresh fid and its custody key, registered in the fid table. */
  function farcasterAccount() {
    const custody = privateKeyToAccount(generatePrivateKey())
    const fid = 10_000 + custodies.size
    custodies.set(custody.address.toLowerCase(), BigInt(fid))
    return { fid, custody }
  }

  async function start(attempt = randomUUID()) {
    const response = await frameCall(target, 'POST', '/embedded/farcaster/start', { body: { attempt } })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    return { attempt, url }
  }

  const result = (attempt: string) =>
    frameCall(target, 'POST', '/embedded/farcaster/result', { body: { attempt } })

  const sign = (url: string, account: ReturnType<typeof farcasterAccount>, extra: object = {}) =>
    signInWithFarcaster({ relay: target.server.url, rpcUrl: anvil.rpcUrl, url, ...account, ...extra })

  test('the link is a Sign In With Farcaster link; pending until the custody key signs, then a session for the fid', async () => {
    const account = farcasterAccount()
    const { attempt, url } = await start()
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=[\w-]+$/)
    const pending = await result(attempt)
    expect(pending.status).toBe(202)

    const answered = await sign(url, account, { username: 'ada' })
    expect(answered.response?.status).toBe(201)
    const first = await result(attempt)
    expect(first.status).toBe(200)
    const session = (await first.json()) as FarcasterSession
    expect(session.socialProvider).toBe('farcaster')
    expect(session.farcaster).toEqual({ username: 'ada' })
    expect(session.wallet).toBeNull()
    // A frame session like the e-mail path's: it reads the user and stores the wallet.
    const accounts = { eip155: `0x${'fc'.repeat(20)}`, solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }
    const put = await frameCall(target, 'PUT', '/embedded/wallet', {
      token: session.token,
      body: { authShare: Buffer.from([1, 2, 3, 4]).toString('base64'), accounts },
    })
    expect(put.status).toBe(201)

    // The outcome is taken once.
    const again = await result(attempt)
    expect(again.status).toBe(409)

    // The same fid, another login (another device): the same user and wallet.
    const second = await start()
    await sign(second.url, account)
    const next = await result(second.attempt)
    expect(next.status).toBe(200)
    const nextSession = (await next.json()) as FarcasterSession
    expect(nextSession.user).toEqual(session.user)
    expect(nextSession.wallet).toEqual({ accounts })
  })

  test("a key that is not the fid's custody address does not log in, and makes no user", async () => {
    const owner = farcasterAccount()
    const impostor = privateKeyToAccount(generatePrivateKey())
    const { attempt, url } = await start()
    await sign(url, { fid: owner.fid, custody: impostor })
    const refused = await result(attempt)
    expect(refused.status).toBe(400)
    expect((await expectTypedRefusal(refused)).error).toBe('The Farcaster signature did not verify')
    const users = await target.server.database.sql.query('SELECT 1 FROM embedded_users WHERE email = $1', [
      `farcaster:${owner.fid}`,
    ])
    expect(users.rows).toHaveLength(0)
  })

  test('a message signed for another nonce or domain (a replay from another login) is refused', async () => {
    const account = farcasterAccount()
    for (const override of [{ nonce: 'aaaaaaaabbbbbbbbcccccccc' }, { domain: 'evil.example.com' }]) {
      const { attempt, url } = await start()
      await sign(url, account, { override })
      const refused = await result(attempt)
      expect(refused.status).toBe(400)
      expect((await refused.json()) as { error: string }).toMatchObject({
        error: 'The Farcaster signature did not verify',
      })
    }
  })

  test('the relay answers only a wallet with its key, once per channel, and refuses bad bodies with a typed error', async () => {
    const account = farcasterAccount()
    const { url } = await start()
    const withoutKey = await sign(url, account, { relayKey: 'not-the-key' })
    expect(withoutKey.response?.status).toBe(401)
    const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
    const answer = (body: object) =>
      fetch(`${target.server.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${channelToken}`,
          'X-Farcaster-Auth-Relay-Key': TEST_RELAY_KEY,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      })
    const bad = await answer({ message: 'hi\u0000', signature: '0x12', fid: -1 })
    expect(bad.status).toBe(400)
    await expectTypedRefusal(bad)
    expect((await sign(url, account)).response?.status).toBe(201)
    // A second answer (another signer) does not replace the first.
    const twice = await answer({ message: 'another', signature: `0x${'ab'.repeat(65)}`, fid: account.fid })
    expect(twice.status).toBe(409)
  })

  test('a login not signed within its time expires with a clear error', async () => {
    const { attempt } = await start()
    clock.offsetMs = 11 * 60_000
    const expired = await result(attempt)
    expect(expired.status).toBe(410)
    expect((await expired.json()) as { error: string }).toMatchObject({
      error: 'This login expired: start again',
    })
  })
})
