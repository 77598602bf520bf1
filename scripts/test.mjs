// `npm test`: every check CI runs, in order, stopping at the first failure.
// Typecheck, lint and the licence check first (fast, deterministic), then the build and its byte budget, then every
// vitest project with coverage.
import { spawnSync } from 'node:child_process'

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }
const steps = [
  ['browser', 'node', ['scripts/ensure-chromium.mjs']],
  ['typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
  ['licences of what a host installs', 'node', ['scripts/check-licences.mjs']],
  ['build (ESM + .d.ts)', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']],
  ['size budget', 'node', ['scripts/size-budget.mjs']],
  ['packages as a host installs them (publint, attw, install alone)', 'node', ['scripts/check-packages.mjs']],
  ['bench, budget and licence script tests', 'node', ['--test', 'bench/tests/', 'scripts/tests/']],
  ['unit + browser tests', 'npx', ['vitest', 'run', '--coverage', ...process.argv.slice(2)]],
]

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}
