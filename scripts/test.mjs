// `npm test`: every check CI runs, stopping after the first stage that fails.
// Stage by stage: the checks that need no build run side by side (each one's output printed whole when it ends, so
// logs do not interleave); then the build and what reads it, in order; then every vitest project with coverage.
import { spawn, spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }

// The demo's end-to-end files run one at a time within a vitest process (they share its anvil, server and relay), and
// vitest runs such a project only after every other project has ended. So the demo runs in processes of its own,
// beside the rest: the whole suite in two halves (apps/demo/vitest.config.ts), each with a demo stack of its own, after
// one build of the page both serve. Coverage is read from the packages' own tests.
// Arguments after `npm test --` (a file filter, say) go to every vitest process; a filter that matches nothing in one
// is not a failure. With arguments the demo runs in one process, building the page only if a demo file matched.
// A failed test runs once more (`--retry 1`): on this 2-core machine Chromium suites, anvil, the SVM and the relay
// share the cores, and a timing slip must not sink a whole run. A real regression fails both attempts; a test that
// passed only on its second attempt is named at the end of the run as flaky, to be fixed, not trusted.
const filterArguments = process.argv.slice(2)
const vitestRun = (...args) => [
  'vitest',
  'run',
  '--passWithNoTests',
  '--retry',
  '1',
  '--reporter=default',
  '--reporter=./scripts/lib/retriedTestsReporter.mjs',
  '--reporter=./scripts/lib/slowestFilesReporter.mjs',
  '--reporter=./scripts/lib/failureCausesReporter.mjs',
  ...args,
  ...filterArguments,
]
const unitStep = ['unit + browser tests', 'npx', vitestRun('--coverage', '--project', '!demo')]
const demoBuildStep = [
  'demo build',
  'npx',
  ['vite', 'build', 'apps/demo', '--config', 'apps/demo/vite.config.ts', '--logLevel', 'error'],
]
const demoHalfStep = (half) => [
  `demo end-to-end tests ${half}/2`,
  'npx',
  vitestRun('--project', 'demo'),
  { LATCH_DEMO_HALF: String(half), LATCH_DEMO_BUILT: '1' },
]
const demoWholeStep = ['demo end-to-end tests', 'npx', vitestRun('--project', 'demo')]
const testStage = [unitStep, demoWholeStep]

/** The demo side of the test stage; resolves with the result of each step it ran. */
async function runDemoSide() {
  if (filterArguments.length > 0) return [await runLabelled(demoWholeStep)]
  const built = await runLabelled(demoBuildStep)
  if (built.status !== 0) return [built]
  return [built, ...(await Promise.all([1, 2].map((half) => runLabelled(demoHalfStep(half)))))]
}

/** Each stage is a list of steps; the steps of a stage run at once, the stages one after another. */
const stages = [
  [['browser', 'node', ['scripts/ensure-chromium.mjs']]],
  [
    ['typecheck', 'node', ['scripts/typecheck.mjs']],
    ['lint', 'npx', ['biome', 'check', '.']],
    ['unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
    ['licences of what a host installs', 'node', ['scripts/check-licences.mjs']],
    ['bench, budget and licence script tests', 'node', ['--test', 'bench/tests/', 'scripts/tests/']],
  ],
  [['build (ESM + .d.ts)', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']]],
  [['size budget', 'node', ['scripts/size-budget.mjs']]],
  [
    [
      'packages as a host installs them (publint, attw, install alone)',
      'node',
      ['scripts/check-packages.mjs'],
    ],
  ],
  testStage,
]

/** Runs one step with its output captured; resolves with its exit status and what it printed. */
function runCaptured([label, command, args]) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) =>
      resolve({ label, status: status ?? 1, output: Buffer.concat(output), seconds: seconds(started) }),
    )
  })
}

/** Runs one step, printing each line of its output as it comes, marked with the step's label: for long steps
 * that run side by side, so their progress shows without their lines mixing into each other. */
function runLabelled([label, command, args, extraEnv = {}]) {
  const started = Date.now()
  const failures = new Set()
  const retried = new Set()
  const causes = new Set()
  const slowest = []
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
    const forward = (stream, out) => {
      let pending = ''
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) {
          out.write(`[${label}] ${line}\n`)
          if (isFailureLine(line)) failures.add(stripVTControlCharacters(line).trim())
          if (isRetriedLine(line)) retried.add(stripVTControlCharacters(line).trim())
          if (isCauseLine(line)) causes.add(stripVTControlCharacters(line).trim().replace(/^WHY /, ''))
          if (isSlowestLine(line)) slowest.push(stripVTControlCharacters(line).trim())
        }
      })
      stream.on('end', () => pending && out.write(`[${label}] ${pending}\n`))
    }
    forward(child.stdout, process.stdout)
    forward(child.stderr, process.stderr)
    child.on('close', (status) =>
      resolve({
        label,
        status: status ?? 1,
        seconds: seconds(started),
        failures: [...failures],
        retried: [...retried],
        causes: [...causes],
        slowest,
      }),
    )
  })
}

// vitest's summary names each failed test on a line of its own: " FAIL  <project> <file> > <test>".
const isFailureLine = (line) => /^\s*FAIL\s/.test(stripVTControlCharacters(line))
// ...and scripts/lib/retriedTestsReporter.mjs names a test that passed only on its second attempt.
const isRetriedLine = (line) => /^RETRIED /.test(stripVTControlCharacters(line))
// ...and scripts/lib/failureCausesReporter.mjs names each failed attempt's errors.
const isCauseLine = (line) => /^WHY /.test(stripVTControlCharacters(line))
// ...and scripts/lib/slowestFilesReporter.mjs names the slowest files and each project's seconds.
const isSlowestLine = (line) => /^SLOWEST /.test(stripVTControlCharacters(line))

/** Runs one step with the terminal as its output (the long ones, so their progress shows as it comes). */
function runInline([label, command, args]) {
  const started = Date.now()
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  return { label, status: result.status ?? 1, seconds: seconds(started) }
}

const seconds = (since) => Math.round((Date.now() - since) / 1000)

const runStarted = Date.now()
for (const stage of stages) {
  let results
  if (stage.length === 1) {
    results = [runInline(stage[0])]
  } else if (stage === testStage) {
    console.log(`\n▶ ${stage.map(([label]) => label).join(' and ')}, side by side`)
    results = (await Promise.all([runLabelled(unitStep), runDemoSide()])).flat()
  } else {
    results = await Promise.all(stage.map(runCaptured))
    for (const { label, output } of results) {
      console.log(`\n▶ ${label}`)
      process.stdout.write(output)
    }
  }
  for (const { label, seconds: took } of results) console.log(`  (${label}: ${took} s)`)
  for (const { label, slowest = [] } of results) {
    if (slowest.length === 0) continue
    console.log(`\n⏱ ${label}: where the time went`)
    for (const line of slowest) console.log(`    ${line.replace(/^SLOWEST /, '')}`)
  }
  for (const { label, retried = [] } of results) {
    if (retried.length === 0) continue
    console.log(`\n⚠ ${label}: passed only on a second attempt (flaky: fix them):`)
    for (const line of retried) console.log(`    ${line}`)
  }
  const failed = results.filter((result) => result.status !== 0)
  // The side-by-side steps' lines interleave, and a log is often read from its end: name each failed test again here.
  for (const { label, failures = [], causes = [] } of failed) {
    console.error(`\n✖ ${label} failed`)
    for (const failure of failures) console.error(`    ${failure}`)
    if (causes.length > 0) console.error('  why (each failed attempt):')
    for (const cause of causes) console.error(`    ${cause}`)
  }
  if (failed.length > 0) process.exit(failed[0].status)
}
console.log(`\n✔ every check passed in ${seconds(runStarted)} s`)
