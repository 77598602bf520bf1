import { defineConfig } from 'tsup'
import { latchBuild } from '../../tsup.preset'

export default defineConfig(
  latchBuild({
    // `verify` is the @cosmjs ADR-36 checker for servers; the main entry reaches @cosmjs only through import().
    entry: {
      index: 'src/exports/index.ts',
      networks: 'src/exports/networks.ts',
      verify: 'src/exports/verify.ts',
    },
  }),
)
