import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { ProjectConfig } from '../src/db/projectConfig'
import { PACKAGE_PATHS } from '../src/packagePaths'
import { type RunningServer, startServer } from '../src/startServer'

/** The projects every API test server starts with. */
export const TEST_PROJECTS: ProjectConfig[] = [
  {
    id: 'test-project',
    name: 'Test project',
    allowedOrigins: ['https://app.example.com', '*.example.org'],
    featuredWalletIds: ['io.rabby', 'io.metamask'],
    includeWalletIds: [],
    excludeWalletIds: ['com.trustwallet.app'],
    features: [{ id: 'email', isEnabled: false }],
    analyticsEnabled: true,
    siwx: { chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
  },
  {
    id: 'narrow-project',
    name: 'Only <two> wallets & "more"',
    allowedOrigins: [],
    featuredWalletIds: [],
    includeWalletIds: ['io.metamask', 'app.phantom'],
    excludeWalletIds: [],
    features: [],
    analyticsEnabled: false,
  },
  {
    // A second project on the same page's origin: one server, two projects, one visitor (RELIABILITY #26).
    id: 'second-project',
    name: 'Second project',
    allowedOrigins: ['https://app.example.com'],
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    features: [],
    analyticsEnabled: true,
    siwx: { chains: ['eip155:1'] },
  },
  {
    id: 'limited-project',
    name: 'Three requests a minute',
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    allowedOrigins: [],
    features: [],
    analyticsEnabled: true,
    rateLimitPerMinute: 3,
  },
]

/** A fresh, empty database on the suite's PostgreSQL cluster; its URL. */
async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl')
  const name = `latch_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return adminUrl.replace(/\/postgres$/, `/${name}`)
}

/** A database to start the server on: its URL, or undefined for PGlite. */
export interface Backend {
  name: string
  databaseUrl: () => Promise<string | undefined>
}

/** The two databases the server runs on; the API suite runs once against each, with the same migrations. */
export const BACKENDS: readonly [Backend, Backend] = [
  { name: 'PGlite', databaseUrl: async () => undefined },
  { name: 'PostgreSQL', databaseUrl: createPostgresDatabase },
]

/** Starts the server on a backend with the built catalogue and the test projects. */
export async function startTestServer(backend: Backend): Promise<RunningServer> {
  return startServer({
    databaseUrl: await backend.databaseUrl(),
    catalogueFile: PACKAGE_PATHS.catalogue,
    projects: TEST_PROJECTS,
  })
}
