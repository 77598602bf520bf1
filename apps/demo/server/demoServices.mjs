// The local services `npm run demo` and the demo e2e start besides the chains, by name. The page reaches each at
// `/svc/<name>/...` on its own origin (the CSP allows connect-src 'self' only). One line per service.
import { startDemoBitcoin } from './startDemoBitcoin.mjs'
import { startDemoPolkadot } from './startDemoPolkadot.mjs'

/** @type {Record<string, () => Promise<import('./demoServer.d.mts').DemoService>>} */
export const DEMO_SERVICES = {
  bitcoin: startDemoBitcoin,
  polkadot: startDemoPolkadot,
}
