import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 31: each action of @latch/core/actions is one file in src/actions with its own test beside it.

const actionsFolder = join(import.meta.dirname, '..', 'actions')

/** The action files among `names` (one folder's file names) that have no `<name>.test.ts` beside them. */
function actionsWithoutTest(names: readonly string[]): string[] {
  const present = new Set(names)
  return names
    .filter((name) => name.endsWith('.ts') && !/\.(test|fixture|d)\.ts$/.test(name))
    .filter((name) => !present.has(name.replace(/\.ts$/, '.test.ts')))
}

describe('every action has its test beside it (issue 31)', () => {
  it('each src/actions/<name>.ts (not internal/, not tests) has <name>.test.ts next to it', () => {
    const names = readdirSync(actionsFolder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
    expect(names.filter((name) => name.endsWith('.ts')).length).toBeGreaterThanOrEqual(25)
    expect(actionsWithoutTest(names)).toEqual([])
  })

  it('the check can fail: an action with only a test of another name, or none, is found', () => {
    expect(
      actionsWithoutTest([
        'connect.ts',
        'connect.test.ts',
        'exportWallet.ts',
        'embeddedWalletSettings.test.ts',
        'signIn.ts',
        'signIn.sessions.test.ts',
        'prefetchWallets.ts',
        'swapTestBed.fixture.ts',
      ]),
    ).toEqual(['exportWallet.ts', 'signIn.ts', 'prefetchWallets.ts'])
  })
})
