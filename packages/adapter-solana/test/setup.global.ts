import { startSolanaRpcServer } from '@latch/fixture-solana/rpcServer'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    solanaRpcUrl: string
  }
}

/** Starts the SVM JSON-RPC server on a free 127.0.0.1 port and stops it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startSolanaRpcServer()
  project.provide('solanaRpcUrl', server.url)
  return () => server.close()
}
