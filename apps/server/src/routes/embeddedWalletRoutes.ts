import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  embeddedPasskeys,
  embeddedSessions,
  embeddedShareReleases,
  embeddedSocialIdentities,
  embeddedUsers,
  embeddedWallets,
} from '../db/schema'
import type { EmbeddedContext } from '../embedded/embeddedContext'
import { type EmbeddedEnv, embeddedGuard, requireSession } from '../embedded/embeddedGuard'
import { publicUser } from '../embedded/embeddedUsers'
import { MAX_BODY_BYTES, WalletBody } from '../embedded/requestBodies'
import { openShare, sealShare } from '../embedded/shareSeal'
import { tryAgain } from '../embedded/tryAgain'
import { readJsonBody } from '../http/boundary'

/** By default, the auth share goes only to a session opened by a code less than this long ago. */
const FRESH_SESSION_MS = 10 * 60_000
/** At most this many releases of one user's auth share per window. */
const SHARE_RELEASES_PER_WINDOW = 5
const SHARE_RELEASE_WINDOW_MS = 10 * 60_000

/** The wallet's public accounts and the server's share of it: set once, released to fresh sessions only. */
export function embeddedWalletRoutes(context: EmbeddedContext) {
  const { db } = context
  const app = new Hono<EmbeddedEnv>()
  const guard = embeddedGuard(context)
  const session = requireSession(context)

  app.put('/embedded/wallet', guard, session, async (c) => {
    const body = await readJsonBody(c, WalletBody, { maxBytes: MAX_BODY_BYTES, error: 'Invalid wallet' })
    if (!body.ok) return body.response
    const { userId } = c.get('session')
    const [user] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.id, userId))
    if (user?.walletDeletedAt != null && body.value.replacesDeleted !== true) {
      return c.json({ error: 'This wallet was deleted: confirm a new one' }, 409)
    }
    const stored = await db
      .insert(embeddedWallets)
      .values({
        userId,
        eip155Address: body.value.accounts.eip155,
        solanaAddress: body.value.accounts.solana,
        authShareSealed: sealShare(context.options.shareKey, userId, body.value.authShare),
        createdAt: context.now(),
      })
      .onConflictDoNothing({ target: embeddedWallets.userId })
      .returning({ userId: embeddedWallets.userId })
    if (stored.length === 0) return c.json({ error: 'Wallet already exists' }, 409)
    await db.update(embeddedUsers).set({ walletDeletedAt: null }).where(eq(embeddedUsers.id, userId))
    return c.json(await publicUser(db, userId), 201)
  })

  // Delete: the server forgets its share, the passkeys (and the shares sealed under them) and the social links, and
  // every session of the user ends. The user row stays, marked, so the next login does not silently make a new
  // wallet for this e-mail.
  app.delete('/embedded/wallet', guard, session, async (c) => {
    const { userId } = c.get('session')
    const now = context.now()
    await db.transaction(async (tx) => {
      await tx.delete(embeddedWallets).where(eq(embeddedWallets.userId, userId))
      await tx.delete(embeddedPasskeys).where(eq(embeddedPasskeys.userId, userId))
      await tx.delete(embeddedSocialIdentities).where(eq(embeddedSocialIdentities.userId, userId))
      await tx.delete(embeddedShareReleases).where(eq(embeddedShareReleases.userId, userId))
      await tx
        .update(embeddedSessions)
        .set({ revokedAt: now })
        .where(and(eq(embeddedSessions.userId, userId), isNull(embeddedSessions.revokedAt)))
      await tx.update(embeddedUsers).set({ walletDeletedAt: now }).where(eq(embeddedUsers.id, userId))
    })
    return c.body(null, 204)
  })

  app.post('/embedded/wallet/auth-share', guard, session, async (c) => {
    const { userId, createdAt } = c.get('session')
    const now = context.now()
    if (now - createdAt >= (context.options.freshSessionMs ?? FRESH_SESSION_MS)) {
      return c.json({ error: 'Session too old: verify a new code' }, 403)
    }
    const recent = await db
      .select({ releasedAt: embeddedShareReleases.releasedAt })
      .from(embeddedShareReleases)
      .where(
        and(
          eq(embeddedShareReleases.userId, userId),
          gt(embeddedShareReleases.releasedAt, now - SHARE_RELEASE_WINDOW_MS),
        ),
      )
      .orderBy(asc(embeddedShareReleases.releasedAt))
    const oldest = recent[0]
    if (oldest && recent.length >= SHARE_RELEASES_PER_WINDOW) {
      return tryAgain(c, oldest.releasedAt + SHARE_RELEASE_WINDOW_MS - now)
    }
    const [wallet] = await db.select().from(embeddedWallets).where(eq(embeddedWallets.userId, userId))
    if (!wallet) return c.json({ error: 'No wallet' }, 404)
    await db.insert(embeddedShareReleases).values({ userId, releasedAt: now })
    const share = openShare(context.options.shareKey, userId, wallet.authShareSealed)
    c.header('Cache-Control', 'no-store')
    return c.json({ authShare: Buffer.from(share).toString('base64') })
  })

  return app
}
