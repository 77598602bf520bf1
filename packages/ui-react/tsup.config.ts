import { defineConfig } from 'tsup'
import { latchBuild } from '../../tsup.preset'

export default defineConfig(
  latchBuild({
    entry: { index: 'src/exports/index.ts' },
    // Views and the modal shell stay in their own chunks: the host pays for them on first open (or idle).
    splitting: true,
    external: ['react', 'react-dom', '@latch/core'],
  }),
)
