import { defineConfig } from 'tsup'
import { latchBuild, oneFilePerModule } from '../../tsup.preset'

// One file per module (see `oneFilePerModule`): a host's bundler takes the adapter's shell and the networks it
// imports into the first load, and leaves discovery and the viem runtime in the chunks their `import()` makes.
export default defineConfig(
  latchBuild(
    oneFilePerModule({
      entries: { index: 'exports/index', networks: 'exports/networks', verify: 'exports/verify' },
    }),
  ),
)
