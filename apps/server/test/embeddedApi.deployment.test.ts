import type { SmtpSink } from '@latch/fixture-smtp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BACKENDS } from './backends'
import {
  type EmbeddedTestServer,
  frameCall,
  freshEmail,
  requestCode,
  startEmbeddedServer,
  startSmtpSink,
  testClock,
} from './embedded'

// Issue 32: the embedded wallet's routes when the deployment is more than one process (two instances on one
// PostgreSQL) and when the mail server refuses. The routes themselves: embeddedApi.test.ts.

describe('two server instances sharing one PostgreSQL', () => {
  const clock = testClock()
  let sink: SmtpSink
  let first: EmbeddedTestServer
  let second: EmbeddedTestServer
  beforeAll(async () => {
    sink = await startSmtpSink()
    const databaseUrl = await (BACKENDS[1] as (typeof BACKENDS)[1]).databaseUrl()
    // Behind one public origin, with the same secrets: what a load balancer in front of two instances gives.
    const shared = {
      databaseUrl,
      sink,
      clock,
      tokenSecret: 'a shared secret of at least thirty-two bytes',
      shareKey: new Uint8Array(32).fill(7),
      publicOrigin: 'https://wallet.example.test',
    }
    first = await startEmbeddedServer(shared)
    second = await startEmbeddedServer(shared)
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await sink?.close()
  })

  test('a code started on one verifies on the other, and the session holds on both', async () => {
    const email = freshEmail('shared')
    const code = await requestCode(sink, first, email)
    const verified = await frameCall(second, 'POST', '/embedded/email/verify', { body: { email, code } })
    expect(verified.status).toBe(200)
    const { token } = (await verified.json()) as { token: string }
    expect((await frameCall(first, 'GET', '/embedded/user', { token })).status).toBe(200)
    expect((await frameCall(second, 'POST', '/embedded/signout', { token })).status).toBe(204)
    expect((await frameCall(first, 'GET', '/embedded/user', { token })).status).toBe(401)
  })

  test('the resend rule and the attempt count hold across instances (RELIABILITY #30)', async () => {
    const email = freshEmail('both')
    const code = await requestCode(sink, first, email)
    const resend = await frameCall(second, 'POST', '/embedded/email/start', {
      body: { email, purpose: 'login' },
    })
    expect(resend.status).toBe(429)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        frameCall(index % 2 ? first : second, 'POST', '/embedded/email/verify', {
          body: { email, code: wrong },
        }),
      ),
    )
    const statuses = guesses.map((response) => response.status).sort()
    expect(statuses).toEqual([401, 401, 401, 401, 401, 423, 423, 423])
    const right = await frameCall(first, 'POST', '/embedded/email/verify', { body: { email, code } })
    expect(right.status).toBe(423)
  })
})

describe('a mail server that refuses', () => {
  let target: EmbeddedTestServer
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const deadSink = { smtpUrl: 'smtp://127.0.0.1:1' } as SmtpSink
    target = await startEmbeddedServer({ databaseUrl: undefined, sink: deadSink, clock: testClock() })
  })
  afterAll(() => target?.close())

  test('gives a typed 502, keeps no code, and lets the visitor ask again at once', async () => {
    const email = freshEmail('unsent')
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await frameCall(target, 'POST', '/embedded/email/start', {
        body: { email, purpose: 'login' },
      })
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ error: 'The e-mail could not be sent' })
    }
    const rows = await target.server.database.sql.query(
      'select * from embedded_email_codes where email = $1',
      [email],
    )
    expect(rows.rows).toEqual([])
  })
})
