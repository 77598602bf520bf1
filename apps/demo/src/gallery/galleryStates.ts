import { mainnet } from '@latch/adapter-evm/networks'
import type { Notice, View } from '@latch/core'
import { connect, open, setSendAmount, setSendReceiver, setSendToken, showToast } from '@latch/core/actions'
import { GALLERY_RECEIVER, type GalleryScene, type GallerySceneOptions } from './createGalleryScene'

/** One state of one view: how a fresh scene reaches it, and what the modal shows once it is there. */
export interface GalleryState {
  /** `<View>:<state>`, as `data-gallery-state` marks it. */
  id: `${View}:${string}`
  view: View
  /** One line for the reviewer: what this state is. */
  caption: string
  scene?: Omit<GallerySceneOptions, 'theme'>
  reach(scene: GalleryScene): Promise<void>
  /** Text the dialog shows once the state has its content (what the gallery waits for before it says ready). */
  shows: string | RegExp
}

const connectEvm = ({ client }: GalleryScene) =>
  connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })

/** Connected, with the send form's token (the native one) chosen. */
async function connectedSendForm(scene: GalleryScene, amount?: string, receiver?: string) {
  await connectEvm(scene)
  setSendToken(scene.client, { symbol: 'ETH', name: 'Ether', decimals: 18, quantity: '1.5', price: 2000 })
  if (amount) setSendAmount(scene.client, { amount })
  if (receiver) setSendReceiver(scene.client, { address: receiver })
}

/**
 * Shows a toast and shows it again whenever the modal dismisses it (after 3 s), so that the axe scan and the
 * screenshot, however late on a loaded machine, still find it.
 */
function keepToast({ client }: GalleryScene, notice: Notice) {
  showToast(client, notice)
  client.subscribe((state) => {
    if (!state.notices.toast) showToast(client, notice)
  })
}

/** Types `text` into the open view's search field, as a visitor does (the view loads first: polled for 15 s). */
async function typeInSearch(text: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const root = document.querySelector('[data-latch-modal]')?.shadowRoot
    const field = root?.querySelector<HTMLInputElement>('input[type="search"]')
    if (field) {
      // React tracks the value it set; the native setter makes the input event a change it sees.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('no search field')
}

const ON_RAMP_PARAMS = { fiat: 'EUR', asset: 'eip155:1/slip44:60', amount: '10' }

/**
 * Every state the gallery shows, view by view: empty, loading, error and data where the view has them. Reached with
 * the kit's own actions on core's in-memory wallets, so each is the same on every run and needs no chain.
 */
export const GALLERY_STATES: readonly GalleryState[] = [
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
  {
    id: 'Account:data',
    view: 'Account',
    caption: 'A connected account: balance, network, actions.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, {})
    },
    shows: '1.5',
  },
  {
    id: 'Account:error',
    view: 'Account',
    caption: 'A connected account whose balance could not be read.',
    reach: async (scene) => {
      scene.evm.failBalance()
      await connectEvm(scene)
      await open(scene.client, {})
    },
    shows: '0xf39F',
  },
  {
    id: 'Account:toast-success',
    view: 'Account',
    caption: "A success toast ('Address copied'), in the header, clear of the buttons.",
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, {})
      keepToast(scene, { id: 'ADDRESS_COPIED', variant: 'success', message: 'Address copied' })
    },
    shows: 'Address copied',
  },
  {
    id: 'Connections:data',
    view: 'Connections',
    caption: 'Every wallet connected, by namespace.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'Connections' })
    },
    shows: 'Latch Dev Wallet',
  },
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
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'Networks' })
    },
    shows: 'Solana Localnet',
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
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { namespace: 'solana' })
    },
    shows: 'Switch to Solana',
  },
  {
    id: 'UnsupportedChain:data',
    view: 'UnsupportedChain',
    caption: 'The wallet is on a network the app does not support.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'UnsupportedChain' })
    },
    shows: /network/i,
  },
  {
    id: 'SIWXSignMessage:data',
    view: 'SIWXSignMessage',
    caption: 'Sign-in required after connecting.',
    scene: { signIn: true },
    reach: async (scene) => {
      await open(scene.client, {})
      await connectEvm(scene)
    },
    shows: 'Sign',
  },
  {
    id: 'SIWXSignMessage:toast-error',
    view: 'SIWXSignMessage',
    caption: "An error toast ('Error signing message') over the sign-in view.",
    scene: { signIn: true },
    reach: async (scene) => {
      await open(scene.client, {})
      await connectEvm(scene)
      keepToast(scene, { id: 'SIGN_MESSAGE_FAILED', variant: 'error', message: 'Error signing message' })
    },
    shows: 'Error signing message',
  },
  {
    id: 'ConnectingFarcaster:error',
    view: 'ConnectingFarcaster',
    caption: 'Sign In With Farcaster where the host does not offer it: the reason and Try again.',
    reach: ({ client }) => open(client, { view: 'ConnectingFarcaster' }),
    shows: 'Try again',
  },
  {
    id: 'EmailVerifyOtp:data',
    view: 'EmailVerifyOtp',
    caption: 'The e-mail code entry.',
    reach: ({ client }) => open(client, { view: 'EmailVerifyOtp', params: { email: 'ada@example.com' } }),
    shows: 'ada@example.com',
  },
  {
    id: 'DataCapture:data',
    view: 'DataCapture',
    caption: 'Asking a connected visitor for an e-mail address.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'DataCapture' })
    },
    shows: /mail/i,
  },
  {
    id: 'WalletReceive:data',
    view: 'WalletReceive',
    caption: 'The account address as text and QR code.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'WalletReceive' })
    },
    shows: '0xf39F',
  },
  {
    id: 'WalletSend:empty',
    view: 'WalletSend',
    caption: 'The send form before anything is typed.',
    reach: async (scene) => {
      await connectedSendForm(scene)
      await open(scene.client, { view: 'WalletSend' })
    },
    shows: 'Max',
  },
  {
    id: 'WalletSend:data',
    view: 'WalletSend',
    caption: 'A filled send form with its USD value.',
    reach: async (scene) => {
      await connectedSendForm(scene, '0.25', GALLERY_RECEIVER)
      await open(scene.client, { view: 'WalletSend' })
    },
    shows: '$500.00',
  },
  {
    id: 'WalletSend:error',
    view: 'WalletSend',
    caption: 'An amount over the balance.',
    reach: async (scene) => {
      await connectedSendForm(scene, '5', GALLERY_RECEIVER)
      await open(scene.client, { view: 'WalletSend' })
    },
    shows: /balance/i,
  },
  {
    id: 'WalletSendPreview:data',
    view: 'WalletSendPreview',
    caption: 'The review card: amount, receiver, network, fee.',
    reach: async (scene) => {
      await connectedSendForm(scene, '0.25', GALLERY_RECEIVER)
      await open(scene.client, { view: 'WalletSendPreview' })
    },
    shows: '0.000021',
  },
  {
    id: 'OnRampFiatSelect:error',
    view: 'OnRampFiatSelect',
    caption: 'Buying crypto where no on-ramp is configured.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'OnRampFiatSelect', params: ON_RAMP_PARAMS })
    },
    shows: 'Try again',
  },
  {
    id: 'OnRampTokenSelect:error',
    view: 'OnRampTokenSelect',
    caption: 'The token step without an on-ramp.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'OnRampTokenSelect', params: ON_RAMP_PARAMS })
    },
    shows: 'Try again',
  },
  {
    id: 'OnRampProviders:error',
    view: 'OnRampProviders',
    caption: 'The provider step without an on-ramp.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'OnRampProviders', params: ON_RAMP_PARAMS })
    },
    shows: 'Try again',
  },
  {
    id: 'Swap:error',
    view: 'Swap',
    caption: 'Swap where no swap service is configured.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'Swap' })
    },
    shows: /swap/i,
  },
  {
    id: 'SwapPreview:loading',
    view: 'SwapPreview',
    caption: 'The swap review while the tokens load.',
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, { view: 'SwapPreview' })
    },
    shows: 'Loading tokens',
  },
]

/** The state with this id, if the gallery has it. */
export function galleryState(id: string | null): GalleryState | undefined {
  return GALLERY_STATES.find((state) => state.id === id)
}
