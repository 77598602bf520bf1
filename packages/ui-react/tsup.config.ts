import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // Views and the modal shell stay in their own chunks: the host pays for them on first open (or idle).
  splitting: true,
  external: ['react', 'react-dom', '@latch/core'],
})
