import { open } from '@latch/core/actions'
import { connectEvm, type GalleryState, typeInSearch } from './galleryStateSteps'

/** Connecting: Connect, AllWallets, ConnectWallets, WalletGuide and the connecting views. */
export const CONNECT_STATES: readonly GalleryState[] = [
  {
    id: 'Connect:data',
    view: 'Connect',
    caption: 'The wallet list a visitor sees first.',
    reach: ({ client }) => open(client, {}),
    shows: 'Latch Dev Wallet',
  },
  {
    id: 'Connect:filtered',
    view: 'Connect',
    caption: 'Connect for one namespace (after "Switch to Solana"): only its wallets.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'Connect', params: { namespace: 'solana' } })
    },
    shows: 'Latch Dev Wallet (Solana)',
  },
  {
    id: 'AllWallets:data',
    view: 'AllWallets',
    caption: 'The whole wallet catalogue, searchable.',
    reach: ({ client }) => open(client, { view: 'AllWallets' }),
    shows: 'MetaMask',
  },
  {
    id: 'AllWallets:empty',
    view: 'AllWallets',
    caption: 'A search no wallet matches.',
    reach: async ({ client }) => {
      await open(client, { view: 'AllWallets' })
      await typeInSearch('zzzz')
    },
    shows: 'No wallet found',
  },
  {
    id: 'AllWallets:loading',
    view: 'AllWallets',
    caption: "A search the wallet server has not answered yet: rows loading, not 'No wallet found'.",
    scene: { explorerPending: true },
    reach: async ({ client }) => {
      await open(client, { view: 'AllWallets' })
      await typeInSearch('zzzz')
    },
    shows: 'Searching wallets',
  },
  {
    id: 'ConnectWallets:data',
    view: 'ConnectWallets',
    caption: 'Wallets installed in this browser.',
    reach: ({ client }) => open(client, { view: 'ConnectWallets' }),
    shows: 'Latch Dev Wallet',
  },
  {
    id: 'WalletGuide:data',
    view: 'WalletGuide',
    caption: 'What a wallet is, for a first-time visitor.',
    reach: ({ client }) => open(client, { view: 'WalletGuide' }),
    shows: /wallet/i,
  },
  {
    id: 'ConnectingExternal:loading',
    view: 'ConnectingExternal',
    caption: 'Waiting for the wallet to answer.',
    reach: async ({ client, evm }) => {
      evm.holdNext()
      await open(client, { view: 'ConnectingExternal', params: { connectorId: 'test-wallet' } })
    },
    shows: 'Latch Dev Wallet',
  },
  {
    id: 'ConnectingExternal:error',
    view: 'ConnectingExternal',
    caption: 'The wallet declined the connection.',
    reach: async ({ client, evm }) => {
      evm.rejectNext()
      await open(client, { view: 'ConnectingExternal', params: { connectorId: 'test-wallet' } })
    },
    shows: 'Try again',
  },
  {
    id: 'ConnectingExternal:not-installed',
    view: 'ConnectingExternal',
    caption: 'A catalogue wallet this browser does not have.',
    reach: ({ client }) =>
      open(client, { view: 'ConnectingExternal', params: { connectorId: 'io.metamask' } }),
    shows: 'MetaMask',
  },
  {
    id: 'ConnectingWalletConnectBasic:loading',
    view: 'ConnectingWalletConnectBasic',
    caption: 'WalletConnect before the relay gave a pairing code.',
    scene: { pairingPending: true },
    reach: ({ client }) => open(client, { view: 'ConnectingWalletConnectBasic' }),
    shows: /WalletConnect|Scan/,
  },
  {
    id: 'ConnectingWalletConnectBasic:data',
    view: 'ConnectingWalletConnectBasic',
    caption: 'The pairing QR code.',
    reach: ({ client }) => open(client, { view: 'ConnectingWalletConnectBasic' }),
    shows: /Copy link|Scan/,
  },
]
