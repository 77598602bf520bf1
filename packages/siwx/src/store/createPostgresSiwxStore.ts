import type { SignInMessage } from '@latch/core'
import type { NonceUse, SiwxServerSession, SiwxStore } from './types'

/**
 * The one call the PostgreSQL store makes: a parameterised query (`$1`, `$2`, ...) answering its rows. node-postgres'
 * `Pool` and `Client` and PGlite have it as is; for another driver, wrap it.
 */
export interface SqlQueryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * The tables the PostgreSQL store reads and writes. Run it once (`ensureSiwxTables`), or put the same tables in
 * your own migrations (the Latch server does). Times are ms since the epoch.
 */
export const SIWX_POSTGRES_SCHEMA = `
CREATE TABLE IF NOT EXISTS latch_siwx_nonces (
  nonce text PRIMARY KEY,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE TABLE IF NOT EXISTS latch_siwx_sessions (
  id text PRIMARY KEY,
  chain_id text NOT NULL,
  address text NOT NULL,
  fields jsonb NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  scope text
);
ALTER TABLE latch_siwx_sessions ADD COLUMN IF NOT EXISTS scope text;
CREATE INDEX IF NOT EXISTS latch_siwx_sessions_account ON latch_siwx_sessions (chain_id, address);
`

/** Creates the store's tables when they are missing. */
export async function ensureSiwxTables(client: SqlQueryable): Promise<void> {
  for (const statement of SIWX_POSTGRES_SCHEMA.split(';').map((part) => part.trim()))
    if (statement) await client.query(statement)
}

interface SessionRow {
  id: string
  chain_id: string
  address: string
  fields: SignInMessage | string
  message: string
  signature: string
  created_at: string | number
  expires_at: string | number
  scope: string | null
}

// bigint columns come back as strings from node-postgres; jsonb as text from some drivers.
function toSession(row: SessionRow): SiwxServerSession {
  return {
    id: row.id,
    chainId: row.chain_id,
    address: row.address,
    fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as SignInMessage) : row.fields,
    message: row.message,
    signature: row.signature,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    ...(row.scope !== null ? { scope: row.scope } : {}),
  }
}

const SESSION_COLUMNS = 'id, chain_id, address, fields, message, signature, created_at, expires_at, scope'

/**
 * Nonces and sessions in PostgreSQL (a server, or PGlite), so every process behind a load balancer sees the same
 * ones. `useNonce` is one conditional UPDATE: of two concurrent uses of a nonce, exactly one gets 'used-now'.
 */
export function createPostgresSiwxStore(client: SqlQueryable): SiwxStore {
  return {
    async saveNonce(nonce, expiresAt) {
      await client.query('DELETE FROM latch_siwx_nonces WHERE expires_at <= $1', [Date.now()])
      await client.query('INSERT INTO latch_siwx_nonces (nonce, expires_at) VALUES ($1, $2)', [
        nonce,
        expiresAt,
      ])
    },
    async useNonce(nonce, now): Promise<NonceUse> {
      const used = await client.query(
        'UPDATE latch_siwx_nonces SET used_at = $2 WHERE nonce = $1 AND used_at IS NULL AND expires_at > $2 RETURNING nonce',
        [nonce, now],
      )
      if (used.rows.length === 1) return 'used-now'
      const known = await client.query(
        'SELECT nonce FROM latch_siwx_nonces WHERE nonce = $1 AND expires_at > $2',
        [nonce, now],
      )
      return known.rows.length === 1 ? 'already-used' : 'unknown'
    },
    async saveSession(session) {
      await client.query(
        `INSERT INTO latch_siwx_sessions (${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          session.id,
          session.chainId,
          session.address,
          JSON.stringify(session.fields),
          session.message,
          session.signature,
          session.createdAt,
          session.expiresAt,
          session.scope ?? null,
        ],
      )
    },
    async findSession(id) {
      const { rows } = await client.query(
        `SELECT ${SESSION_COLUMNS} FROM latch_siwx_sessions WHERE id = $1`,
        [id],
      )
      const row = rows[0] as SessionRow | undefined
      return row ? toSession(row) : undefined
    },
    async findSessions(chainId, address) {
      const { rows } = await client.query(
        `SELECT ${SESSION_COLUMNS} FROM latch_siwx_sessions WHERE chain_id = $1 AND address = $2 ORDER BY created_at`,
        [chainId, address],
      )
      return (rows as SessionRow[]).map(toSession)
    },
    async deleteSessions(filter) {
      if ('id' in filter) {
        await client.query('DELETE FROM latch_siwx_sessions WHERE id = $1', [filter.id])
        return
      }
      await client.query('DELETE FROM latch_siwx_sessions WHERE chain_id = $1 AND address = $2', [
        filter.chainId,
        filter.address,
      ])
    },
  }
}
