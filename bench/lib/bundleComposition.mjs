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

/**
 * What a page fetched after its first load and before the click (prefetch while idle): gzip bytes and files, the
 * packages they hold, and the adapters' wallet-side chunks among them (`create<Namespace>WalletSide-*.js`: issue 39
 * asks that discovery for seven namespaces not cost seven chunks on idle).
 */
export function idleFetch(entryId, js) {
  if (!js.beforeClick) return undefined
  const initial = new Set(js.initial.chunks.map((chunk) => chunk.path))
  const idle = js.beforeClick.chunks.filter((chunk) => !initial.has(chunk.path))
  const walletSides = idle
    .map((chunk) => chunk.path.match(/\/create(\w+)WalletSide-[^/]*\.js$/)?.[1])
    .filter(Boolean)
    .sort()
  return {
    gzip: idle.reduce((sum, chunk) => sum + chunk.gzip, 0),
    files: idle.length,
    walletSides,
    composition: bundleComposition(entryId, idle, 8),
  }
}
