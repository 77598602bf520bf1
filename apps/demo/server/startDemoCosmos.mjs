// Starts the local CometBFT RPC endpoints of the demo's two Cosmos chains and funds the Cosmos dev wallet on them.
import { DEV_COSMOS_MNEMONIC, devAddress, startCosmosRpcServer } from '@latch/fixture-cosmos/rpcServer'

/** The demo's Cosmos chains: a Hub-like STAKE chain and an Osmosis-like one (`osmo1…` addresses). */
export const COSMOS_DEMO_CHAINS = {
  cosmos: { chainId: 'latch-local-1', prefix: 'cosmos', denom: 'ustake', amount: 42_500_000n },
  'cosmos-osmo': { chainId: 'latch-osmo-1', prefix: 'osmo', denom: 'uosmo', amount: 1_250_000n },
}

async function startChain({ chainId, prefix, denom, amount }) {
  const server = await startCosmosRpcServer({ chainId })
  server.setBalance(await devAddress(DEV_COSMOS_MNEMONIC, prefix), denom, amount)
  return { url: server.url, close: () => server.close() }
}

/** `cosmos:latch-local-1`, the dev wallet with 42.5 STAKE; the page reaches it at /svc/cosmos/. */
export const startDemoCosmos = () => startChain(COSMOS_DEMO_CHAINS.cosmos)

/** `cosmos:latch-osmo-1`, the dev wallet with 1.25 OSMO; the page reaches it at /svc/cosmos-osmo/. */
export const startDemoCosmosOsmo = () => startChain(COSMOS_DEMO_CHAINS['cosmos-osmo'])
