import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    internal: 'src/exports/internal.ts',
    testing: 'src/exports/testing.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
})
