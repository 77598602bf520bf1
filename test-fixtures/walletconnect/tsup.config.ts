import { defineConfig } from 'tsup'

export default defineConfig({
  // The relay for plain Node scripts (`npm run demo`, which opts in with `node --conditions=@latch/dist`); vitest,
  // the demo's Vite build and tsc use the sources.
  entry: { relay: 'src/exports/relay.ts' },
  // The relay inlined, so a plain `node` import of dist/relay.js (the bench) does not meet @latch/relay's sources.
  // Its own dependencies stay outside, resolved from node_modules as the relay's dist/ resolves them.
  noExternal: ['@latch/relay'],
  external: [
    '@electric-sql/pglite',
    '@scure/base',
    '@walletconnect/safe-json',
    'drizzle-orm',
    'jose',
    'pg',
    'ws',
  ],
  platform: 'node',
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
})
