import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config'

// The same browser suite with React 18.3 in place of 19: the peer range promises both, so both run in `npm test`.
// React 18 lives in its own install (test/react18, outside the workspace) so that 18 and 19 never share one tree.
const REACT_18_DIR = join(dirname(fileURLToPath(import.meta.url)), 'test', 'react18')
const modules = join(REACT_18_DIR, 'node_modules')

/** `project` (a ui-react suite) under React 18: installs test/react18 on first use and aliases react to it. */
export function underReact18(project: UserWorkspaceConfig) {
  if (!existsSync(join(modules, 'react-dom', 'package.json'))) {
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: REACT_18_DIR,
      stdio: 'inherit',
    })
    if (install.status !== 0) throw new Error(`npm ci in ${REACT_18_DIR} failed`)
  }
  const toReact18 = [
    { find: /^react$/, replacement: join(modules, 'react') },
    { find: /^react\/(.*)$/, replacement: `${join(modules, 'react')}/$1` },
    { find: /^react-dom$/, replacement: join(modules, 'react-dom') },
    { find: /^react-dom\/(.*)$/, replacement: `${join(modules, 'react-dom')}/$1` },
  ]
  return mergeConfig(project, defineProject({ resolve: { alias: toReact18 } }))
}
