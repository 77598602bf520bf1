import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST_DIR } from './paths.mjs'

/**
 * Which packages make up the chunks a page loaded: bytes per package before minifying (from the build's
 * bundle-stats.json), largest first. `chunks` are the `{ path }` items of a JS figure ('/<id>/assets/x.js').
 */
export function bundleComposition(entryId, chunks, top = 10) {
  const statsFile = join(DIST_DIR, `${entryId}.bundle-stats.json`)
  if (!existsSync(statsFile)) return []
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'))
  const totals = {}
  for (const { path } of chunks) {
    const chunk = stats[path.replace(`/${entryId}/`, '')]
    if (!chunk) continue
    for (const [name, bytes] of Object.entries(chunk.byPackage)) totals[name] = (totals[name] ?? 0) + bytes
  }
  return Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, bytes]) => ({ name, bytes }))
}
