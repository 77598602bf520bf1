// What the host loads with the modal's code: the shell, the view loaders and the complete message catalogues,
// together in one lazily loaded chunk so the host's first load carries none of them.

export { formatCount } from '../format/formatCount'
export { createTranslator } from '../i18n/createTranslator'
export { isShippedView } from '../views/shippedViews'
export { isViewLoaded, preloadView } from '../views/viewComponents'
export { createShadowContainer } from './createShadowContainer'
export { default as Modal } from './Modal'
