import { startDemoPolkadot } from './startDemoPolkadot.mjs'

// The local services `npm run demo` and the demo e2e start besides the chains, by name. The page reaches each at
// `/svc/<name>/...` on its own origin (the CSP allows connect-src 'self' only). One line per service.

/** @type {Record<string, () => Promise<import('./demoServer.d.mts').DemoService>>} */
export const DEMO_SERVICES = {
  polkadot: startDemoPolkadot,
}
