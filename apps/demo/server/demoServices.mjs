// The local services `npm run demo` and the demo e2e start besides the chains, by name. The page reaches each at
// `/svc/<name>/...` on its own origin (the CSP allows connect-src 'self' only). One line per service.
import { startDemoBitcoin } from './startDemoBitcoin.mjs'
import { startDemoCosmos, startDemoCosmosOsmo } from './startDemoCosmos.mjs'
import { startDemoLatchServer } from './startDemoLatchServer.mjs'
import { startDemoPolkadot } from './startDemoPolkadot.mjs'
import { startDemoStacks } from './startDemoStacks.mjs'
import { startDemoSui } from './startDemoSui.mjs'

/** @type {Record<string, () => Promise<import('./demoServer.d.mts').DemoService>>} */
export const DEMO_SERVICES = {
  latch: startDemoLatchServer,
  bitcoin: startDemoBitcoin,
  stacks: startDemoStacks,
  sui: startDemoSui,
  cosmos: startDemoCosmos,
  'cosmos-osmo': startDemoCosmosOsmo,
  polkadot: startDemoPolkadot,
}
