import { DEV_COSMOS_MNEMONIC, devAddress, startCosmosRpcServer } from '@latch/fixture-cosmos/rpcServer'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    cosmosRpcUrl: string
  }
}

/** What the dev mnemonic's first account holds on the local node, per bech32 prefix and denom. */
export const FUNDED = { ustake: 12_345_678n, uatom: 2_500_000n, uosmo: 7_000_001n } as const

/**
 * Starts the local CometBFT RPC endpoint on a free 127.0.0.1 port, funds the dev wallet's first account (STAKE and
 * ATOM as `cosmos1…`, OSMO as `osmo1…`) and stops it after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startCosmosRpcServer({ chainId: 'latch-local-1' })
  const address = (prefix: string) => devAddress(DEV_COSMOS_MNEMONIC, prefix)
  const hub = await address('cosmos')
  server.setBalance(hub, 'ustake', FUNDED.ustake)
  server.setBalance(hub, 'uatom', FUNDED.uatom)
  server.setBalance(await address('osmo'), 'uosmo', FUNDED.uosmo)
  project.provide('cosmosRpcUrl', server.url)
  return () => server.close()
}
