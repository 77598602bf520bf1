import { defineConfig } from 'tsup'
import { latchBuild } from '../../tsup.preset'

export default defineConfig(
  latchBuild({
    // `light` is build-only (see src/exports/light.ts): it keeps @solana/kit out of the chunk the page loads.
    // `legacy` is the optional wallet-adapter entry: only it imports web3.js 1.x (an optional peer). `verify` is the
    // server-side sign-in check: kit's WebCrypto ed25519, no wallet code.
    entry: {
      index: 'src/exports/index.ts',
      networks: 'src/exports/networks.ts',
      legacy: 'src/exports/legacy.ts',
      light: 'src/exports/light.ts',
      verify: 'src/exports/verify.ts',
    },
    dts: {
      entry: {
        index: 'src/exports/index.ts',
        networks: 'src/exports/networks.ts',
        legacy: 'src/exports/legacy.ts',
        verify: 'src/exports/verify.ts',
      },
    },
  }),
)
