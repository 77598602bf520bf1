// What the host loads with the modal's code: the shell and the view loaders, together in one lazily loaded chunk
// so the host's first load carries neither.

export { formatCount } from '../format/formatCount'
export { isShippedView, isViewLoaded, preloadView } from '../views/viewComponents'
export { default as Modal } from './Modal'
