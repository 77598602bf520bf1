import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PACKAGE_PATHS } from '../packagePaths'

/**
 * The path of the built catalogue, building it first (scripts/buildCatalogue.mjs, which fetches its pinned source
 * packages with npm) when a fresh clone has not run the build yet. For tests and scripts.
 */
export function ensureCatalogue(): string {
  if (!existsSync(PACKAGE_PATHS.catalogue)) {
    execFileSync(process.execPath, [join(PACKAGE_PATHS.catalogue, '../../scripts/buildCatalogue.mjs')], {
      stdio: 'inherit',
    })
  }
  return PACKAGE_PATHS.catalogue
}
