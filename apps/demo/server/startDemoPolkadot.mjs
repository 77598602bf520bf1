// Starts the Substrate JSON-RPC server (playing Westend) and funds the demo's Polkadot dev wallet.
import { startPolkadotRpcServer } from '@latch/fixture-polkadot/rpcServer'
import { Keyring } from '@polkadot/keyring'
import { POLKADOT_DEV_ACCOUNT_URI, POLKADOT_DEV_PLANCK } from './demoAccounts.mjs'

/** Starts the server on a free 127.0.0.1 port with 12.345 WND on the dev wallet's first account. */
export async function startDemoPolkadot() {
  const address = new Keyring({ type: 'sr25519' }).addFromUri(POLKADOT_DEV_ACCOUNT_URI).address
  const server = await startPolkadotRpcServer({ balances: { [address]: POLKADOT_DEV_PLANCK } })
  return { url: server.url, close: () => server.close() }
}
