import { defineConfig } from 'tsup'

// Built for running the relay as a process (`node dist/main.js`) and for plain Node scripts (`npm run demo`, the
// bench), which opt in with `node --conditions=@latch/dist`; tests and tsc use the sources.
export default defineConfig({
  entry: { index: 'src/exports/index.ts', main: 'src/main.ts' },
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
})
