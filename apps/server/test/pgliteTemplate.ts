import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/**
 * One freshly initialised, empty PGlite cluster, dumped to a file: `new PGlite()` runs initdb, most of a server
 * start in the tests, and its result is the same every time.
 */
export async function createPgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const pglite = new PGlite()
  await pglite.waitReady
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const dir = mkdtempSync(join(tmpdir(), 'latch-pglite-'))
  const file = join(dir, 'template.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
