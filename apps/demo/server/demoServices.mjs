// The local services `npm run demo` and the demo e2e start besides the chains, by name. The page reaches each at
// `/svc/<name>/...` on its own origin (the CSP allows connect-src 'self' only). One line per service; each starter
// gets the services started before it (the Latch server mails its codes to `mail`).
import { startDemoBitcoin } from './startDemoBitcoin.mjs'
import { startDemoCosmos, startDemoCosmosOsmo } from './startDemoCosmos.mjs'
import { startDemoLatchServer } from './startDemoLatchServer.mjs'
import { startDemoMail } from './startDemoMail.mjs'
import { startDemoOidc } from './startDemoOidc.mjs'
import { startDemoPolkadot } from './startDemoPolkadot.mjs'
import { startDemoStacks } from './startDemoStacks.mjs'
import { startDemoSui } from './startDemoSui.mjs'

/** @type {Record<string, (started: Record<string, import('./demoServer.d.mts').DemoService>) => Promise<import('./demoServer.d.mts').DemoService>>} */
export const DEMO_SERVICES = {
  mail: startDemoMail,
  oidc: startDemoOidc,
  latch: startDemoLatchServer,
  bitcoin: startDemoBitcoin,
  stacks: startDemoStacks,
  sui: startDemoSui,
  cosmos: startDemoCosmos,
  'cosmos-osmo': startDemoCosmosOsmo,
  polkadot: startDemoPolkadot,
}
