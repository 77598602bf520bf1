// `npm run demo` (after the build): starts the local chains and serves the built demo on 127.0.0.1.
// The fixtures' Node helpers come from their built dist/ (turbo builds them with the demo's dependencies).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployContracts, startAnvil } from '@latch/fixture-evm/node'
import { startRelay } from '@latch/fixture-walletconnect/relay'
import { startDemo } from '../server/demoServer.mjs'
import { DEMO_SERVICES } from '../server/demoServices.mjs'
import { startDemoSolana } from '../server/startDemoSolana.mjs'

const here = dirname(fileURLToPath(import.meta.url))
// The wallet frame on http://localhost:<port>: passkeys need a domain as their RP ID, never an IP address.
process.env.LATCH_DEMO_FRAME_HOST ??= 'localhost'
const port = Number(process.env.PORT ?? 5180)
const demo = await startDemo({
  distDir: join(here, '..', 'dist'),
  port,
  startAnvil,
  deployContracts,
  startSolana: startDemoSolana,
  services: DEMO_SERVICES,
  startRelay: (options) => startRelay(options),
})
console.log(`Latch demo running at ${demo.url}`)
for (const anvil of demo.anvils)
  console.log(`  anvil chain ${anvil.chainId} on ${anvil.rpcUrl} (pid ${anvil.pid})`)
if (demo.solanaRpcUrl) console.log(`  solana (SVM) on ${demo.solanaRpcUrl}`)
if (demo.relayUrl)
  console.log(
    `  WalletConnect relay on ${demo.relayUrl} (the page: ${demo.url}relay; wallet page: ${demo.url}wallet.html)`,
  )
for (const [name, url] of Object.entries(demo.serviceUrls)) console.log(`  ${name} on ${url}`)
if (demo.frameOrigin) {
  console.log(`  embedded wallet frame on ${demo.frameOrigin}/embedded/frame?projectId=latch-demo`)
  console.log(`  e-mail codes: ${demo.url}mailbox (JSON: ${demo.url}mailbox.json)`)
}
console.log('Press Ctrl+C to stop.')

/** How long stopping may take before the script ends anyway (issue 40: Ctrl+C ends everything within 5 s). */
const STOP_DEADLINE_MS = 4000

let stopping = false
const stop = async () => {
  if (stopping) {
    // A second Ctrl+C: do not wait any more.
    process.exit(1)
  }
  stopping = true
  const deadline = setTimeout(() => {
    console.error(`The demo did not stop within ${STOP_DEADLINE_MS / 1000} s; ending it now.`)
    process.exit(1)
  }, STOP_DEADLINE_MS)
  await demo.stop()
  clearTimeout(deadline)
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
