import { startSuiRpcServer } from '@latch/fixture-sui/rpcServer'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    suiRpcUrl: string
  }
}

/** One faucet request sends 1.25 SUI, so balances show the 9 decimals. */
export const FAUCET_MIST = 1_250_000_000n

/** Starts the Sui JSON-RPC test node on a free 127.0.0.1 port and stops it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startSuiRpcServer({ faucetMist: FAUCET_MIST })
  project.provide('suiRpcUrl', server.url)
  return () => server.close()
}
