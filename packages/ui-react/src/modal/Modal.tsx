import { back, close } from '@latch/core/actions'
import { whenIdle } from '@latch/core/internal'
import {
  memo,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { Icon } from '../primitives/Icon'
import { adoptModalStyles } from '../theme/adoptModalStyles'
import { themeToCssVariables } from '../theme/themeToCssVariables'
import { isShippedView } from '../views/shippedViews'
import { preloadViews, ViewOutlet } from '../views/viewComponents'
import { useWalletListing } from '../wallets/useWalletListing'
import { getViewTitle } from './getViewTitle'
import { ModalShownContext } from './modalShown'
import { Banners, Toast } from './Notices'
import { useShownAfterReveal } from './revealBeforeCommit'
import { useAnimatedHeight } from './useAnimatedHeight'
import { useFocusTrap } from './useFocusTrap'
import { usePageScrollLock } from './usePageScrollLock'
import { useShakeOnError } from './useShakeOnError'

const TITLE_ID = 'latch-modal-title'

/** Props of the modal shell. */
interface ModalProps {
  /**
   * False while the modal is rendered ahead of time, hidden (`opacity: 0`, inert, no dialog role, focus
   * left alone), so that opening only reveals it: its layout is already done. Default true.
   */
  shown?: boolean
}

/**
 * The modal, or nothing for a while after it closed on another view than the one it is rendered ahead on (a wallet
 * connected from its connecting view): it leaves the page in the close's own task and is rendered again, hidden,
 * once the browser is idle. Swapping in the hidden Connect view, and its layout, took about a quarter of click ->
 * connected at 4x CPU (issue 39).
 */
export default function Modal({ shown = true }: ModalProps) {
  const viewKey = useLatchSelector(
    (state) => `${state.modal.history.length}:${state.modal.history.at(-1)?.view ?? 'Connect'}`,
  )
  // The view shown last while open: a ref written in render, as ModalRoot's `shown`.
  const shownView = useRef<string | undefined>(undefined)
  if (shown) shownView.current = viewKey
  const closedElsewhere = !shown && shownView.current !== undefined && shownView.current !== viewKey
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (!closedElsewhere) return
    return whenIdle(() => {
      shownView.current = undefined
      rerender()
    })
  }, [closedElsewhere])
  const rootRef = useRef<HTMLDivElement>(null)
  const shellShown = useShownAfterReveal(shown, rootRef)
  return closedElsewhere ? null : <ModalShell shown={shellShown} rootRef={rootRef} />
}

/** Props of the modal shell. */
interface ModalShellProps {
  shown: boolean
  /** Its root element, which Modal reveals before the shell renders shown. */
  rootRef: RefObject<HTMLDivElement | null>
}

/**
 * The modal shell: a labelled dialog with header (back, title, close), banners, the current view with its
 * transition, and toasts. It renders what core's router holds and calls back()/close(); core decides navigation.
 */
const ModalShell = memo(function ModalShell({ shown, rootRef }: ModalShellProps) {
  const { client, translator, messageSources } = useLatchContext()
  const shipped = messageSources?.shipped ?? 'en'
  const walletListing = useWalletListing()
  const { t } = translator
  const entry = useLatchSelector(
    (state) => state.modal.history.at(-1) ?? { view: 'Connect' as const, params: {} },
  )
  const depth = useLatchSelector((state) => state.modal.history.length)
  const direction = useLatchSelector((state) => state.modal.direction)
  const theme = useLatchSelector((state) => state.theme)
  const title = useLatchSelector((state) => getViewTitle(entry, state, walletListing, t))
  const cssVariables = useMemo(
    () => themeToCssVariables(theme.mode, theme.variables),
    [theme.mode, theme.variables],
  )
  const cardRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<HTMLDivElement>(null)
  const viewKey = `${depth}:${entry.view}`
  const closeModal = useCallback(() => close(client), [client])
  // The view the modal opens on slides in without fading (`open`), so its rows are visible in the very first frame;
  // views reached by navigating fade and slide in their direction (spec §2: 150 ms).
  const [openingKey, setOpeningKey] = useState<string | undefined>(viewKey)
  if (openingKey !== undefined && openingKey !== viewKey) setOpeningKey(undefined)
  const transition = openingKey === undefined ? direction : 'open'

  useLayoutEffect(() => {
    const root = rootRef.current?.getRootNode()
    if (root instanceof ShadowRoot) adoptModalStyles(root)
  }, [rootRef])
  // The shadow root's host carries the direction too, so the page's own `:dir()` and a11y tools read it.
  useLayoutEffect(() => {
    const root = rootRef.current?.getRootNode()
    if (root instanceof ShadowRoot && root.host instanceof HTMLElement) root.host.dir = translator.dir
  }, [translator.dir, rootRef])
  // A property, not an attribute from render: React 18 and 19 disagree on how to write `inert`.
  useLayoutEffect(() => {
    if (rootRef.current) rootRef.current.inert = !shown
  }, [shown, rootRef])
  useFocusTrap(cardRef, closeModal, viewKey, shown)
  usePageScrollLock(shown)
  useShakeOnError(client, cardRef)
  useAnimatedHeight(bodyRef, viewRef, viewKey)
  // The other views load once the visitor has opened the modal, not with the hidden pre-render (issue 21: a visitor
  // who never opens it does not download or hold them).
  // After the opening frame has painted: the click's render flushes this effect before paint.
  // With them, their features' catalogues in the visitor's locale (the on-demand views' come when they open).
  useEffect(() => {
    if (shown) return whenIdle(() => void preloadViews(shipped))
  }, [shown, shipped])

  return (
    <div
      ref={rootRef}
      className="latch-root"
      dir={translator.dir}
      lang={translator.locale}
      data-theme={theme.mode}
      data-fullscreen={client.options.features.mobileFullScreen ? 'true' : 'false'}
      data-hidden={shown ? undefined : 'true'}
      // Inert hides it from assistive technology; `aria-hidden` from tools that read roles without `inert` (a host's
      // Playwright or Testing Library queries), which `visibility: hidden` used to keep it out of.
      aria-hidden={shown ? undefined : 'true'}
      style={cssVariables}
    >
      <div className="latch-backdrop" data-testid="latch-backdrop" onClick={closeModal} aria-hidden="true" />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is set only together with role="dialog"; both are absent while the modal is rendered ahead of time, hidden and inert */}
      <div
        ref={cardRef}
        className="latch-card"
        role={shown ? 'dialog' : undefined}
        aria-modal={shown ? 'true' : undefined}
        aria-labelledby={TITLE_ID}
        tabIndex={-1}
        data-view={entry.view}
      >
        <header className="latch-header">
          {depth > 1 ? (
            <button
              type="button"
              className="latch-icon-button"
              aria-label={t('modal.back')}
              data-testid="latch-back"
              onClick={() => back(client)}
            >
              <Icon name="back" />
            </button>
          ) : (
            <span />
          )}
          <h2 className="latch-title" id={TITLE_ID} key={title}>
            {title}
          </h2>
          <button
            type="button"
            className="latch-icon-button"
            aria-label={t('modal.close')}
            onClick={closeModal}
          >
            {/* Drawn in CSS, not the icon set's SVG, so the hidden pre-render has it at no cost: a page's first inline
                SVG builds about 30 KiB of JS heap, and drawn at the opening it cost the click ~2 ms (issue 39). */}
            <span className="latch-close-glyph" aria-hidden="true" />
          </button>
        </header>
        <Banners />
        <div className="latch-body" ref={bodyRef}>
          <div
            className="latch-view"
            key={viewKey}
            ref={viewRef}
            data-direction={transition}
            data-testid="latch-view"
          >
            <Suspense
              fallback={
                <div className="latch-center">
                  <div className="latch-spinner" role="progressbar" aria-label={t('modal.loading')} />
                </div>
              }
            >
              <ModalShownContext.Provider value={shown}>
                {isShippedView(entry.view) ? <ViewOutlet view={entry.view} /> : null}
              </ModalShownContext.Provider>
            </Suspense>
          </div>
        </div>
        <Toast />
      </div>
    </div>
  )
})
