import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their sources (the "@latch/source" condition), so the demo builds without
// building them first; `npm run demo` builds them anyway for the Node start script.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
})
