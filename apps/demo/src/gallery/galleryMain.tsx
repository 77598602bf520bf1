import { LatchProvider } from '@latch/ui-react'
import { type ReactNode, useEffect, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createGalleryScene, type GalleryScene } from './createGalleryScene'
import { GALLERY_STATES, type GalleryState, galleryState } from './galleryStates'

// The gallery (issue 40): every view of the modal in each of its states, on fixed fixture data (core's in-memory
// wallets: no chain, no server). `/gallery` shows them all, each in frames (light, dark, a 390 px phone);
// `/gallery?state=<View>:<state>&theme=light|dark` shows one, full page, as the axe and screenshot test visits it.
// The page shows whatever its URL says again on each `popstate`: the test moves from state to state in one page
// (`history.pushState` and a `popstate` event), each state on a fresh client, without loading the page again.
// Demo-only: this page has its own entry, nothing of it is in the kit.

/** Polls the modal's shadow root until its dialog shows `view` with every text of `shows`, or gives up after 15 s. */
async function untilShown(view: string, shows: GalleryState['shows']): Promise<void> {
  const texts = Array.isArray(shows) ? shows : [shows]
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const dialog = document.querySelector('[data-latch-modal]')?.shadowRoot?.querySelector('[role="dialog"]')
    const content = dialog?.textContent ?? ''
    if (
      dialog?.getAttribute('data-view') === view &&
      texts.every((text) => (typeof text === 'string' ? content.includes(text) : text.test(content)))
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${view} never showed ${texts.map(String).join(' and ')}`)
}

/** One state, full page: a fresh client reaches it, then the page says ready (or what failed). */
function OneState({
  state,
  scene,
  theme,
}: {
  state: GalleryState
  scene: GalleryScene
  theme: 'light' | 'dark'
}) {
  const [status, setStatus] = useState<'reaching' | 'ready' | string>('reaching')
  useEffect(() => {
    // After LatchProvider's own effect (a parent's effects run after its children's): the client is mounted and
    // knows the views the kit ships.
    const timer = setTimeout(() => {
      state
        .reach(scene)
        .then(() => untilShown(state.view, state.shows))
        .then(
          () => setStatus('ready'),
          (error: unknown) => setStatus(`failed: ${String(error)}`),
        )
    }, 0)
    return () => clearTimeout(timer)
  }, [scene, state])
  return (
    <LatchProvider client={scene.client} locale="en">
      <main
        className="gallery-state"
        data-gallery-state={state.id}
        data-gallery-status={status}
        data-theme={theme}
      >
        <h1>{state.id}</h1>
        <p>{state.caption}</p>
        {status.startsWith('failed') ? <p role="alert">{status}</p> : null}
      </main>
    </LatchProvider>
  )
}

const FRAMES = [
  { name: 'light', query: 'theme=light', width: 560, height: 760 },
  { name: 'dark', query: 'theme=dark', width: 560, height: 760 },
  { name: '390 px phone', query: 'theme=light', width: 390, height: 760 },
] as const

/** Every state, view by view, each in its frames. */
function Index() {
  return (
    <main className="gallery-index">
      <h1>Latch modal gallery</h1>
      <p>
        Every view of the modal in each of its states (empty, loading, error, data), on fixed data: in-memory
        wallets, no chain. Each frame is a page of its own (<code>?state=…&amp;theme=…</code>); the demo's e2e
        test runs axe over each and saves a screenshot of it in light, dark and at 390 px.
      </p>
      {GALLERY_STATES.map((state) => (
        <section key={state.id} className="gallery-entry" data-gallery-state={state.id}>
          <h2>{state.id}</h2>
          <p>{state.caption}</p>
          <div className="gallery-frames">
            {FRAMES.map((frame) => (
              <iframe
                key={frame.name}
                title={`${state.id}, ${frame.name}`}
                src={`/gallery?state=${encodeURIComponent(state.id)}&${frame.query}`}
                width={frame.width}
                height={frame.height}
                loading="lazy"
              />
            ))}
          </div>
        </section>
      ))}
    </main>
  )
}

/** What the page shows now, and how to take it down before it shows the next. */
let shown: { root: Root; dispose: () => void } | undefined

/**
 * Shows what the page's URL asks for, in a fresh React root, after taking down what it showed before: its React tree
 * (the modal's shadow host with it) first, then its scene (`window.fetch` as it was, the client destroyed).
 */
function showFromUrl(container: HTMLElement): void {
  shown?.root.unmount()
  shown?.dispose()
  const params = new URLSearchParams(window.location.search)
  const theme = params.get('theme') === 'dark' ? 'dark' : 'light'
  const requested = params.get('state')
  const state = galleryState(requested)
  const scene = state ? createGalleryScene({ theme, ...state.scene }) : undefined
  const root = createRoot(container)
  let page: ReactNode = <Index />
  if (state && scene) page = <OneState state={state} scene={scene} theme={theme} />
  else if (requested) page = <p role="alert">{`No gallery state ${requested}`}</p>
  root.render(page)
  shown = { root, dispose: () => scene?.dispose() }
}

const container = document.getElementById('root')
if (container) {
  showFromUrl(container)
  window.addEventListener('popstate', () => showFromUrl(container))
}
