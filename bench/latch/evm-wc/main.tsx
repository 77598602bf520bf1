// Latch host with WalletConnect: the latch-evm page plus `walletConnect()` on the bench's local relay (`?relay=`).
// Its first load must equal latch-evm's: the WalletConnect SDK loads only when the visitor picks WalletConnect.
import { evmAdapter } from '@latch/adapter-evm'
import { arbitrum, mainnet } from '@latch/adapter-evm/networks'
import { createLatch } from '@latch/core'
import { walletConnect } from '@latch/walletconnect'
import { renderHost } from '../shared/renderHost'

const relayUrl = new URLSearchParams(window.location.search).get('relay') ?? 'ws://127.0.0.1:9/'
renderHost(
  createLatch({
    projectId: 'latch-bench',
    adapters: [evmAdapter()],
    networks: [mainnet, arbitrum],
    metadata: { name: 'Latch bench host', description: 'bench', url: window.location.origin, icons: [] },
    walletConnect: walletConnect({ relayUrl }),
  }),
)
