import { Hono } from 'hono'
import type { Database } from '../db/openDatabase'
import { readQuery } from '../http/boundary'
import { requireSdkParams } from '../http/sdkParams'
import type { ProjectEnv } from '../http/types'
import { GetWalletsQuery } from '../wallets/GetWalletsQuery'
import { queryWallets } from '../wallets/queryWallets'

/** The explorer API of spec §7 that answers JSON: config, origins, analytics config and getWallets. */
export function explorerRoutes(db: Database) {
  const app = new Hono<ProjectEnv>()
  const sdk = requireSdkParams(db)

  app.get('/appkit/v1/config', sdk, (c) => c.json({ features: c.get('project').features }))

  app.get('/projects/v1/origins', sdk, (c) => c.json({ allowedOrigins: c.get('project').allowedOrigins }))

  app.get('/getAnalyticsConfig', sdk, (c) =>
    c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }),
  )

  app.get('/getWallets', sdk, async (c) => {
    const query = readQuery(c, GetWalletsQuery, 'Invalid getWallets parameters')
    if (!query.ok) return query.response
    const result = await queryWallets(db, c.get('project'), query.value)
    // Shared caches may keep a page briefly; the catalogue changes only when the server is redeployed.
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(result)
  })

  return app
}
