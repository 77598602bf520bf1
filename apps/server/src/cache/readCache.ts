import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { images, projects, wallets } from '../db/schema'
import { type TaggedBody, taggedJson } from '../http/etag'
import type { Project } from '../http/types'
import { type CachedWallet, filterCatalogue } from '../wallets/filterCatalogue'
import type { GetWalletsQuery } from '../wallets/GetWalletsQuery'
import { LISTING_COLUMNS, listingJson } from '../wallets/queryWallets'
import { createVersionWatch, type Versions, type VersionWatch } from './versionWatch'

/** An image row as the image routes serve it. */
type CachedImage = typeof images.$inferSelect

/**
 * What the explorer routes read, held in this process and keyed by the database's versions: projects (config
 * version), the wallet catalogue, its pages and its images (catalogue version). Nothing here is older than one
 * version check (`versions.intervalMs`), so instances on one database agree within that interval.
 */
export interface ReadCache {
  readonly versions: VersionWatch
  /** The project row, or undefined for an unknown id. */
  project(id: string): Promise<Project | undefined>
  /** One /getWallets answer as JSON text with its ETag. */
  walletPage(project: Project, query: GetWalletsQuery): Promise<TaggedBody>
  /** An image of a kind, or undefined. */
  image(id: string, kind: string): Promise<CachedImage | undefined>
}

export interface ReadCacheOptions {
  /** How often the versions are read (default 1 s). */
  versionCheckMs?: number
}

// Bounds on memory: distinct projects looked up (unknown ids too), pages kept, image bytes and ids (unknown too).
const MAX_PROJECTS = 10_000
const MAX_PAGES = 5_000
const MAX_IMAGE_BYTES = 64 * 1024 * 1024
const MAX_IMAGES = 10_000

/** A read cache on `db` (see `ReadCache`). */
export function createReadCache(db: Database, options: ReadCacheOptions = {}): ReadCache {
  const watch = createVersionWatch(db, { intervalMs: options.versionCheckMs })
  let seen: Versions | undefined
  const projectRows = new Map<string, Promise<Project | undefined>>()
  const pages = new Map<string, TaggedBody>()
  const imageRows = new Map<string, Promise<CachedImage | undefined>>()
  let imageBytes = 0
  let catalogue: Promise<CachedWallet[]> | undefined

  /** The current versions, with everything cached under older ones dropped. */
  async function fresh(): Promise<Versions> {
    const current = await watch.current()
    if (seen?.config !== current.config) {
      projectRows.clear()
      pages.clear()
    }
    if (seen?.catalogue !== current.catalogue) {
      catalogue = undefined
      pages.clear()
      imageRows.clear()
      imageBytes = 0
    }
    seen = current
    return current
  }

  /** A load shared by every request that asks at once; a failed one is not kept. */
  function remember<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const known = map.get(key)
    if (known) return known
    const loading = load()
    map.set(key, loading)
    loading.catch(() => map.delete(key))
    return loading
  }

  async function loadCatalogue(): Promise<CachedWallet[]> {
    const rows = await db.select(LISTING_COLUMNS).from(wallets).orderBy(asc(wallets.rank), asc(wallets.id))
    return rows.map((row) => ({ listing: listingJson(row), lowerName: row.name.toLowerCase() }))
  }

  return {
    versions: watch,

    async project(id) {
      await fresh()
      if (projectRows.size >= MAX_PROJECTS && !projectRows.has(id)) projectRows.clear()
      return remember(projectRows, id, async () => {
        const [row] = await db.select().from(projects).where(eq(projects.id, id))
        return row
      })
    },

    async walletPage(project, query) {
      const versions = await fresh()
      const key = `${versions.catalogue}/${versions.config}/${project.id}/${JSON.stringify(query)}`
      const hit = pages.get(key)
      if (hit) {
        // Most recently used last: the first key is the one to drop.
        pages.delete(key)
        pages.set(key, hit)
        return hit
      }
      if (!catalogue) {
        catalogue = loadCatalogue()
        catalogue.catch(() => {
          catalogue = undefined
        })
      }
      const page = taggedJson(filterCatalogue(await catalogue, project, query))
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string)
      pages.set(key, page)
      return page
    },

    async image(id, kind) {
      await fresh()
      const key = `${kind}/${id}`
      if (imageRows.size >= MAX_IMAGES && !imageRows.has(key)) imageRows.clear()
      return remember(imageRows, key, async () => {
        const [row] = await db
          .select()
          .from(images)
          .where(and(eq(images.id, id), eq(images.kind, kind)))
        if (row) imageBytes += row.bytes.byteLength
        // Past the bound, start over rather than track each image's use: logos are small and few.
        if (imageBytes > MAX_IMAGE_BYTES) {
          imageRows.clear()
          imageBytes = 0
        }
        return row
      })
    },
  }
}
