// One Vite config for every bench page: BENCH_ROOT is the page folder (index.html + main.tsx), BENCH_OUT the
// output folder. Production build, default minifier, no sourcemaps, relative base so one static server serves all.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The chunk React, react-dom and scheduler go to (bench/lib/jsBytes.mjs reads the kit's share without it). */
const REACT_CHUNK = 'react-vendor'
const root = process.env.BENCH_ROOT
const outDir = process.env.BENCH_OUT
if (!root || !outDir) throw new Error('BENCH_ROOT and BENCH_OUT must be set')

/** The package a bundled module comes from: node_modules/<name> or the workspace folder packages/<name>. */
function packageOf(id) {
  const clean = id.replace(/^\0/, '').split('?')[0]
  const modules = clean.lastIndexOf('/node_modules/')
  if (modules !== -1) {
    const parts = clean.slice(modules + 14).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  const workspace = clean.match(/\/packages\/([^/]+)\//)
  if (workspace) return `@latch/${workspace[1]}`
  return '(page)'
}

/** A module's id shortened to what a reader needs: the path from its package on. */
function moduleName(id) {
  const clean = id.replace(/^\0/, '').split('?')[0]
  const modules = clean.lastIndexOf('/node_modules/')
  if (modules !== -1) return clean.slice(modules + 14)
  const workspace = clean.indexOf('/packages/')
  return workspace === -1 ? clean.split('/').slice(-2).join('/') : clean.slice(workspace + 10)
}

/** Writes bundle-stats.json beside the build: per chunk, the bytes each package and each module
 * renders (before minifying), and the chunks it imports statically. */
function bundleStats() {
  return {
    name: 'bench-bundle-stats',
    generateBundle(_options, bundle) {
      const chunks = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const byPackage = {}
        const byModule = {}
        for (const [id, module] of Object.entries(output.modules)) {
          const name = packageOf(id)
          byPackage[name] = (byPackage[name] ?? 0) + module.renderedLength
          if (module.renderedLength > 0) byModule[moduleName(id)] = module.renderedLength
        }
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          byPackage,
          byModule,
        }
      }
      const file = join(outDir, '..', `${outDir.split('/').pop()}.bundle-stats.json`)
      // bench/dist is git-ignored: on a fresh clone it does not exist yet when the first page is built.
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(chunks, null, 2))
    },
  }
}

export default defineConfig({
  root,
  base: './',
  logLevel: 'error',
  plugins: [react(), bundleStats()],
  // AppKit's wagmi adapter nests a newer @wagmi/connectors that needs @wagmi/core 3: use wagmi 2's own copy.
  resolve: { dedupe: ['react', 'react-dom', '@wagmi/connectors'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 100000,
    // React in a chunk of its own on every page, so the kit's own share of the first load reads off the rest.
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return REACT_CHUNK
        },
      },
    },
  },
})
