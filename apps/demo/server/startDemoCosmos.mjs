// Starts the local CometBFT RPC endpoint for the demo's Cosmos chain and funds the Cosmos dev wallet on it.
import { DEV_COSMOS_MNEMONIC, devAddress, startCosmosRpcServer } from '@latch/fixture-cosmos/rpcServer'

/** The demo's local Cosmos chain id (`cosmos:latch-local-1`). */
export const COSMOS_DEMO_CHAIN_ID = 'latch-local-1'

/** What the Cosmos dev wallet holds on it: 42.5 STAKE, in ustake. */
export const COSMOS_DEV_USTAKE = 42_500_000n

/** Starts the endpoint on a free 127.0.0.1 port with the dev wallet's STAKE; the page reaches it at /svc/cosmos/. */
export async function startDemoCosmos() {
  const server = await startCosmosRpcServer({ chainId: COSMOS_DEMO_CHAIN_ID })
  server.setBalance(await devAddress(DEV_COSMOS_MNEMONIC), 'ustake', COSMOS_DEV_USTAKE)
  return { url: server.url, close: () => server.close() }
}
