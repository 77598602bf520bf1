// `npm run typecheck` and CI's typecheck: every workspace's tsconfig, with the shared source typechecked once.
// Each workspace typechecks core's (and the adapters') source through the `@latch/source` condition, so 25 separate
// `tsc` runs check core 25 times. A workspace whose tsconfig only extends tsconfig.base.json and lists its folders has
// the very options of every other such workspace: those are checked together in one program. A workspace with options
// of its own (a wider lib, other types, a plugin) keeps its own `tsc` run, so nothing is checked under looser options.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const workspaceGlobs = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces

const tsconfigs = workspaceGlobs
  .flatMap((glob) =>
    readdirSync(join(root, glob.replace(/\/\*$/, ''))).map((name) => join(glob.replace(/\/\*$/, ''), name)),
  )
  .map((dir) => join(dir, 'tsconfig.json'))
  .filter((path) => existsSync(join(root, path)))
  .sort()

/** A tsconfig that adds nothing to the base but its folders: `{ extends: '../../tsconfig.base.json', include }`. */
function sharedInclude(path) {
  const { config, error } = ts.readConfigFile(join(root, path), ts.sys.readFile)
  if (error) throw new Error(`${path}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`)
  const keys = Object.keys(config).sort().join(',')
  if (keys !== 'extends,include' || config.extends !== '../../tsconfig.base.json') return undefined
  return config.include.map((entry) => join(dirname(path), entry))
}

const shared = []
const ownRuns = []
for (const path of tsconfigs) {
  const include = sharedInclude(path)
  if (include) shared.push(...include)
  else ownRuns.push(path)
}

// The combined program's tsconfig, generated (paths are relative to the file, so it sits in a folder at a fixed depth).
const combinedDir = join(root, 'node_modules/.cache/latch-typecheck')
mkdirSync(combinedDir, { recursive: true })
const fromCombined = (path) => relative(combinedDir, join(root, path))
writeFileSync(
  join(combinedDir, 'tsconfig.json'),
  JSON.stringify({ extends: fromCombined('tsconfig.base.json'), include: shared.map(fromCombined) }, null, 2),
)

const runs = [relative(root, join(combinedDir, 'tsconfig.json')), ...ownRuns]
const tsc = join(root, 'node_modules/typescript/bin/tsc')

/** Runs `tsc -p <config>`; resolves with its exit status and output (printed whole, so runs do not interleave). */
function check(config) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', config, '--pretty', 'false'], { cwd: root })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) =>
      resolve({ config, status: status ?? 1, output: Buffer.concat(output).toString() }),
    )
  })
}

// Two at a time: CI has two cores, and the other checks of its stage run beside this one.
const pending = [...runs]
const results = []
await Promise.all(
  [0, 1].map(async () => {
    while (pending.length > 0) results.push(await check(pending.shift()))
  }),
)
for (const { config, status, output } of results) {
  if (status !== 0) console.error(`✖ tsc -p ${config}\n${output}`)
}
const failed = results.filter(({ status }) => status !== 0)
console.log(
  `typecheck: ${runs.length} tsc programs (${tsconfigs.length - ownRuns.length} workspaces in one), ${failed.length} failed`,
)
process.exit(failed.length > 0 ? 1 : 0)
