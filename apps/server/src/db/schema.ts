// The one schema of the Latch server, for PGlite and PostgreSQL alike. Migrations in ../../drizzle are generated
// from it with `npm run db:generate -w @latch/server` (drizzle-kit) and committed.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { OnrampConfig } from '../onramp/onrampConfig'

/** `bytea`: PGlite hands back a Uint8Array, node-postgres a Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/** The wallet catalogue (spec §3 wallet listing entry, plus where each field came from). */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Catalogue order: the default ranking. */
    rank: integer('rank').notNull(),
    rdns: text('rdns'),
    /** CAIP namespaces the wallet supports (eip155, solana, ...). */
    chains: text('chains').array().notNull(),
    imageId: text('image_id'),
    homepage: text('homepage'),
    mobileLink: text('mobile_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    appStore: text('app_store'),
    playStore: text('play_store'),
    chromeStore: text('chrome_store'),
    badgeType: text('badge_type').notNull().default('none'),
    /** Source package and licence of the data, the namespaces and the logo. */
    source: jsonb('source').notNull(),
  },
  (table) => [index('wallets_rank_idx').on(table.rank), index('wallets_rdns_idx').on(table.rdns)],
)

/** Image blobs served by the four image endpoints, keyed by a content hash (so they never change). */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  /** wallet, asset, currency or token: which endpoint serves it. */
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
})

/** A host's project: who may use it, and how its wallet lists are shaped. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  featuredWalletIds: text('featured_wallet_ids').array().notNull().default(sql`'{}'::text[]`),
  includeWalletIds: text('include_wallet_ids').array().notNull().default(sql`'{}'::text[]`),
  excludeWalletIds: text('exclude_wallet_ids').array().notNull().default(sql`'{}'::text[]`),
  /** The remote features `/appkit/v1/config` answers. */
  features: jsonb('features').notNull().default(sql`'[]'::jsonb`),
  analyticsEnabled: boolean('analytics_enabled').notNull().default(true),
  /** Requests per minute the explorer routes answer for this project before 429; null: no limit. */
  rateLimitPerMinute: integer('rate_limit_per_minute'),
  /** Sign-in with X on this server: the CAIP-2 chains a sign-in may be for, and RPCs for smart-account checks. */
  siwx: jsonb('siwx').$type<ProjectSiwx>(),
  /** On-ramp providers (migration 0005); secrets are named by environment variable, never stored. */
  onramp: jsonb('onramp').$type<OnrampConfig>(),
})

/** A project's sign-in settings (see `projects.siwx`). */
export interface ProjectSiwx {
  chains: string[]
  /** An RPC per eip155 chain, to verify ERC-1271 / ERC-6492 accounts; without one only EOA signatures pass. */
  rpcUrls?: Record<string, string>
}

/**
 * Sign-in nonces and sessions (`@latch/siwx`'s PostgreSQL store reads and writes these; the table and column
 * names are its `SIWX_POSTGRES_SCHEMA`). Times are ms since the epoch.
 */
export const siwxNonces = pgTable('latch_siwx_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  usedAt: bigint('used_at', { mode: 'number' }),
})

export const siwxSessions = pgTable(
  'latch_siwx_sessions',
  {
    id: text('id').primaryKey(),
    chainId: text('chain_id').notNull(),
    address: text('address').notNull(),
    fields: jsonb('fields').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    /** The project the session was made for (the verifier's scope); sessions from before it (null) are no one's. */
    scope: text('scope'),
  },
  (table) => [index('latch_siwx_sessions_account').on(table.chainId, table.address)],
)

/** Requests counted per project and minute, for the rate limit (in the database, so every instance counts together). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.windowStart] })],
)

/** Every event the `/batch` beacon delivered, per project. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    properties: jsonb('properties').notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('analytics_events_project_time_idx').on(table.projectId, table.occurredAt),
    // A beacon retried after a lost answer carries the same event ids: stored once.
    uniqueIndex('analytics_events_project_event_idx').on(table.projectId, table.eventId),
  ],
)

/** Small facts about the database itself (e.g. which catalogue build is loaded). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

// The embedded wallet (issue 32). Times are ms since the epoch, as the sign-in tables. No secret is stored in
// clear: codes as keyed hashes, auth shares encrypted (see src/embedded/).

/** An e-mail login of a project (the same address in two projects is two users, with two wallets). */
export const embeddedUsers = pgTable(
  'embedded_users',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** When the visitor deleted their wallet: a new one is made only when the frame says the visitor confirmed. */
    walletDeletedAt: bigint('wallet_deleted_at', { mode: 'number' }),
  },
  (table) => [uniqueIndex('embedded_users_project_email_idx').on(table.projectId, table.email)],
)

/** A user's wallet: its public accounts and the server's share, AES-GCM encrypted. Set once. */
export const embeddedWallets = pgTable('embedded_wallets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
  eip155Address: text('eip155_address').notNull(),
  solanaAddress: text('solana_address').notNull(),
  /** IV (12 bytes) then ciphertext and tag. */
  authShareSealed: bytea('auth_share_sealed').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
})

/** The one live one-time code per project, address and purpose; a new one replaces it (the resend rule permitting). */
export const embeddedEmailCodes = pgTable(
  'embedded_email_codes',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** login, update or capture. */
    purpose: text('purpose').notNull(),
    /** HMAC-SHA256 of the code (keyed by the server secret, bound to project, address and purpose), hex. */
    codeHash: text('code_hash').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.email, table.purpose] })],
)

/** A frame session: the token's id (`jti`); sign-out sets `revokedAt` and the token is refused from then on. */
export const embeddedSessions = pgTable(
  'embedded_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    audience: text('audience').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    revokedAt: bigint('revoked_at', { mode: 'number' }),
  },
  (table) => [index('embedded_sessions_user_idx').on(table.userId)],
)

/** Each release of a user's auth share, for its rate limit. */
export const embeddedShareReleases = pgTable(
  'embedded_share_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    releasedAt: bigint('released_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('embedded_share_releases_user_time_idx').on(table.userId, table.releasedAt)],
)

/** A provider account (OpenID `sub`) linked to a user, through a verified e-mail equal to the user's. */
export const embeddedSocialIdentities = pgTable(
  'embedded_social_identities',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The provider's name in the project (google, github, ...). */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    linkedAt: bigint('linked_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.provider, table.subject] })],
)

/**
 * One social login, from the start (state, nonce and PKCE verifier kept here, never sent to the page) to the frame
 * claiming its outcome once. `attempt` is the id the host page made at the visitor's click.
 */
export const embeddedSocialLogins = pgTable(
  'embedded_social_logins',
  {
    state: text('state').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    attempt: text('attempt').notNull(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Where a full-page login goes back to (the popup has none). */
    returnTo: text('return_to'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    /** Set once by the callback: the user, or the error the frame is told. */
    completedAt: bigint('completed_at', { mode: 'number' }),
    userId: text('user_id').references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    error: text('error'),
    claimedAt: bigint('claimed_at', { mode: 'number' }),
  },
  (table) => [uniqueIndex('embedded_social_logins_attempt_idx').on(table.projectId, table.attempt)],
)

/**
 * A passkey (WebAuthn credential, discoverable) of a user, registered from the frame. `wrappedShare` is the frame's
 * device share encrypted under a key derived from the passkey's PRF output: this server never sees that key, so it
 * cannot open it; with the passkey, a new device opens it and needs only the auth share besides (no recovery kit).
 */
export const embeddedPasskeys = pgTable(
  'embedded_passkeys',
  {
    /** The credential id, base64url. */
    credentialId: text('credential_id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    /** The COSE public key. */
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** The authenticator's transports, as JSON text (`["internal","hybrid"]`). */
    transports: text('transports').notNull(),
    /** IV (12 bytes) then AES-GCM ciphertext, made in the frame; null when the authenticator has no PRF. */
    wrappedShare: bytea('wrapped_share'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastUsedAt: bigint('last_used_at', { mode: 'number' }),
  },
  (table) => [index('embedded_passkeys_user_idx').on(table.userId)],
)

/** A WebAuthn challenge the server gave out, used once within 5 minutes (registration: bound to its user). */
export const embeddedPasskeyChallenges = pgTable('embedded_passkey_challenges', {
  /** base64url, as the client data carries it. */
  challenge: text('challenge').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** register or login. */
  purpose: text('purpose').notNull(),
  userId: text('user_id').references(() => embeddedUsers.id, { onDelete: 'cascade' }),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  usedAt: bigint('used_at', { mode: 'number' }),
})

/** DataCapture: the verified e-mail a visitor with an external wallet gave a project, by address. */
export const embeddedCaptures = pgTable(
  'embedded_captures',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    email: text('email').notNull(),
    capturedAt: bigint('captured_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.address] })],
)
/**
 * What each instance caches, by version: `catalogue` (wallets, images) and `config` (projects). Triggers (migration
 * 0006) bump a version in the same transaction as any change to its tables, seeding or a hand-written UPDATE alike.
 */
export const versions = pgTable('latch_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})
