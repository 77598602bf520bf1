import { startPolkadotRpcServer } from '@latch/fixture-polkadot/rpcServer'
import { Keyring } from '@polkadot/keyring'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    polkadotRpcUrl: string
    polkadotWsUrl: string
  }
}

/** Free balances (base units) the local chain holds for the dev wallet's two default accounts. */
export const FUNDED = { '//Latch//0': 12_345_000_000_000n, '//Latch//1': 500_000_000_000n } as const

/** Starts the Substrate JSON-RPC server (playing Westend) on a free 127.0.0.1 port and stops it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const keyring = new Keyring({ type: 'sr25519' })
  const balances = Object.fromEntries(
    Object.entries(FUNDED).map(([uri, free]) => [keyring.addFromUri(uri).address, free]),
  )
  const server = await startPolkadotRpcServer({ balances })
  project.provide('polkadotRpcUrl', server.url)
  project.provide('polkadotWsUrl', server.wsUrl)
  return () => server.close()
}
