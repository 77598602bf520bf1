import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their sources (the "@latch/source" condition), so the demo builds without
// building them first; `npm run demo` builds them anyway for the Node start script.
const here = dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // The demo page, the WalletConnect dev wallet page (/wallet.html) and the modal gallery (/gallery).
    rollupOptions: {
      input: {
        main: join(here, 'index.html'),
        wallet: join(here, 'wallet.html'),
        gallery: join(here, 'gallery.html'),
      },
    },
  },
})
