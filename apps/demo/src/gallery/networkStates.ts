import { mainnet } from '@latch/adapter-evm/networks'
import { connectWalletConnect, open } from '@latch/core/actions'
import { connectEvm, connectedThenOpen, type GalleryState } from './galleryStateSteps'

/** Networks: the list, switching networks, the active chain and an unsupported one. */
export const NETWORK_STATES: readonly GalleryState[] = [
  {
    id: 'Networks:data',
    view: 'Networks',
    caption: 'The network list, no wallet connected.',
    reach: ({ client }) => open(client, { view: 'Networks' }),
    shows: 'Solana Localnet',
  },
  {
    id: 'Networks:connected',
    view: 'Networks',
    caption: 'The network list with a wallet connected on the first.',
    reach: connectedThenOpen({ view: 'Networks' }),
    shows: 'Solana Localnet',
  },
  {
    id: 'Networks:walletconnect-unapproved',
    view: 'Networks',
    caption:
      "Connected with WalletConnect, whose wallet approved Anvil only: the host's other EVM networks are marked Not approved.",
    scene: { walletConnectApproves: ['eip155:31337'] },
    reach: async (scene) => {
      await connectWalletConnect(scene.client)
      await open(scene.client, { view: 'Networks' })
    },
    shows: 'Not approved',
  },
  {
    id: 'SwitchNetwork:loading',
    view: 'SwitchNetwork',
    caption: 'Waiting for the wallet to switch networks.',
    reach: async (scene) => {
      await connectEvm(scene)
      scene.evm.holdNext()
      await open(scene.client, { view: 'SwitchNetwork', params: { networkId: mainnet.id } })
    },
    shows: 'Ethereum',
  },
  {
    id: 'SwitchNetwork:error',
    view: 'SwitchNetwork',
    caption: 'The wallet declined the network switch.',
    reach: async (scene) => {
      await connectEvm(scene)
      scene.evm.rejectNext()
      await open(scene.client, { view: 'SwitchNetwork', params: { networkId: mainnet.id } })
    },
    shows: 'Try again',
  },
  {
    id: 'SwitchActiveChain:data',
    view: 'SwitchActiveChain',
    caption: 'Opened for Solana with only an EVM wallet connected.',
    reach: connectedThenOpen({ namespace: 'solana' }),
    shows: 'Switch to Solana',
  },
  {
    id: 'UnsupportedChain:data',
    view: 'UnsupportedChain',
    caption: 'The wallet is on a network the app does not support.',
    reach: connectedThenOpen({ view: 'UnsupportedChain' }),
    shows: /network/i,
  },
]
