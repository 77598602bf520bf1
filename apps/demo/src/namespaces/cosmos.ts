import { cosmosAdapter, cosmosLocalnet } from '@latch/adapter-cosmos'
import { createCosmosDevWallet, DEV_COSMOS_MNEMONIC } from '@latch/fixture-cosmos/devWallet'
import type { DemoNamespace } from '../demoNamespaces'
import { demoServiceUrl } from '../runtimeConfig'

/**
 * Cosmos in the demo: the adapter on the local chain (`cosmos:latch-local-1`, STAKE) whose CometBFT RPC the demo
 * server starts (server/startDemoCosmos.mjs, at /svc/cosmos/), and the Keplr-interface dev wallet over the
 * funded dev mnemonic, injected as `window.latchDevCosmos` and announced. The wallet does not know the local
 * chain: the first connect suggests it, as Keplr would be asked to add it.
 */
export const cosmosDemo: DemoNamespace = {
  adapter: () => cosmosAdapter(),
  // The trailing slash: the demo server proxies /svc/<name>/<path>, and cosmjs posts to the URL as given.
  networks: (origin) => [cosmosLocalnet(`${demoServiceUrl(origin, 'cosmos')}/`)],
  installWallet: (_origin, target, storage) => {
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC, ...(storage ? { storage } : {}) })
    const remove = wallet.install(target)
    return { rejectNext: () => wallet.rejectNext(), stop: remove }
  },
}
