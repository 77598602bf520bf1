import { defineConfig } from 'tsup'

export default defineConfig({
  // Only the browser-safe wallet is built (for the demo); the Node helpers run from source under vitest.
  entry: { index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
})
