// Latch host with the whole kit (issue 39): all seven namespace adapters (one network each besides Ethereum
// mainnet + Arbitrum), WalletConnect on the bench's local relay (`?relay=`) and the embedded e-mail wallet. None of
// the connect methods may cost the first load more than its entry in the modal: the WalletConnect SDK loads when the
// visitor picks WalletConnect, the e-mail wallet's frame client at the first e-mail login. The e-mail wallet's
// server is a dead local URL: the bench never submits an e-mail, and a first load must not need the server.
// Wallets come first in the modal (`connectMethodsOrder`), the e-mail field below them: with e-mail first the
// wallets fold into one "Continue with a wallet" entry, and click → first wallet would time another view than on
// every other entry's page.
import { bitcoinAdapter } from '@latch/adapter-bitcoin'
import { bitcoinMainnet } from '@latch/adapter-bitcoin/networks'
import { cosmosAdapter } from '@latch/adapter-cosmos'
import { cosmosHub } from '@latch/adapter-cosmos/networks'
import { evmAdapter } from '@latch/adapter-evm'
import { arbitrum, mainnet } from '@latch/adapter-evm/networks'
import { polkadotAdapter } from '@latch/adapter-polkadot'
import { polkadot } from '@latch/adapter-polkadot/networks'
import { solanaAdapter } from '@latch/adapter-solana'
import { solanaMainnet } from '@latch/adapter-solana/networks'
import { stacksAdapter } from '@latch/adapter-stacks'
import { stacksMainnet } from '@latch/adapter-stacks/networks'
import { suiAdapter } from '@latch/adapter-sui'
import { suiMainnet } from '@latch/adapter-sui/networks'
import { createLatch } from '@latch/core'
import { embeddedWallet } from '@latch/embedded'
import { walletConnect } from '@latch/walletconnect'
import { renderHost } from '../shared/renderHost'

const relayUrl = new URLSearchParams(window.location.search).get('relay') ?? 'ws://127.0.0.1:9/'
renderHost(
  createLatch({
    projectId: 'latch-bench',
    adapters: [
      evmAdapter(),
      solanaAdapter(),
      polkadotAdapter(),
      bitcoinAdapter(),
      cosmosAdapter(),
      suiAdapter(),
      stacksAdapter(),
    ],
    networks: [
      mainnet,
      arbitrum,
      solanaMainnet,
      polkadot,
      bitcoinMainnet,
      cosmosHub,
      suiMainnet,
      stacksMainnet,
    ],
    metadata: { name: 'Latch bench host', description: 'bench', url: window.location.origin, icons: [] },
    walletConnect: walletConnect({ relayUrl }),
    embedded: embeddedWallet({ serverUrl: 'http://127.0.0.1:9/' }),
    features: { connectMethodsOrder: ['wallet', 'email', 'social'] },
  }),
)
