import { open } from '@latch/core/actions'
import { GALLERY_RECEIVER } from './createGalleryScene'
import { connectedSendForm, connectedThenOpen, type GalleryState } from './galleryStateSteps'

/** Receive and send: WalletReceive, WalletSend and its review. */
export const SEND_STATES: readonly GalleryState[] = [
  {
    id: 'WalletReceive:data',
    view: 'WalletReceive',
    caption: 'The account address as text and QR code.',
    reach: connectedThenOpen({ view: 'WalletReceive' }),
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
]
