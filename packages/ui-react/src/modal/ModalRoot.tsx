import { whenIdle } from '@latch/core/internal'
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { isShippedView } from '../views/shippedViews'
import { isViewLoaded, preloadView } from '../views/viewComponents'
import { createShadowContainer, type ShadowContainer } from './createShadowContainer'
import Modal from './Modal'
import { preparePrerender } from './preparePrerender'

/**
 * Mounts the modal into its shadow root (client only), returns focus to the element that opened it when it closes,
 * and prefetches the first views when the browser is idle. It comes with the modal's chunk (ModalLoader renders it
 * once that is in), so the modal's code is imported here, not loaded. Once they are in, it renders the modal ahead
 * of time, hidden (`Modal shown={false}`), and keeps it so after each close: opening then only reveals what is
 * already rendered and laid out, in the frame after the click (issue 21).
 *
 * No Suspense boundary around the modal: React holds a revealed boundary's content back for up to 300 ms after its
 * fallback showed, which delayed the first wallet row by that much. The modal renders only once its chunk and the
 * chunk of the view it opens on are in, in one commit with its content.
 */
export function ModalRoot() {
  const { client, translator, localeReady, messageSources } = useLatchContext()
  const locale = translator.locale
  const shipped = messageSources?.shipped ?? 'en'
  const open = useLatchSelector((state) => state.modal.open)
  const view = useLatchSelector((state) => state.modal.history.at(-1)?.view ?? 'Connect')
  const [shadow, setShadow] = useState<ShadowContainer | undefined>(undefined)
  // The modal's code and first view are in: render it ahead of time, hidden.
  const [prerender, setPrerender] = useState(false)
  // Set once the modal has rendered for this opening: later views load inside the modal (its own Suspense). A ref
  // written during render, not a state update during render: React 18 then dropped the store's close notification.
  const shown = useRef(false)
  const [, chunkArrived] = useReducer((count: number) => count + 1, 0)
  // A ref, not a state updater, owns the container: strict mode runs updaters and effects twice.
  const container = useRef<ShadowContainer | undefined>(undefined)
  const opener = useRef<Element | null>(null)

  if (!open) shown.current = false
  const ready = open && localeReady && (shown.current || !isShippedView(view) || isViewLoaded(view, shipped))
  if (ready) shown.current = true

  useEffect(() => {
    let live = true
    // `prepare`: the locale's number format and, with the embedded wallet, the login parts (modal/preparePrerender).
    const prefetch = () => {
      preloadView('Connect')
        .then(() => preparePrerender(client, locale))
        .then(() => live && setPrerender(true))
        .catch(() => {})
    }
    const cancel = whenIdle(prefetch)
    return () => {
      live = false
      cancel()
    }
  }, [client, locale])

  useEffect(
    () => () => {
      container.current?.destroy()
      container.current = undefined
    },
    [],
  )

  useEffect(() => {
    if (!open || ready || !isShippedView(view)) return
    let live = true
    preloadView(view, shipped).then(
      () => {
        if (live) chunkArrived()
      },
      // The next opening retries (the loaders forget a failed chunk).
      () => {},
    )
    return () => {
      live = false
    }
  }, [open, ready, view, shipped])

  // Before paint: the shadow root exists in the same frame as the click's render (or the idle pre-render's).
  // Set only when it changed: setting the same container again re-rendered ModalRoot in a commit of its own, inside
  // the click's frame (issue 39).
  useLayoutEffect(() => {
    if (!open && !prerender) return
    container.current ??= createShadowContainer(document)
    if (shadow !== container.current) setShadow(container.current)
  }, [open, prerender, shadow])

  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement
      return
    }
    const target = opener.current
    opener.current = null
    if (target instanceof HTMLElement && target.isConnected) target.focus()
  }, [open])

  const modal =
    shadow && (ready || (prerender && localeReady))
      ? // One element in one place whether shown or hidden, so revealing it updates the tree React already has.
        createPortal(<Modal shown={ready} />, shadow.container)
      : null
  return (
    <>
      <AccountViewPrefetch />
      {modal}
    </>
  )
}

/**
 * Connected or restoring, the account button opens on the Account view: its code comes ahead of the click too. A
 * component of its own: the status turning `connecting` on a wallet's click re-rendered the whole modal, unseen
 * (issue 39).
 */
function AccountViewPrefetch() {
  const connected = useLatchSelector((state) => {
    const status = state.activeNamespace ? state.accounts[state.activeNamespace]?.status : undefined
    return status === 'connected' || status === 'connecting'
  })
  useEffect(() => {
    if (connected) preloadView('Account').catch(() => {})
  }, [connected])
  return null
}
