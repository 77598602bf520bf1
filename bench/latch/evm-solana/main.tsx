// Latch host: core + ui-react + adapter-evm + adapter-solana, Ethereum mainnet + Arbitrum + Solana mainnet.
import { evmAdapter } from '@latch/adapter-evm'
import { arbitrum, mainnet } from '@latch/adapter-evm/networks'
import { solanaAdapter, solanaMainnet } from '@latch/adapter-solana'
import { createLatch } from '@latch/core'
import { renderHost } from '../shared/renderHost'

renderHost(
  createLatch({
    projectId: 'latch-bench',
    adapters: [evmAdapter(), solanaAdapter()],
    networks: [mainnet, arbitrum, solanaMainnet],
    metadata: { name: 'Latch bench host', description: 'bench', url: window.location.origin, icons: [] },
  }),
)
