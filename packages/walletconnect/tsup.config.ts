import { defineConfig } from 'tsup'
import { exportEntries, latchBuild } from '../../tsup.preset'

export default defineConfig(latchBuild({ entry: exportEntries('index') }))
