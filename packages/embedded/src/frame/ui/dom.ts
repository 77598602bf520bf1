/** Style through the CSSOM: the frame's CSP allows no inline style attribute and no <style> element. */
export type Style = Partial<Record<keyof CSSStyleDeclaration, string>>

/** An element with text children only (textContent: nothing is ever parsed as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: { style?: Style; text?: string; attrs?: Record<string, string> } = {},
  ...children: (Node | undefined)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (options.style) Object.assign(node.style, options.style)
  if (options.text !== undefined) node.textContent = options.text
  for (const [name, value] of Object.entries(options.attrs ?? {})) node.setAttribute(name, value)
  for (const child of children) if (child) node.append(child)
  return node
}

export interface Theme {
  mode: 'light' | 'dark'
  accent: string
}

/** The spec's theme defaults (§9). */
export const DEFAULT_THEME: Theme = { mode: 'light', accent: 'hsla(231,100%,70%,1)' }

export const palette = (theme: Theme) =>
  theme.mode === 'dark'
    ? { background: '#202020', text: '#f5f5f5', muted: '#b0b0b0', border: '#3a3a3a', field: '#2a2a2a' }
    : { background: '#ffffff', text: '#141414', muted: '#5c5c5c', border: '#e4e4e4', field: '#f5f5f5' }

/** The modal-like card over a dimmed backdrop, the frame's only layout. */
export function card(theme: Theme, title: string, ...children: Node[]): HTMLElement {
  const colors = palette(theme)
  const heading = el('h1', {
    text: title,
    attrs: { id: 'latch-frame-title' },
    style: { fontSize: '18px', margin: '0 0 12px', fontWeight: '600' },
  })
  const box = el(
    'div',
    {
      attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'latch-frame-title' },
      style: {
        width: '370px',
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: 'calc(100vh - 32px)',
        overflow: 'auto',
        boxSizing: 'border-box',
        padding: '20px',
        borderRadius: '24px',
        background: colors.background,
        color: colors.text,
        font: '14px/1.45 system-ui, sans-serif',
        boxShadow: '0 8px 40px rgba(0,0,0,0.3)',
      },
    },
    heading,
    ...children,
  )
  return el(
    'div',
    {
      style: {
        position: 'fixed',
        inset: '0',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(0,0,0,0.45)',
      },
    },
    box,
  )
}

export function button(
  theme: Theme,
  label: string,
  primary: boolean,
  onClick: () => void,
): HTMLButtonElement {
  const colors = palette(theme)
  const node = el('button', {
    text: label,
    attrs: { type: 'button' },
    style: {
      flex: '1',
      padding: '10px 14px',
      borderRadius: '12px',
      border: primary ? '0' : `1px solid ${colors.border}`,
      background: primary ? theme.accent : 'transparent',
      color: primary ? '#fff' : colors.text,
      font: 'inherit',
      fontWeight: '600',
      cursor: 'pointer',
    },
  })
  node.addEventListener('click', onClick)
  return node
}

export function row(theme: Theme, label: string, value: string): HTMLElement {
  const colors = palette(theme)
  return el(
    'div',
    { style: { padding: '8px 0', borderBottom: `1px solid ${colors.border}` } },
    el('div', { text: label, style: { color: colors.muted, fontSize: '12px' } }),
    el('div', {
      text: value,
      style: { wordBreak: 'break-all', whiteSpace: 'pre-wrap', maxHeight: '160px', overflow: 'auto' },
    }),
  )
}

export function actions(...buttons: HTMLElement[]): HTMLElement {
  return el('div', { style: { display: 'flex', gap: '8px', marginTop: '16px' } }, ...buttons)
}
