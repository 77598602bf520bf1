// `npm run demo`, its build half (issue 40): says what it builds while it builds, and shows the demo's own Vite
// output (a chunk-size warning included) instead of hiding it. The start half is apps/demo's `start` script.
// `--dry-run` prints the steps and their commands without running them (scripts/tests/demoBuild.test.mjs).
import { spawnSync } from 'node:child_process'

/** The build steps, each announced before it runs. */
const DEMO_BUILD_STEPS = [
  {
    message:
      'Building the Latch packages the demo uses (about 1 to 2 minutes on a fresh clone; turbo names each one)...',
    args: ['turbo', 'run', 'build', '--filter=@latch/demo^...', '--output-logs=hash-only'],
  },
  {
    message: "Building the demo with Vite (its output shown, warnings such as a chunk's size included)...",
    args: ['turbo', 'run', 'build', '--filter=@latch/demo', '--output-logs=new-only'],
  },
]

/** Printed once the build is done, before apps/demo's start script runs. */
const DEMO_START_MESSAGE =
  'Starting the local chains (anvil, Solana), the WalletConnect relay and the Latch server...'

const dryRun = process.argv.includes('--dry-run')
for (const step of DEMO_BUILD_STEPS) {
  console.log(step.message)
  if (dryRun) {
    console.log(`  npx ${step.args.join(' ')}`)
    continue
  }
  const run = spawnSync('npx', step.args, {
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
console.log(DEMO_START_MESSAGE)
