// What the host loads with the modal's code: ModalRoot (LoadedModalRoot, which ModalLoader renders) with the shell,
// the Connect view and the other views' loaders, English's base catalogue (a feature's English loads with its views),
// the matching of locales and the loaders of the other locales' catalogues (each its own chunk), in one lazily loaded
// chunk so that the host's first load carries none of them; one chunk, not a dozen small ones fetched at the same
// time, each of which costs JS heap (issue 39). Core's `open` and `prefetchWallets` come with it too: the buttons
// open the modal and start wallet discovery through it (openModal.ts), so neither is first-load code.

export { open, prefetchWallets } from '@latch/core/actions'
export { englishMessage } from '../i18n/featureEnglish'
export { formatMessage } from '../i18n/formatMessage'
export { resolveLocale } from '../i18n/locales'
export { isShippedView } from '../views/shippedViews'
export { isViewLoaded, preloadView } from '../views/viewComponents'
export { LoadedModalRoot } from './LoadedModalRoot'
