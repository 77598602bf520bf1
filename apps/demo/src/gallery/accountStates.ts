import { open } from '@latch/core/actions'
import { connectEvm, type GalleryState, keepToast } from './galleryStateSteps'

/** The account: Account and Connections. */
export const ACCOUNT_STATES: readonly GalleryState[] = [
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
]
