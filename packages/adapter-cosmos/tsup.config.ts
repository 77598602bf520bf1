import { defineConfig } from 'tsup'
import { exportEntries, latchBuild } from '../../tsup.preset'

// `verify` is the @cosmjs ADR-36 checker for servers; the main entry reaches @cosmjs only through import().
export default defineConfig(latchBuild({ entry: exportEntries('index', 'networks', 'verify') }))
