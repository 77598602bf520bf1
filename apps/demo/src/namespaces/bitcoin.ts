import { bitcoinAdapter, bitcoinRegtest } from '@latch/adapter-bitcoin'
import { BITCOIN_DEV_SEED } from '../../server/bitcoinDemoAccount.mjs'
import type { DemoNamespace } from '../demoNamespaces'
import { demoServiceUrl } from '../runtimeConfig'

/**
 * Bitcoin on the demo: the bip122 adapter on regtest, whose Esplora API is the local server behind the demo's
 * `/svc/bitcoin/` proxy, and the real-key sats-connect dev wallet registered in `window.btc_providers`.
 */
export const bitcoinDemo: DemoNamespace = {
  adapter: () => bitcoinAdapter(),
  networks: (origin) => [{ ...bitcoinRegtest, rpcUrls: [demoServiceUrl(origin, 'bitcoin')] }],
  installWallet: async (_origin, target, storage) => {
    const { createDevWallet } = await import('@latch/fixture-bitcoin/devWallet')
    const wallet = createDevWallet({
      seed: BITCOIN_DEV_SEED,
      network: 'Regtest',
      ...(storage ? { storage } : {}),
    })
    const uninstall = wallet.install(target)
    return { rejectNext: () => wallet.rejectNext(), stop: uninstall }
  },
}
