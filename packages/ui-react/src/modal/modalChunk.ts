// What the host loads with the modal's code: the shell, the view loaders, English's complete catalogue, the matching
// of locales and the loaders of the other locales' catalogues (each its own chunk), in one lazily loaded chunk so
// that the host's first load carries none of them. ModalRoot (LoadedModalRoot, which ModalLoader renders) and the
// Connect view come in it too: one chunk costs less JS heap than several small ones fetched at the same time. Core's `open` and `prefetchWallets` come with it too: the buttons
// open the modal and start wallet discovery through it (openModal.ts), so neither is first-load code.

export { open, prefetchWallets } from '@latch/core/actions'
export { en } from '../i18n/en'
export { formatMessage } from '../i18n/formatMessage'
export { resolveLocale } from '../i18n/locales'
export { isShippedView } from '../views/shippedViews'
export { isViewLoaded, preloadView } from '../views/viewComponents'
export { createShadowContainer } from './createShadowContainer'
export { LoadedModalRoot } from './LoadedModalRoot'
export { default as Modal } from './Modal'
export { preparePrerender as prepare } from './preparePrerender'
