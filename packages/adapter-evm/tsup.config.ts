import { defineConfig } from 'tsup'
import { latchBuild } from '../../tsup.preset'

export default defineConfig(
  latchBuild({
    entry: {
      index: 'src/exports/index.ts',
      networks: 'src/exports/networks.ts',
      verify: 'src/exports/verify.ts',
    },
  }),
)
