// Latch host: core + ui-react + adapter-evm, Ethereum mainnet + Arbitrum, default (self-hosted) services; a
// placeholder project id as the peers get.
import { evmAdapter } from '@latch/adapter-evm'
import { arbitrum, mainnet } from '@latch/adapter-evm/networks'
import { createLatch } from '@latch/core'
import { renderHost } from '../shared/renderHost'

renderHost(
  createLatch({
    projectId: 'latch-bench',
    adapters: [evmAdapter()],
    networks: [mainnet, arbitrum],
    metadata: { name: 'Latch bench host', description: 'bench', url: window.location.origin, icons: [] },
  }),
)
