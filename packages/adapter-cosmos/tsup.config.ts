import { defineConfig } from 'tsup'

export default defineConfig({
  // `verify` is the @cosmjs ADR-36 checker for servers; the main entry reaches @cosmjs only through import().
  entry: { index: 'src/exports/index.ts', verify: 'src/exports/verify.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
})
