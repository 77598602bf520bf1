import type { SignInMessage } from '@latch/core'

/** A verified sign-in: what the signed message says, the proof, and when the session ends. */
export interface SiwxServerSession {
  /** Random id, for a session cookie. */
  id: string
  /** Plain address as the message names it. */
  address: string
  chainId: string
  /** Every field of the signed message, read from the signed text (never from what the client claimed). */
  fields: SignInMessage
  message: string
  signature: string
  /** When the verifier accepted it, ms since the epoch. */
  createdAt: number
  /** When it stops being valid, ms since the epoch (the message's expirationTime, else createdAt + session TTL). */
  expiresAt: number
  /**
   * Whose session it is when one store serves several sites (the Latch server: the project id): the verifier's
   * `scope`. Absent for a verifier without one.
   */
  scope?: string
}

/** What `useNonce` found: the nonce was issued and is used now; was used before; or was never issued / expired. */
export type NonceUse = 'used-now' | 'already-used' | 'unknown'

/**
 * Where nonces and sessions live. The in-memory default suits one process and tests; a server with several
 * processes gives one on its database. `useNonce` must be atomic: of two concurrent calls with one nonce, exactly
 * one gets 'used-now' (in SQL: `UPDATE nonces SET used_at = $now WHERE nonce = $1 AND used_at IS NULL AND
 * expires_at > $now`, then tell 'already-used' from 'unknown' by whether the row exists unexpired).
 */
export interface SiwxStore {
  /** Records an issued nonce, valid until `expiresAt` (ms since the epoch). */
  saveNonce(nonce: string, expiresAt: number): Promise<void>
  /** Marks the nonce used, once. A used nonce is remembered at least until it would have expired. */
  useNonce(nonce: string, now: number): Promise<NonceUse>
  saveSession(session: SiwxServerSession): Promise<void>
  /** A session by id, expired or not (the verifier filters). */
  findSession(id: string): Promise<SiwxServerSession | undefined>
  /** The sessions of an account on a chain, expired or not. `address` is compared as stored. */
  findSessions(chainId: string, address: string): Promise<SiwxServerSession[]>
  /** Deletes one session by id, or every session of an account on a chain. */
  deleteSessions(filter: { id: string } | { chainId: string; address: string }): Promise<void>
}
