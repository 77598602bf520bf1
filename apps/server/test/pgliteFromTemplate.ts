import type { PGliteOptions } from '@electric-sql/pglite'
import { vi } from 'vitest'

// Every in-memory PGlite in a test file (the server's, the relay's) starts from the run's template, a copy of a
// freshly initialised empty cluster (test/pgliteTemplate.ts), instead of running initdb again: the same empty
// database, each one its own copy, and the migrations still run on it from the start. The file's instances also
// share PGlite's compiled WebAssembly and its file-system bundle: compiling 9 MB of wasm was most of each start.
vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const { readFileSync } = await import('node:fs')
  const { createRequire } = await import('node:module')
  const { dirname, join } = await import('node:path')
  const { inject } = await import('vitest')
  const pglite = await importOriginal<typeof import('@electric-sql/pglite')>()
  const template = new Blob([readFileSync(inject('pgliteTemplateFile'))])
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  let compiled: Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule'> | undefined
  const wasm = () => {
    compiled ??= {
      pgliteWasmModule: new WebAssembly.Module(readFileSync(join(dist, 'pglite.wasm'))),
      initdbWasmModule: new WebAssembly.Module(readFileSync(join(dist, 'initdb.wasm'))),
    }
    return compiled
  }
  const fsBundle = new Blob([readFileSync(join(dist, 'pglite.data'))])
  class PGliteFromTemplate extends pglite.PGlite {
    constructor(dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions) {
      if (typeof dataDirOrOptions === 'string') super(dataDirOrOptions, { fsBundle, ...wasm(), ...options })
      else super({ fsBundle, ...wasm(), ...(dataDirOrOptions ?? { loadDataDir: template }) })
    }
  }
  return { ...pglite, PGlite: PGliteFromTemplate }
})
