import { fileURLToPath } from 'node:url'
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * One worker runs file after file (vitest's default is a new process per file, which re-imported the chain SDKs and
 * the other dependencies: most of a file's time). A setup file gives each file fresh workspace modules and globals.
 */
export const oneWorkerForManyFiles = {
  isolate: false,
  setupFiles: [fileURLToPath(new URL('./vitest.freshSources.ts', import.meta.url))],
  // Its wallet registry is module state that listens on the window of the file that first asks: run it per file.
  server: { deps: { inline: ['@wallet-standard/app'] } },
}

/**
 * A package's plain-Node vitest project that runs its sources (the `@latch/source` export condition, no build):
 * `src/**\/*.test.ts`, with the package's own name, fixtures and limits in `test`.
 */
export function nodeSourceProject(test: NonNullable<TestProjectInlineConfiguration['test']>) {
  return defineProject({
    resolve: { conditions: ['@latch/source'] },
    ssr: { resolve: { conditions: ['@latch/source'] } },
    // 30 s, not vitest's 5: a test that connects and sends on a real chain fixture can pass 5 s on a loaded CI machine.
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
      ...oneWorkerForManyFiles,
      ...test,
    },
  })
}
