// Latch host: core + ui-react + adapter-evm, mainnet + Base, default (self-hosted) services; a placeholder
// project id as the peers get.
import { base, evmAdapter, mainnet } from '@latch/adapter-evm'
import { createLatch } from '@latch/core'
import { renderHost } from '../shared/renderHost'

renderHost(
  createLatch({
    projectId: 'latch-bench',
    adapters: [evmAdapter()],
    networks: [mainnet, base],
    metadata: { name: 'Latch bench host', description: 'bench', url: window.location.origin, icons: [] },
  }),
)
