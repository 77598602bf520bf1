import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BACKENDS } from '../../test/backends'
import { openCountedDatabase } from '../../test/countedDatabase'
import { wallets as walletsTable } from '../db/schema'
import { PACKAGE_PATHS } from '../packagePaths'
import type { Catalogue } from './catalogueTypes'
import { type CachedWallet, filterCatalogue } from './filterCatalogue'
import type { GetWalletsQuery } from './GetWalletsQuery'
import { LISTING_COLUMNS, listingJson, queryWallets } from './queryWallets'

const catalogue = JSON.parse(readFileSync(PACKAGE_PATHS.catalogue, 'utf8')) as Catalogue
const ids = catalogue.wallets.map((wallet) => wallet.id)
const names = catalogue.wallets.map((wallet) => wallet.name)
const rdns = catalogue.wallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))

/** Queries the kit could send: ids, names and rdns of real wallets, searches cut from real names (ASCII letters). */
const queryArbitrary: fc.Arbitrary<GetWalletsQuery> = fc.record({
  page: fc.integer({ min: 1, max: 20 }),
  entries: fc.constantFrom(4, 20, 40, 100),
  include: fc.oneof(fc.constant<string[]>([]), fc.subarray(ids, { maxLength: 6 })),
  exclude: fc.oneof(fc.constant<string[]>([]), fc.subarray(ids, { maxLength: 6 })),
  chains: fc.subarray(['eip155:1', 'solana', 'bip122', 'cosmos:cosmoshub-4', 'sui'], { maxLength: 2 }),
  search: fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.constantFrom(...names), fc.nat(), fc.integer({ min: 1, max: 4 }))
      .map(([name, start, length]) => name.slice(start % name.length, (start % name.length) + length))
      .filter((text) => /^[A-Za-z ]+$/.test(text) && text.trim() !== '')
      .map((text) => text.trim()),
  ),
  badge_type: fc.constantFrom(undefined, 'none' as const, 'certified' as const),
  badge: fc.constant(undefined),
  names: fc.oneof(
    fc.constant<string[]>([]),
    fc.subarray(names, { maxLength: 3 }).map((list) => list.map((n) => n.toUpperCase())),
  ),
  rdns: fc.oneof(fc.constant<string[]>([]), fc.subarray(rdns, { maxLength: 3 })),
})

const projectArbitrary = fc.record({
  featuredWalletIds: fc.subarray(ids, { maxLength: 5 }),
  includeWalletIds: fc.oneof(fc.constant<string[]>([]), fc.subarray(ids, { minLength: 1, maxLength: 60 })),
  excludeWalletIds: fc.subarray(ids, { maxLength: 5 }),
})

describe.each(BACKENDS)('filterCatalogue answers as the SQL of queryWallets, on $name', (backend) => {
  let database: Awaited<ReturnType<typeof openCountedDatabase>>
  let wallets: CachedWallet[]
  beforeAll(async () => {
    database = await openCountedDatabase(backend)
    const rows = await database.db.select(LISTING_COLUMNS).from(walletsTable)
    const ranked = new Map(catalogue.wallets.map((wallet, rank) => [wallet.id, rank]))
    wallets = rows
      .sort((a, b) => (ranked.get(a.id) ?? 0) - (ranked.get(b.id) ?? 0))
      .map((row) => ({ listing: listingJson(row), lowerName: row.name.toLowerCase() }))
  }, 180_000)
  afterAll(() => database?.close())

  test('the same page and count for generated projects and queries', async () => {
    await fc.assert(
      fc.asyncProperty(projectArbitrary, queryArbitrary, async (lists, query) => {
        const project = { id: 'p', ...lists } as Parameters<typeof queryWallets>[1]
        expect(filterCatalogue(wallets, project, query)).toEqual(
          await queryWallets(database.db, project, query),
        )
      }),
      { numRuns: 150 },
    )
  })
})
