import { Hono } from 'hono'
import type { ReadCache } from '../cache/readCache'
import type { Database } from '../db/openDatabase'
import { readQuery } from '../http/boundary'
import { sendTagged, taggedJson } from '../http/etag'
import { requireSdkParams } from '../http/sdkParams'
import type { ProjectEnv } from '../http/types'
import { GetWalletsQuery } from '../wallets/GetWalletsQuery'

/** Wallet pages: shared caches may keep one a minute, then revalidate it by its ETag (a 304 while unchanged). */
const LIST_CACHE_CONTROL = 'public, max-age=60'
/** Project settings: kept, but revalidated on every use, so a changed setting is seen at once. */
const CONFIG_CACHE_CONTROL = 'no-cache'

/** The explorer API of spec §7 that answers JSON: config, origins, analytics config and getWallets. */
export function explorerRoutes(db: Database, reads: ReadCache) {
  const app = new Hono<ProjectEnv>()
  const sdk = requireSdkParams(db, { projects: reads.project })

  app.get('/appkit/v1/config', sdk, (c) =>
    sendTagged(c, taggedJson({ features: c.get('project').features }), CONFIG_CACHE_CONTROL),
  )

  app.get('/projects/v1/origins', sdk, (c) =>
    sendTagged(c, taggedJson({ allowedOrigins: c.get('project').allowedOrigins }), CONFIG_CACHE_CONTROL),
  )

  app.get('/getAnalyticsConfig', sdk, (c) =>
    sendTagged(
      c,
      taggedJson({ isAnalyticsEnabled: c.get('project').analyticsEnabled }),
      CONFIG_CACHE_CONTROL,
    ),
  )

  app.get('/getWallets', sdk, async (c) => {
    const query = readQuery(c, GetWalletsQuery, 'Invalid getWallets parameters')
    if (!query.ok) return query.response
    return sendTagged(c, await reads.walletPage(c.get('project'), query.value), LIST_CACHE_CONTROL)
  })

  return app
}
