import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createSiwxVerifier } from '../createSiwxVerifier'
import { NonceReplayedError } from '../errors'
import { createMemorySiwxStore } from './createMemorySiwxStore'
import { createPostgresSiwxStore, ensureSiwxTables, type SqlQueryable } from './createPostgresSiwxStore'
import type { SiwxServerSession, SiwxStore } from './types'

// One contract, three stores: in memory, PostgreSQL in WASM (PGlite, the server's embedded default) and a real
// PostgreSQL server (a throwaway cluster started for the run), with the same SQL.
const closers: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})

async function pgliteStore(): Promise<SiwxStore> {
  const db = new PGlite()
  closers.push(() => db.close())
  await ensureSiwxTables(db as unknown as SqlQueryable)
  return createPostgresSiwxStore(db as unknown as SqlQueryable)
}

async function postgresStore(): Promise<SiwxStore> {
  // A database of its own per store, so runs never see each other's rows.
  const url = inject('postgresUrl')
  const name = `siwx_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const pool = new pg.Pool({ connectionString: url.replace(/\/postgres$/, `/${name}`), max: 4 })
  closers.push(() => pool.end())
  await ensureSiwxTables(pool)
  return createPostgresSiwxStore(pool)
}

const STORES: [string, () => Promise<SiwxStore>][] = [
  ['memory', async () => createMemorySiwxStore()],
  ['PGlite', pgliteStore],
  ['PostgreSQL', postgresStore],
]

const NOW = Date.now()
const session = (id: string, address: string, expiresAt = NOW + 60_000): SiwxServerSession => ({
  id,
  address,
  chainId: 'eip155:1',
  fields: {
    domain: 'app.example',
    accountAddress: `eip155:1:${address}`,
    uri: 'https://app.example',
    version: '1',
    chainId: 'eip155:1',
    nonce: 'abcdefgh12',
    issuedAt: new Date(NOW).toISOString(),
  },
  message: 'signed text',
  signature: '0xsig',
  createdAt: NOW,
  expiresAt,
})

describe.each(STORES)('SiwxStore contract: %s', (_name, makeStore) => {
  it('behavior: a nonce is used once; a second use is already-used; an unknown or expired one is unknown', async () => {
    const store = await makeStore()
    await store.saveNonce('n-fresh', NOW + 60_000)
    await store.saveNonce('n-old', NOW - 1)
    expect(await store.useNonce('n-fresh', NOW)).toBe('used-now')
    expect(await store.useNonce('n-fresh', NOW)).toBe('already-used')
    expect(await store.useNonce('n-never', NOW)).toBe('unknown')
    expect(await store.useNonce('n-old', NOW)).toBe('unknown')
  })

  it('behavior: of concurrent uses of one nonce exactly one wins (RELIABILITY #19: no replay)', async () => {
    const store = await makeStore()
    await store.saveNonce('n-race', NOW + 60_000)
    const uses = await Promise.all(Array.from({ length: 6 }, () => store.useNonce('n-race', NOW)))
    expect(uses.filter((use) => use === 'used-now')).toHaveLength(1)
    expect(uses.filter((use) => use === 'already-used')).toHaveLength(5)
  })

  it('default: sessions are kept field for field, found by id and by account, deleted by id or by account', async () => {
    const store = await makeStore()
    const first = session('s1', '0xaaa')
    await store.saveSession(first)
    await store.saveSession(session('s2', '0xaaa'))
    await store.saveSession(session('s3', '0xbbb'))
    expect(await store.findSession('s1')).toEqual(first)
    expect(await store.findSession('nope')).toBeUndefined()
    expect((await store.findSessions('eip155:1', '0xaaa')).map((found) => found.id).sort()).toEqual([
      's1',
      's2',
    ])
    await store.deleteSessions({ id: 's1' })
    expect(await store.findSession('s1')).toBeUndefined()
    await store.deleteSessions({ chainId: 'eip155:1', address: '0xaaa' })
    expect(await store.findSessions('eip155:1', '0xaaa')).toEqual([])
    expect(await store.findSession('s3')).toBeDefined()
  })

  it('parameters: scope: a session keeps its scope (a project id), and one without a scope comes back without one', async () => {
    const store = await makeStore()
    const scoped = { ...session('s-scoped', '0xccc'), scope: 'project-a' }
    await store.saveSession(scoped)
    await store.saveSession(session('s-plain', '0xccc'))
    expect(await store.findSession('s-scoped')).toEqual(scoped)
    expect(await store.findSession('s-plain')).not.toHaveProperty('scope')
  })

  it('behavior: the verifier on this store accepts a real EVM signature once; the replay is refused', async () => {
    const store = await makeStore()
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const verifier = createSiwxVerifier({
      domain: 'app.example',
      uri: 'https://app.example',
      chains: ['eip155:1'],
      store,
      verifiers: {
        eip155: async ({ message, signature }) =>
          (await import('viem')).verifyMessage({
            address: account.address,
            message,
            signature: signature as `0x${string}`,
          }),
      },
    })
    const nonce = await verifier.issueNonce()
    const { createSiweMessage } = await import('viem/siwe')
    const message = createSiweMessage({
      domain: 'app.example',
      address: account.address,
      uri: 'https://app.example',
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: new Date(),
    })
    const signature = await account.signMessage({ message })
    const accepted = await verifier.verify({ message, signature })
    expect(await verifier.getSession(accepted.id)).toEqual(accepted)
    await expect(verifier.verify({ message, signature })).rejects.toBeInstanceOf(NonceReplayedError)
  })
})
