// Starts the Esplora-compatible server over a regtest chain and pays the demo's Bitcoin dev wallet.
import { devWalletAddresses, startEsploraServer } from '@latch/fixture-bitcoin/esplora'
import { BITCOIN_DEV_FUNDING, BITCOIN_DEV_SEED } from './bitcoinDemoAccount.mjs'

/**
 * Starts the server on a free 127.0.0.1 port and pays the dev wallet's payment address 0.5 BTC in a mined block
 * and 10,000 sats in the mempool, so the page shows confirmed plus unconfirmed.
 */
export async function startDemoBitcoin() {
  const server = await startEsploraServer()
  try {
    const [payment] = devWalletAddresses(BITCOIN_DEV_SEED)
    if (!payment) throw new Error('the Bitcoin dev wallet has no payment address')
    server.chain.fund(payment.address, BITCOIN_DEV_FUNDING.confirmed, { confirmed: true })
    server.chain.fund(payment.address, BITCOIN_DEV_FUNDING.unconfirmed)
    return { url: server.url, close: () => server.close() }
  } catch (error) {
    await server.close()
    throw error
  }
}
