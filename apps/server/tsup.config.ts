import { defineConfig } from 'tsup'

// Built for `npm run demo` and for running the server as a process (`node dist/main.js`); tests use the sources.
export default defineConfig({
  entry: { index: 'src/exports/index.ts', testing: 'src/exports/testing.ts', main: 'src/main.ts' },
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  // The relay is a private workspace package whose default export is its source: the server's build carries it,
  // and its runtime dependencies are the server's own (so they stay imports: ws is CommonJS and cannot be inlined
  // into an ES module).
  noExternal: ['@latch/relay'],
})
