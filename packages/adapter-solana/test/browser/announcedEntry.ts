// Runs in Chromium (issue 39): a Latch client with the Solana adapter on a page where the real dev wallet registers
// through Wallet Standard's window events. The page lists it from the announcement alone; the Node test watches which
// chunks the page fetched.

import { createLatch, type Latch } from '@latch/core'
import { connect, open } from '@latch/core/actions'
import { createDevWallet, registerDevWallet } from '@latch/fixture-solana/devWallet'
import { solanaAdapter } from '../../src/adapter/solanaAdapter'
import { solanaLocalnet } from '../../src/networks/solanaNetworks'

const rpcUrl = new URLSearchParams(window.location.search).get('rpc') ?? ''
const wallet = createDevWallet({ rpcUrl })
// Registered before the app: the wallet answers the app-ready event core dispatches.
registerDevWallet(wallet)
const client: Latch = createLatch({
  projectId: 'latch-test',
  adapters: [solanaAdapter()],
  networks: [solanaLocalnet(rpcUrl)],
})
client.mount()

Object.assign(window, {
  walletName: wallet.name,
  walletIcon: wallet.icon,
  listedWallets: () =>
    client
      .getState()
      .connectors.map(({ id, name, imageUrl, installed }) => ({ id, name, imageUrl, installed })),
  openModal: () => open(client),
  pickWallet: async () => {
    const connection = await connect(client, { namespace: 'solana', connectorId: wallet.name })
    return connection.accounts.length
  },
})
