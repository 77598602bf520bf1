import { describe, expect, test } from 'vitest'
import { BACKENDS } from './backends'
import { embeddedServerFor, frameCall, freshEmail, logIn, testClock } from './embedded'

// Issue 33, "take it away": the visitor deletes the wallet. The server forgets its share (and every passkey's sealed
// share), ends every session, and a later login with the same e-mail gets a new wallet only when the frame says
// the visitor confirmed one. On PGlite and PostgreSQL.

describe.each(BACKENDS)('deleting an embedded wallet on $name', (backend) => {
  const clock = testClock()
  const bed = embeddedServerFor(backend, clock)
  const rows = async (sql: string, params: unknown[] = []) =>
    (await bed.target.server.database.sql.query(sql, params)).rows as Record<string, unknown>[]
  const wallet = (token: string, authShare: string, extra: object = {}) =>
    frameCall(bed.target, 'PUT', '/embedded/wallet', {
      token,
      body: {
        authShare,
        accounts: { eip155: `0x${'ab'.repeat(20)}`, solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
        ...extra,
      },
    })

  test('behavior: delete forgets the auth share and ends every session; the same e-mail gets a new wallet only after confirming', async () => {
    const email = freshEmail('delete')
    const first = await logIn(bed.sink, bed.target, email)
    // A second device's session (past the 30 s resend rule).
    clock.offsetMs += 31_000
    const second = await logIn(bed.sink, bed.target, email)
    expect((await wallet(first.token, 'AQIDBAUG')).status).toBe(201)

    const deleted = await frameCall(bed.target, 'DELETE', '/embedded/wallet', { token: first.token })
    expect(deleted.status).toBe(204)
    expect(await rows('select 1 from embedded_wallets where user_id = $1', [first.user.id])).toEqual([])
    // Every session of the user ends, not only the one that asked.
    for (const token of [first.token, second.token]) {
      const user = await frameCall(bed.target, 'GET', '/embedded/user', { token })
      expect(user.status).toBe(401)
    }

    // A later login with the same e-mail: no wallet, and the frame is told it was deleted.
    clock.offsetMs += 31_000
    const again = await logIn(bed.sink, bed.target, email)
    expect(again.user.id).toBe(first.user.id)
    expect(again).toMatchObject({ wallet: null, walletDeleted: true })
    const refused = await wallet(again.token, 'BwgJCgsM')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: 'This wallet was deleted: confirm a new one' })
    const confirmed = await wallet(again.token, 'BwgJCgsM', { replacesDeleted: true })
    expect(confirmed.status).toBe(201)
    const after = (await confirmed.json()) as Record<string, unknown>
    expect(after.walletDeleted).toBeUndefined()
    // The new share is the one kept.
    const released = await frameCall(bed.target, 'POST', '/embedded/wallet/auth-share', {
      token: again.token,
    })
    expect(await released.json()).toEqual({ authShare: 'BwgJCgsM' })
  })

  test('delete needs a live session and the frame origin', async () => {
    const { token } = await logIn(bed.sink, bed.target, freshEmail('delete-guard'))
    expect((await frameCall(bed.target, 'DELETE', '/embedded/wallet', {})).status).toBe(401)
    expect(
      (await frameCall(bed.target, 'DELETE', '/embedded/wallet', { token, origin: 'https://evil.example' }))
        .status,
    ).toBe(403)
    expect((await frameCall(bed.target, 'GET', '/embedded/user', { token })).status).toBe(200)
  })
})
