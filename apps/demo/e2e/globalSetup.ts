import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployContracts, startAnvil } from '@latch/fixture-evm/node'
import { startRelay } from '@latch/fixture-walletconnect/relay'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { startDemo } from '../server/demoServer.mjs'
import { DEMO_SERVICES } from '../server/demoServices.mjs'
import { startDemoSolana } from '../server/startDemoSolana.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    /** The Solana RPC server behind the demo (tests read balances from it over HTTP). */
    solanaRpcUrl: string
    /** RPC URLs of the demo's anvil chains, by chain id. */
    anvilRpcUrls: Record<string, string>
    /** URLs of the demo's local services (server/demoServices.mjs), by name. */
    serviceUrls: Record<string, string>
    /** The WalletConnect relay behind the demo's /relay (a Node-side wallet connects to it directly). */
    relayUrl: string
    /** The fixture contracts on chain 31337 (token18, token6, usdt, ...). */
    evmContracts: Record<string, string>
  }
}

const demoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Builds the demo, starts its chains and server on a free 127.0.0.1 port, and stops them (by PID) afterwards. */
export default async function setup(project: TestProject) {
  // `npm test` builds it once before its two demo processes start (LATCH_DEMO_BUILT=1): both building into one
  // dist/ at once would serve a half-written page.
  if (process.env.LATCH_DEMO_BUILT !== '1')
    await build({ root: demoRoot, configFile: join(demoRoot, 'vite.config.ts'), logLevel: 'error' })
  const demo = await startDemo({
    distDir: join(demoRoot, 'dist'),
    startAnvil,
    deployContracts,
    startSolana: startDemoSolana,
    services: DEMO_SERVICES,
    startRelay: (options) => startRelay(options),
  })
  project.provide('demoUrl', demo.url)
  project.provide('solanaRpcUrl', demo.solanaRpcUrl ?? '')
  project.provide(
    'anvilRpcUrls',
    Object.fromEntries(demo.anvils.map((anvil) => [String(anvil.chainId), anvil.rpcUrl])),
  )
  project.provide('serviceUrls', demo.serviceUrls)
  project.provide('relayUrl', demo.relayUrl ?? '')
  project.provide('evmContracts', (demo.contracts ?? {}) as Record<string, string>)
  return async () => {
    await demo.stop()
  }
}
