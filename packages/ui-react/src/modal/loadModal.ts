import { lazy } from 'react'

/** Loads the modal chunk (shell and views); the provider calls it on idle so the first open is instant. */
export const loadModal = () => import('./Modal')

/** The modal, code-split from the provider and buttons. */
export const LazyModal = lazy(loadModal)
