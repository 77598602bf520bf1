import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:type\s+)?(?:[\w$*{}\s,]*?\bfrom\s*)?['"]([^'"]+)['"]/g

/** The packages a source entry reaches through its static imports, transitively (type-only imports included). */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const queue = [entry]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier.startsWith('.')) queue.push(`${resolve(dirname(file), specifier)}.ts`)
      else packages.add(specifier)
    }
  }
  return packages
}

describe('vitest stays in @latch/core/conformance', () => {
  it('the host entries and @latch/core/testing reach no vitest: a host or a non-vitest test runner never needs it', () => {
    for (const entry of ['index', 'internal', 'testing']) {
      expect([...packagesReachedFrom(join(import.meta.dirname, `${entry}.ts`))]).not.toContain('vitest')
    }
  })

  it('@latch/core/conformance is where it is imported (an optional peer dependency of core)', () => {
    expect([...packagesReachedFrom(join(import.meta.dirname, 'conformance.ts'))]).toContain('vitest')
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'))
    expect(manifest.peerDependenciesMeta.vitest).toEqual({ optional: true })
    expect(manifest.dependencies?.vitest).toBeUndefined()
  })
})
