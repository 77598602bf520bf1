import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * A package's plain-Node vitest project that runs its sources (the `@latch/source` export condition, no build):
 * `src/**\/*.test.ts`, with the package's own name, fixtures and limits in `test`.
 */
export function nodeSourceProject(test: NonNullable<TestProjectInlineConfiguration['test']>) {
  return defineProject({
    resolve: { conditions: ['@latch/source'] },
    ssr: { resolve: { conditions: ['@latch/source'] } },
    // 30 s, not vitest's 5: a test that connects and sends on a real chain fixture can pass 5 s on a loaded CI machine.
    test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000, ...test },
  })
}
