import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Core's layers, lowest first: a module may import from its own layer and the ones below, never above.
const LAYERS = [
  ['caip', 'errors', 'adapter', 'text'],
  ['state', 'notices', 'store', 'rules', 'options'],
  ['services'],
  ['latch', 'ssr'],
  ['actions'],
  ['client'],
  ['testing', 'exports'],
] as const

const src = join(import.meta.dirname, '..')

function layerOf(folder: string): number {
  return LAYERS.findIndex((layer) => (layer as readonly string[]).includes(folder))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(name) && !/\.test(-d)?\.ts$/.test(name) ? [path] : []
  })
}

describe('core layering', () => {
  it('no import runs back up a layer (the adapter contract and the actions import nothing above them)', () => {
    const upward: string[] = []
    for (const file of sourceFiles(src)) {
      const folder = relative(src, file).split('/')[0]!
      for (const match of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z]+)\//g)) {
        const target = match[1]!
        if (layerOf(target) > layerOf(folder)) upward.push(`${relative(src, file)} → ${target}`)
      }
    }
    expect(upward).toEqual([])
  })
})
