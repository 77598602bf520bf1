import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { embeddedUsers, embeddedWallets } from '../db/schema'

/** A user and their wallet's public accounts, as the frame reads them (never the share). */
export interface PublicUser {
  user: { id: string; email: string }
  wallet: { accounts: { eip155: string; solana: string } } | null
  /** The visitor deleted this account's wallet: a new one needs their explicit confirmation. */
  walletDeleted?: true
}

/** The project's user for `email`, created on the first login (concurrent first logins make one user). */
export async function userForEmail(db: Database, projectId: string, email: string, now: number) {
  await db
    .insert(embeddedUsers)
    .values({ id: randomUUID(), projectId, email, createdAt: now })
    .onConflictDoNothing({ target: [embeddedUsers.projectId, embeddedUsers.email] })
  const [user] = await db
    .select()
    .from(embeddedUsers)
    .where(and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, email)))
  if (!user) throw new Error('embedded user vanished after insert')
  return user
}

export async function publicUser(db: Database, userId: string): Promise<PublicUser | undefined> {
  const [row] = await db
    .select({
      id: embeddedUsers.id,
      email: embeddedUsers.email,
      walletDeletedAt: embeddedUsers.walletDeletedAt,
      eip155: embeddedWallets.eip155Address,
      solana: embeddedWallets.solanaAddress,
    })
    .from(embeddedUsers)
    .leftJoin(embeddedWallets, eq(embeddedWallets.userId, embeddedUsers.id))
    .where(eq(embeddedUsers.id, userId))
  if (!row) return undefined
  const wallet = row.eip155 && row.solana ? { accounts: { eip155: row.eip155, solana: row.solana } } : null
  return {
    user: { id: row.id, email: row.email },
    wallet,
    ...(wallet === null && row.walletDeletedAt !== null ? { walletDeleted: true as const } : {}),
  }
}
