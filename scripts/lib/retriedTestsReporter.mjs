import { relative } from 'node:path'

// A vitest reporter that names each test which passed only after a retry (`npm test` runs with `--retry 1`), on a
// line of its own that scripts/test.mjs collects and prints again at the end of the run: a flaky test to fix.
export default class RetriedTestsReporter {
  onTestCaseResult(testCase) {
    const { retryCount = 0 } = testCase.diagnostic() ?? {}
    if (retryCount === 0 || testCase.result().state !== 'passed') return
    const project = testCase.project.name ? `${testCase.project.name} ` : ''
    console.log(
      `RETRIED ${project}${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName} (retry x${retryCount})`,
    )
  }
}
