// Browser tests run in Debian's chromium (playwright's own download cannot work offline).
// Installs it when missing; we run as root on CI and developer machines.

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.LATCH_CHROMIUM ?? '/usr/bin/chromium'

if (existsSync(CHROMIUM_PATH)) {
  console.log(`chromium found at ${CHROMIUM_PATH}`)
} else {
  console.log('chromium missing: installing Debian chromium with apt-get')
  const run = (args) =>
    spawnSync(args[0], args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  const update = run(['apt-get', 'update', '-qq'])
  const install = update.status === 0 ? run(['apt-get', 'install', '-y', '-qq', 'chromium']) : update
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error('could not install chromium; run as root or set LATCH_CHROMIUM to a Chromium binary')
    process.exit(1)
  }
}
