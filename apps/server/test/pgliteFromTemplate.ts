import type { PGliteOptions } from '@electric-sql/pglite'
import { vi } from 'vitest'

// Every in-memory PGlite in a test file (the server's, the relay's) starts from the run's template, a copy of a
// freshly initialised empty cluster (test/pgliteTemplate.ts), instead of running initdb again: the same empty
// database, each one its own copy, and the migrations still run on it from the start.
vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const { readFileSync } = await import('node:fs')
  const { inject } = await import('vitest')
  const pglite = await importOriginal<typeof import('@electric-sql/pglite')>()
  const template = new Blob([readFileSync(inject('pgliteTemplateFile'))])
  class PGliteFromTemplate extends pglite.PGlite {
    constructor(dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions) {
      if (typeof dataDirOrOptions === 'string') super(dataDirOrOptions, options)
      else super(dataDirOrOptions ?? { loadDataDir: template })
    }
  }
  return { ...pglite, PGlite: PGliteFromTemplate }
})
