import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** apps/server, found from this file whether it runs from src/ (tests) or dist/ (built). */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'drizzle')) && dirname(dir) !== dir) dir = dirname(dir)
  return dir
}

const root = packageRoot()

/** Where the package's files are. */
export const PACKAGE_PATHS = {
  migrations: join(root, 'drizzle'),
  catalogue: join(root, 'generated/catalogue.json'),
  projects: join(root, 'config/projects.json'),
  dashboardAssets: join(root, 'src/dashboard'),
  /** Where `node dist/main.js` keeps PGlite's data unless PGLITE_DIR says otherwise (git-ignored). */
  pgliteData: join(root, '.pglite'),
}
