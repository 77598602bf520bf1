// Latch host: core + ui-react + adapter-evm + adapter-solana, mainnet + Base + Solana mainnet.
import { base, evmAdapter, mainnet } from '@latch/adapter-evm'
import { solanaAdapter, solanaMainnet } from '@latch/adapter-solana'
import { createLatch } from '@latch/core'
import { renderHost } from '../shared/renderHost'

renderHost(
  createLatch({
    projectId: 'latch-bench',
    adapters: [evmAdapter(), solanaAdapter()],
    networks: [mainnet, base, solanaMainnet],
    metadata: { name: 'Latch bench host', description: 'bench', url: window.location.origin, icons: [] },
  }),
)
