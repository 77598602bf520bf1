import { defineConfig } from 'tsup'
import { latchBuild, oneFilePerModule } from '../../tsup.preset'

/**
 * Core ships one file per source module (see `oneFilePerModule`): the first load takes only the modules
 * `createLatch` and the UI import, and the engine (`src/client/engine.ts`, reached by `import()`) and everything
 * only it uses stay in the lazy chunk.
 */
export default defineConfig(
  latchBuild(
    oneFilePerModule({
      entries: {
        index: 'exports/index',
        internal: 'exports/internal',
        testing: 'exports/testing',
        conformance: 'exports/conformance',
      },
    }),
  ),
)
