import { basename, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const MESSAGE_CHARACTERS = 300

// A vitest reporter that names each failed test with its errors' first lines and where in the test file each was
// thrown, on lines that scripts/test.mjs prints again at the end of `npm test`: CI keeps only a log's tail, and a
// failure's name alone does not say whether it timed out, on which wait, or asserted something else.
export default class FailureCausesReporter {
  onTestCaseResult(testCase) {
    const result = testCase.result()
    if (result.state !== 'failed') return
    const file = relative(process.cwd(), testCase.module.moduleId)
    const project = testCase.project.name ? `${testCase.project.name} ` : ''
    for (const error of result.errors ?? []) {
      console.log(`WHY ${project}${file} > ${testCase.fullName}: ${firstLine(error)}${thrownAt(error, file)}`)
    }
  }
}

const firstLine = (error) => {
  const text = stripVTControlCharacters(String(error.message ?? error.name ?? 'unknown error')).trim()
  const line = text.split('\n')[0] ?? ''
  return line.length > MESSAGE_CHARACTERS ? `${line.slice(0, MESSAGE_CHARACTERS)}…` : line
}

/** ` (at name.test.ts:line:column)` for the test file's own frame in the error's stack, if it has one. */
const thrownAt = (error, file) => {
  const name = basename(file)
  const frame = String(error.stack ?? '')
    .split('\n')
    .find((line) => line.includes(name))
  const place = frame?.match(/([^/\\\s(]+:\d+:\d+)\)?\s*$/)?.[1]
  return place ? ` (at ${place})` : ''
}
