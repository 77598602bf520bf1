import { readdir, readFile, writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'
import { latchBuild } from '../../tsup.preset'

/**
 * Every export is a client component or hook, so React Server Components (Next.js App Router) must import the
 * package as client code. tsup's tree-shaking pass drops a `banner` directive, so it is written after the build, on line 1 (source maps stay
 * aligned).
 */
async function markClientModules(): Promise<void> {
  const files = (await readdir('dist')).filter((name) => name.endsWith('.js'))
  await Promise.all(
    files.map(async (name) => {
      const code = await readFile(`dist/${name}`, 'utf8')
      if (!code.startsWith("'use client'")) await writeFile(`dist/${name}`, `'use client';${code}`)
    }),
  )
}

export default defineConfig(
  latchBuild({
    entry: { index: 'src/exports/index.ts' },
    // Views and the modal shell stay in their own chunks: the host pays for them on first open (or idle).
    splitting: true,
    external: ['react', 'react-dom', '@latch/core'],
    onSuccess: markClientModules,
  }),
)
