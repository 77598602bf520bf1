import { defineConfig } from 'tsup'

export default defineConfig({
  // The browser-safe wallet, and the Node helpers (anvil, contracts) for plain Node scripts, which opt in with
  // `node --conditions=@latch/dist` (the demo's `npm run demo`); vitest, its global setups and tsc use the sources.
  entry: { index: 'src/exports/index.ts', node: 'src/exports/node.ts' },
  format: ['esm'],
  // The Node entry's types are its sources: they augment vitest's ProvidedContext, which rollup-dts rejects.
  dts: { entry: { index: 'src/exports/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // The bench's dev-wallet init script calls esbuild, whose API must stay in its package to find its binary.
  external: ['esbuild'],
})
