/** A host element in the page with an open shadow root and a container for the modal. */
export interface ShadowContainer {
  host: HTMLElement
  root: ShadowRoot
  container: HTMLElement
  destroy(): void
}

/**
 * Creates the modal's shadow root at the end of `document.body` (styles are adopted by the modal chunk). The host
 * element is pinned with inline !important so page rules such as `* { all: unset }` or
 * `div { display: none !important }` cannot hide or restyle it.
 */
export function createShadowContainer(doc: Document): ShadowContainer {
  const host = doc.createElement('div')
  host.setAttribute('data-latch-modal', '')
  host.style.setProperty('all', 'initial', 'important')
  host.style.setProperty('display', 'block', 'important')
  host.style.setProperty('position', 'static', 'important')
  const root = host.attachShadow({ mode: 'open' })
  const container = doc.createElement('div')
  root.append(container)
  doc.body.append(host)
  return { host, root, container, destroy: () => host.remove() }
}
