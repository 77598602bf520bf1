import { MODAL_CSS } from './modalStyles'

const styled = new WeakSet<ShadowRoot>()

/**
 * Gives a shadow root the modal's stylesheet, once. A constructed, adopted stylesheet needs no inline <style>
 * (allowed under a CSP without 'unsafe-inline'); browsers without constructable stylesheets get a <style>.
 * Called from the modal chunk, so the stylesheet is not in the host's initial bundle.
 */
export function adoptModalStyles(root: ShadowRoot): void {
  if (styled.has(root)) return
  styled.add(root)
  const View = root.ownerDocument.defaultView
  if (
    View &&
    'adoptedStyleSheets' in root &&
    typeof View.CSSStyleSheet?.prototype.replaceSync === 'function'
  ) {
    const sheet = new View.CSSStyleSheet()
    sheet.replaceSync(MODAL_CSS)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = MODAL_CSS
  root.prepend(style)
}
