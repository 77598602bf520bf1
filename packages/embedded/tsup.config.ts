import { defineConfig } from 'tsup'
import { exportEntries, latchBuild } from '../../tsup.preset'

export default defineConfig([
  latchBuild({ entry: exportEntries('index', 'protocol') }),
  // The wallet frame's one script (served by apps/server from the frame origin): everything bundled, no imports.
  {
    entry: { frame: 'src/frame/main.ts' },
    outDir: 'dist/frame',
    // A classic script with no chunks: the frame page's CSP allows only this one file.
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    splitting: false,
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    minify: true,
    sourcemap: true,
    clean: false,
    dts: false,
    treeshake: true,
  },
])
