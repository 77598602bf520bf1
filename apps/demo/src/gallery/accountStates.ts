import { open } from '@latch/core/actions'
import { connectEvm, connectedThenOpen, type GalleryState, keepToast, pressButton } from './galleryStateSteps'

/** The account: Account and Connections. */
export const ACCOUNT_STATES: readonly GalleryState[] = [
  {
    id: 'Account:data',
    view: 'Account',
    caption: 'A connected account: balance, network, actions.',
    reach: connectedThenOpen(),
    shows: '1.5',
  },
  {
    id: 'Account:loading',
    view: 'Account',
    caption: 'A connected account whose balance is still being read: a placeholder line, not a blank.',
    scene: { balancePending: true },
    reach: connectedThenOpen(),
    shows: '0xf39F',
  },
  {
    id: 'Account:accounts',
    view: 'Account',
    caption: "A wallet that granted two accounts: 'Switch account' open, the one in use marked.",
    scene: { secondAccount: true },
    reach: async (scene) => {
      await connectEvm(scene)
      await open(scene.client, {})
      await pressButton('Switch account')
    },
    shows: 'In use',
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
    reach: connectedThenOpen({ view: 'Connections' }),
    shows: 'Latch Dev Wallet',
  },
  {
    id: 'Connections:empty',
    view: 'Connections',
    caption: 'No wallet connected yet: says so, and offers to add one.',
    reach: ({ client }) => open(client, { view: 'Connections' }),
    shows: 'No wallet is connected.',
  },
]
