import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Core's layers, lowest first: a module may import from its own layer and the ones below, never above. A higher
// layer is reached only through import() (createLatch loads its services and background work that way).
const LAYERS = [
  ['caip', 'errors', 'adapter', 'text'],
  ['state', 'notices', 'store', 'rules', 'options'],
  ['services'],
  ['latch', 'ssr'],
  ['actions'],
  ['client'],
  ['testing', 'conformance', 'exports'],
] as const

const src = join(import.meta.dirname, '..')

function layerOf(folder: string): number {
  return LAYERS.findIndex((layer) => (layer as readonly string[]).includes(folder))
}

/** Static imports and re-exports (`from '…'`, `import '…'`) of relative paths; import() is not one. */
const STATIC_IMPORT = /(?:\bfrom\s*|^\s*import\s*)'(\.{1,2}\/[^']+)'/gm

/**
 * Every static relative import in `files` (path relative to src → source text) whose target's top folder sits in a
 * higher layer than the importing file's, or in no layer: at any depth of `../`, from any depth of folder.
 */
function upwardImports(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = []
  for (const [file, text] of files) {
    const folder = file.split('/')[0]!
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const target = relative(src, resolve(src, dirname(file), match[1]!))
      const targetFolder = target.split('/')[0]!
      if (target.startsWith('..') || layerOf(targetFolder) < 0 || layerOf(targetFolder) > layerOf(folder))
        found.push(`${file} → ${target}`)
    }
  }
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(name) && !/\.test(-d)?\.ts$/.test(name) ? [path] : []
  })
}

describe('core layering', () => {
  it('every source folder is in a layer', () => {
    const folders = new Set(sourceFiles(src).map((file) => relative(src, file).split('/')[0]!))
    expect([...folders].filter((folder) => layerOf(folder) < 0)).toEqual([])
  })

  it('no import runs back up a layer, at any depth (the adapter contract and the actions import nothing above them)', () => {
    const files = new Map(sourceFiles(src).map((file) => [relative(src, file), readFileSync(file, 'utf8')]))
    expect(upwardImports(files)).toEqual([])
  })

  it('the check can fail: an upward import from a nested folder, or with ../../, is found; import() and a lower layer are not', () => {
    const files = new Map([
      ['actions/internal/deep.ts', "import { createLatch } from '../../client/createLatch'"],
      ['services/storage/x.ts', "export { open } from '../../actions/open'"],
      ['caip/y.ts', "import type { Store } from '../store/createStore'"],
      ['rules/z.ts', "import '../../../outside'"],
      ['client/lazy.ts', "const later = () => import('../exports/index')"],
      [
        'actions/fine.ts',
        "import { createStore } from '../store/createStore'\nimport { a } from './internal/a'",
      ],
    ])
    expect(upwardImports(files)).toEqual([
      'actions/internal/deep.ts → client/createLatch',
      'services/storage/x.ts → actions/open',
      'caip/y.ts → store/createStore',
      'rules/z.ts → ../../outside',
    ])
  })
})
