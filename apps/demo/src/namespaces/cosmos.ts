import { cosmosAdapter, cosmosLocalnet } from '@latch/adapter-cosmos'
import type { DemoNamespace } from '../demoNamespaces'
import { demoServiceUrl } from '../runtimeConfig'

/**
 * Cosmos in the demo: the adapter on two local chains, `cosmos:latch-local-1` (STAKE, `cosmos1…`) and
 * `cosmos:latch-osmo-1` (OSMO, `osmo1…`), whose CometBFT RPC endpoints the demo server starts
 * (server/startDemoCosmos.mjs, at /svc/cosmos/ and /svc/cosmos-osmo/), and the Keplr-interface dev wallet over the
 * funded dev mnemonic, injected as `window.latchDevCosmos` and announced. The wallet knows neither chain: the first
 * connect suggests the chosen one, and choosing the other later suggests and enables it, as Keplr would ask.
 */
export const cosmosDemo: DemoNamespace = {
  adapter: () => cosmosAdapter(),
  // The trailing slash: the demo server proxies /svc/<name>/<path>, and cosmjs posts to the URL as given.
  networks: (origin) => [
    cosmosLocalnet(`${demoServiceUrl(origin, 'cosmos')}/`),
    cosmosLocalnet(`${demoServiceUrl(origin, 'cosmos-osmo')}/`, {
      chainId: 'latch-osmo-1',
      name: 'Osmosis Localnet',
      bech32Prefix: 'osmo',
      denom: 'uosmo',
      symbol: 'OSMO',
    }),
  ],
  installWallet: async (_origin, target, storage) => {
    const { createCosmosDevWallet, DEV_COSMOS_MNEMONIC } = await import('@latch/fixture-cosmos/devWallet')
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC, ...(storage ? { storage } : {}) })
    const remove = wallet.install(target)
    return { rejectNext: () => wallet.rejectNext(), stop: remove }
  },
}
