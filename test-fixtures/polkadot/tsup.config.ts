import { defineConfig } from 'tsup'

export default defineConfig({
  // The Node entry is built for plain Node scripts, which opt in with `node --conditions=@latch/dist` (the demo's
  // `npm run demo`); vitest, its global setups and tsc use the TypeScript sources (the "default" condition). The
  // browser-safe dev wallet is bundled from source by its users (Vite, esbuild), so it stays TypeScript only.
  entry: { rpcServer: 'src/exports/rpcServer.ts' },
  format: ['esm'],
  // Types come from the sources (tsc resolves the "default" condition to them).
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
})
