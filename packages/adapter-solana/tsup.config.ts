import { defineConfig } from 'tsup'

export default defineConfig({
  // `light` is build-only (see src/exports/light.ts): it keeps web3.js out of the chunk the page loads.
  entry: { index: 'src/exports/index.ts', light: 'src/exports/light.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/exports/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
})
