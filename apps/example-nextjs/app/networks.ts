import { anvilLocal, arbitrum, mainnet } from '@latch/adapter-evm/networks'
import type { CaipNetwork } from '@latch/core'

/**
 * The app's networks, the same on the server (to read the connection cookie) and in the browser (the client).
 * The first is a local anvil node, where the dev wallet lives; Ethereum and Arbitrum come from the adapter's
 * networks subpath, with no viem import.
 */
export function exampleNetworks(rpcUrl: string): CaipNetwork[] {
  return [anvilLocal(rpcUrl), mainnet, arbitrum]
}
