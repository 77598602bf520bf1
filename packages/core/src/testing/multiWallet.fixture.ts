// Core's tests of multi-wallet mode (switchConnection, disconnectConnection): two EVM wallets and a Solana wallet.

import { connect } from '../actions/connect'
import { createLatch } from '../client/createLatch'
import type { Latch } from '../latch/types'
import type { KeyValueStorage } from '../options/types'
import { createMemoryStorage } from './createMemoryStorage'
import { createTestAdapter } from './createTestAdapter'
import { testNetworks } from './networks'

export const ALICE = '0x1111111111111111111111111111111111111111'
export const BOB = '0x2222222222222222222222222222222222222222'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

/** The page's adapters: an EVM one offering Alice's and Bob's wallets, and a Solana one. */
function multiWalletAdapters() {
  const evm = createTestAdapter({
    connectors: [
      { id: 'alice-wallet', name: 'Alice Wallet', namespace: 'eip155', type: 'announced', installed: true },
      { id: 'bob-wallet', name: 'Bob Wallet', namespace: 'eip155', type: 'announced', installed: true },
    ],
    addressesByConnector: { 'alice-wallet': [ALICE], 'bob-wallet': [BOB] },
  })
  const sol = createTestAdapter({ namespace: 'solana', addresses: [SOL] })
  return { evm, sol }
}

/** A client on mainnet and Solana over `multiWalletAdapters()` (a new page load when given the last one's storage). */
export function multiWalletClient(
  storage: KeyValueStorage & { dump(): Record<string, string> } = createMemoryStorage(),
  multiWallet = true,
) {
  const { evm, sol } = multiWalletAdapters()
  const client = createLatch({
    networks: [testNetworks.mainnet, testNetworks.solana],
    adapters: [evm, sol],
    storage,
    remoteFeatures: { multiWallet },
  })
  return { client, evm, sol, storage }
}

/** Alice's, then Bob's EVM wallet, then the Solana wallet, all connected (multi-wallet mode unless told). */
export async function threeWallets(multiWallet = true) {
  const setup = multiWalletClient(createMemoryStorage(), multiWallet)
  await connect(setup.client, { namespace: 'eip155', connectorId: 'alice-wallet' })
  await connect(setup.client, { namespace: 'eip155', connectorId: 'bob-wallet' })
  await connect(setup.client, { namespace: 'solana', connectorId: 'test-wallet' })
  return setup
}

/** The connector ids of `state.connections`, sorted, by namespace. */
export const connectorIds = (client: Latch) =>
  Object.fromEntries(
    Object.entries(client.getState().connections).map(([namespace, list]) => [
      namespace,
      (list ?? []).map((connection) => connection.connectorId).sort(),
    ]),
  )
