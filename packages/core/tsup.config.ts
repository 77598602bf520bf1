import { defineConfig } from 'tsup'
import { latchBuild, oneFilePerModule } from '../../tsup.preset'

/**
 * Core ships one file per source module (see `oneFilePerModule`): the first load takes only the modules
 * `createLatch` and the UI import, and the services (`src/actions/internal/createFlowContext.ts`), the background
 * work (`src/actions/internal/background.ts`) and each action a page calls later, reached by `import()` or from a
 * lazily loaded view, stay out of it.
 */
export default defineConfig(
  latchBuild(
    oneFilePerModule({
      entries: {
        index: 'exports/index',
        actions: 'exports/actions',
        client: 'exports/client',
        internal: 'exports/internal',
        testing: 'exports/testing',
        conformance: 'exports/conformance',
        networkMarks: 'exports/networkMarks',
      },
    }),
  ),
)
