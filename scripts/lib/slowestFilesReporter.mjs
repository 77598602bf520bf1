import { relative } from 'node:path'

const SHOWN = 12

// A vitest reporter that names, at the end of the run, the test files that took longest (setup, import and tests) and
// each project's total, on lines that scripts/test.mjs prints again at the end of `npm test`: where CI's time goes.
export default class SlowestFilesReporter {
  files = []

  onTestModuleEnd(testModule) {
    const { duration, collectDuration, setupDuration, environmentSetupDuration } = testModule.diagnostic()
    this.files.push({
      project: testModule.project.name,
      file: relative(process.cwd(), testModule.moduleId),
      seconds: (duration + collectDuration + setupDuration + environmentSetupDuration) / 1000,
    })
  }

  onTestRunEnd() {
    const perProject = new Map()
    for (const { project, seconds } of this.files)
      perProject.set(project, (perProject.get(project) ?? 0) + seconds)
    const slowest = [...this.files].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN)
    for (const { project, file, seconds } of slowest)
      console.log(`SLOWEST ${seconds.toFixed(0)} s ${project} ${file}`)
    const projects = [...perProject].sort((a, b) => b[1] - a[1])
    console.log(
      `SLOWEST projects: ${projects.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(', ')}`,
    )
  }
}
