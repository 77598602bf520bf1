import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { defineConfig } from 'tsup'
import { latchBuild, oneFilePerModule } from '../../tsup.preset'

/**
 * Every export is a client component or hook, so React Server Components (Next.js App Router) must import the
 * package as client code. tsup drops a `banner` directive without bundling, so it is written after the build, on
 * line 1 of every file (source maps stay aligned).
 */
async function markClientModules(): Promise<void> {
  const files = (await readdir('dist', { recursive: true })).filter((name) => name.endsWith('.js'))
  await Promise.all(
    files.map(async (name) => {
      const path = join('dist', name)
      const code = await readFile(path, 'utf8')
      if (!code.startsWith("'use client'")) await writeFile(path, `'use client';${code}`)
    }),
  )
}

/**
 * One file per source module (see `oneFilePerModule`): the host's bundler puts the provider, the buttons and the
 * buttons' words in its first load, and the modal, its views and the complete message catalogues (reached through
 * `import()`) in lazy chunks.
 */
export default defineConfig(
  latchBuild({
    ...oneFilePerModule({ entries: { index: 'exports/index' } }),
    external: ['react', 'react-dom', '@latch/core'],
    onSuccess: markClientModules,
  }),
)
