import { open } from '@latch/core/actions'
import { connectEvm, type GalleryState } from './galleryStateSteps'

const ON_RAMP_PARAMS = { fiat: 'EUR', asset: 'eip155:1/slip44:60', amount: '10' }

/** Buying and swapping: the on-ramp and swap views. */
export const TRADE_STATES: readonly GalleryState[] = [
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
