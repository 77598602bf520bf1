import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { wallets } from '../db/schema'
import type { Project } from '../http/types'
import type { GetWalletsQuery } from './GetWalletsQuery'

/** One wallet as /getWallets answers it (spec §3 wallet listing entry, plus store links and badge). */
export interface WalletListingJson {
  id: string
  name: string
  image_id: string | null
  rdns: string | null
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  badge_type: string
}

/** The columns a listing shows (not `source`, which stays in the database). */
export const LISTING_COLUMNS = {
  id: wallets.id,
  name: wallets.name,
  imageId: wallets.imageId,
  rdns: wallets.rdns,
  chains: wallets.chains,
  homepage: wallets.homepage,
  mobileLink: wallets.mobileLink,
  desktopLink: wallets.desktopLink,
  webappLink: wallets.webappLink,
  appStore: wallets.appStore,
  playStore: wallets.playStore,
  chromeStore: wallets.chromeStore,
  badgeType: wallets.badgeType,
}

/** `%` and `_` are LIKE wildcards; a visitor's search text matches literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

function textArray(items: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`
}

/** The filters of one request within its project's include / exclude lists. */
function whereOf(project: Project, query: GetWalletsQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (project.includeWalletIds.length > 0) conditions.push(inArray(wallets.id, project.includeWalletIds))
  if (query.include.length > 0) conditions.push(inArray(wallets.id, query.include))
  const excluded = [...project.excludeWalletIds, ...query.exclude]
  if (excluded.length > 0) conditions.push(notInArray(wallets.id, excluded))
  if (query.chains.length > 0) {
    const namespaces = [...new Set(query.chains.map((chain) => chain.split(':')[0] ?? chain))]
    conditions.push(arrayOverlaps(wallets.chains, namespaces))
  }
  if (query.search) conditions.push(ilike(wallets.name, `%${likeEscape(query.search)}%`))
  if (query.names.length > 0) {
    conditions.push(
      inArray(
        sql`lower(${wallets.name})`,
        query.names.map((name) => name.toLowerCase()),
      ),
    )
  }
  if (query.rdns.length > 0) conditions.push(inArray(wallets.rdns, query.rdns))
  for (const badge of [query.badge_type, query.badge]) {
    if (badge) conditions.push(eq(wallets.badgeType, badge))
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** Featured wallets first (in the project's order), then prefix matches of a search, then catalogue rank. */
function orderOf(project: Project, query: GetWalletsQuery): SQL[] {
  const order: SQL[] = []
  if (project.featuredWalletIds.length > 0) {
    order.push(sql`array_position(${textArray(project.featuredWalletIds)}, ${wallets.id}) ASC NULLS LAST`)
  }
  if (query.search) order.push(desc(ilike(wallets.name, `${likeEscape(query.search)}%`)))
  order.push(asc(wallets.rank), asc(wallets.id))
  return order
}

/** One page of the project's wallets matching the query, and how many match in all. */
export async function queryWallets(
  db: Database,
  project: Project,
  query: GetWalletsQuery,
): Promise<{ count: number; data: WalletListingJson[] }> {
  const where = whereOf(project, query)
  // One query for the page and the count of all matches (a window count); only a page past the end, which has no
  // row to carry the count, needs a second one.
  const rows = await db
    .select({ wallet: LISTING_COLUMNS, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(wallets)
    .where(where)
    .orderBy(...orderOf(project, query))
    .limit(query.entries)
    .offset((query.page - 1) * query.entries)
  const total =
    rows[0]?.total ?? Number((await db.select({ value: count() }).from(wallets).where(where))[0]?.value ?? 0)
  return {
    count: total,
    data: rows.map(({ wallet }) => listingJson(wallet)),
  }
}

/** A row of `LISTING_COLUMNS` as the API answers it. */
export function listingJson(row: Omit<typeof wallets.$inferSelect, 'rank' | 'source'>): WalletListingJson {
  return {
    id: row.id,
    name: row.name,
    image_id: row.imageId,
    rdns: row.rdns,
    chains: row.chains,
    homepage: row.homepage,
    mobile_link: row.mobileLink,
    desktop_link: row.desktopLink,
    webapp_link: row.webappLink,
    app_store: row.appStore,
    play_store: row.playStore,
    chrome_store: row.chromeStore,
    badge_type: row.badgeType,
  }
}
