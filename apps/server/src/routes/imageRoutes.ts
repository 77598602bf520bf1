import { Hono } from 'hono'
import type { ReadCache } from '../cache/readCache'
import type { Database } from '../db/openDatabase'
import { readParam, safeToken } from '../http/boundary'
import { matchesEtag } from '../http/etag'
import { requireSdkParams } from '../http/sdkParams'
import type { ProjectEnv } from '../http/types'

/** Image ids are content hashes: the bytes behind one never change, so they may be cached for a year. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * Served with every image. An SVG opened on its own stays inert: no script runs (`sandbox`, `default-src 'none'`),
 * nothing is fetched, and the type is never sniffed into HTML.
 */
const IMAGE_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  // The kit shows the logos in pages on other origins.
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

/** The only types an image row may be served as. */
const IMAGE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/webp', 'image/jpeg'])

const ImageId = safeToken(/^[\w-]{1,128}$/)

/** The four image endpoints of spec §7, each serving its kind of image from the images table. */
export function imageRoutes(db: Database, reads: ReadCache) {
  const app = new Hono<ProjectEnv>()
  const sdk = requireSdkParams(db, { projects: reads.project })
  const routes = [
    ['/getWalletImage/:id', 'wallet'],
    ['/public/getAssetImage/:id', 'asset'],
    ['/public/getCurrencyImage/:id', 'currency'],
    ['/public/getTokenImage/:id', 'token'],
  ] as const
  for (const [path, kind] of routes) {
    app.get(path, sdk, async (c) => {
      const id = readParam(c, 'id', ImageId, 'Invalid image id')
      if (!id.ok) return id.response
      const image = await reads.image(id.value, kind)
      if (!image || !IMAGE_TYPES.has(image.contentType)) return c.json({ error: 'No such image' }, 404)
      const etag = `"${image.id}"`
      const headers = { ...IMAGE_SECURITY_HEADERS, 'Cache-Control': IMAGE_CACHE_CONTROL, ETag: etag }
      if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)
      return c.body(new Uint8Array(image.bytes), 200, { ...headers, 'Content-Type': image.contentType })
    })
  }
  return app
}
