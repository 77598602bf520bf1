import { open } from '@latch/core/actions'
import type { GallerySceneOptions } from './createGalleryScene'
import {
  connectEvm,
  connectedThenOpen,
  type GalleryState,
  pressButton,
  typeInto,
  untilElement,
} from './galleryStateSteps'

const ON_RAMP_PARAMS = { fiat: 'EUR', asset: 'eip155:1/slip44:60', amount: '10' }
type OnRampView = 'OnRampFiatSelect' | 'OnRampTokenSelect' | 'OnRampProviders'

/** What each on-ramp step is, and what it lists once the providers are in. */
const ON_RAMP_STEPS: Record<OnRampView, { step: string; lists: string }> = {
  OnRampFiatSelect: { step: 'Buying crypto: the currency step', lists: 'Euro' },
  OnRampTokenSelect: { step: 'The token step', lists: 'Ether' },
  OnRampProviders: { step: 'The provider step', lists: 'MoonPay' },
}

/** One on-ramp step in the state the server puts it in: none set (error), never answering, or answering. */
function onRampState(view: OnRampView, state: 'error' | 'loading' | 'data'): GalleryState {
  const { step, lists } = ON_RAMP_STEPS[view]
  const server: Record<
    typeof state,
    { scene?: GallerySceneOptions['tradeServer']; caption: string; shows: string }
  > = {
    error: { caption: 'where no on-ramp is configured', shows: 'Try again' },
    loading: { scene: 'pending', caption: 'while the providers load', shows: 'Loading' },
    data: { scene: 'answering', caption: "with the host's providers (Ramp, MoonPay)", shows: lists },
  }
  const { scene, caption, shows } = server[state]
  return {
    id: `${view}:${state}`,
    view,
    caption: `${step}, ${caption}.`,
    ...(scene ? { scene: { tradeServer: scene } } : {}),
    reach: async (galleryScene) => {
      await connectEvm(galleryScene)
      await open(galleryScene.client, { view, params: ON_RAMP_PARAMS })
    },
    shows,
  }
}

/** Swap with 0.5 ETH typed in, once the tokens are in. */
async function quotedSwap(scene: Parameters<GalleryState['reach']>[0]): Promise<void> {
  await connectEvm(scene)
  await open(scene.client, { view: 'Swap' })
  await typeInto('[data-testid="latch-swap-amount"]', '0.5')
  await untilElement('[data-testid="latch-swap-quote"]')
}

/** Buying and swapping: the on-ramp and swap views. */
export const TRADE_STATES: readonly GalleryState[] = [
  ...(['OnRampFiatSelect', 'OnRampTokenSelect', 'OnRampProviders'] as const).flatMap((view) =>
    (['data', 'loading', 'error'] as const).map((state) => onRampState(view, state)),
  ),
  {
    id: 'Swap:data',
    view: 'Swap',
    caption: 'Swap with 0.5 ETH typed in: the quote (1,000 USDC), its fee, price impact and slippage.',
    scene: { tradeServer: 'answering' },
    reach: quotedSwap,
    shows: '1,000 USDC',
  },
  {
    id: 'Swap:loading',
    view: 'Swap',
    caption: 'Swap while the swap server lists its tokens.',
    scene: { tradeServer: 'pending' },
    reach: connectedThenOpen({ view: 'Swap' }),
    shows: 'Loading tokens',
  },
  {
    id: 'Swap:error',
    view: 'Swap',
    caption: 'Swap where no swap service is configured.',
    reach: connectedThenOpen({ view: 'Swap' }),
    shows: /swap/i,
  },
  {
    id: 'SwapPreview:data',
    view: 'SwapPreview',
    caption: 'The swap review of that quote: 0.5 ETH for 1,000 USDC, before the wallet signs.',
    scene: { tradeServer: 'answering' },
    reach: async (scene) => {
      await quotedSwap(scene)
      await pressButton('Review swap')
    },
    shows: 'USDC',
  },
  {
    id: 'SwapPreview:loading',
    view: 'SwapPreview',
    caption: 'The swap review while the tokens load.',
    reach: connectedThenOpen({ view: 'SwapPreview' }),
    shows: 'Loading tokens',
  },
]
