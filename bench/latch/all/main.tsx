// Latch host with all seven namespace adapters (one network each besides Ethereum mainnet + Arbitrum): what each
// adapter adds to the first load (issue 21).
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
import { renderHost } from '../shared/renderHost'

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
  }),
)
