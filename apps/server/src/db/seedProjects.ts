import type { Database } from './openDatabase'
import type { ProjectConfig } from './projectConfig'
import { projects } from './schema'

/** Creates or updates each configured project (the projects file is the source of truth for the ones it lists). */
export async function seedProjects(db: Database, configs: readonly ProjectConfig[]): Promise<void> {
  for (const config of configs) {
    const row = {
      id: config.id,
      name: config.name,
      allowedOrigins: config.allowedOrigins,
      featuredWalletIds: config.featuredWalletIds,
      includeWalletIds: config.includeWalletIds,
      excludeWalletIds: config.excludeWalletIds,
      features: config.features,
      analyticsEnabled: config.analyticsEnabled,
      rateLimitPerMinute: config.rateLimitPerMinute ?? null,
      siwx: config.siwx ?? null,
      onramp: config.onramp ?? null,
    }
    const { id: _id, ...update } = row
    await db.insert(projects).values(row).onConflictDoUpdate({ target: projects.id, set: update })
  }
}
