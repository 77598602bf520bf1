import { defineConfig } from 'tsup'

export default defineConfig({
  // The relay for plain Node scripts (`npm run demo`, which opts in with `node --conditions=@latch/dist`); vitest,
  // the demo's Vite build and tsc use the sources.
  entry: { relay: 'src/exports/relay.ts' },
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
})
