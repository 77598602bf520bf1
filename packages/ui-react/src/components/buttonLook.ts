import { type CSSProperties, useInsertionEffect } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector'

/**
 * The styled buttons' selector: `.latch-b` with the specificity of three ids (`:not(#a#b#c)` matches every element,
 * as no element has three ids), so a host rule like `button { all: unset }` or `#app .header button` loses to it
 * whatever the stylesheet order. The button and its spans and images first revert every property (`all: revert`),
 * then take the look's own; SVG parts are left alone, as reverting would drop their geometry (`d`, `r`, ...).
 */
const S = '.latch-b:not(#a#b#c)'

/** The look of the styled ConnectButton and AccountButton, themed by the modal's `--latch-*` variables. */
const CSS = `${S},${S} :is(span,img){all:revert;box-sizing:border-box}
${S}{--a:var(--latch-accent,hsla(231,100%,70%,1));--f:var(--latch-foreground,#141414);--r:var(--latch-background-raised,#f3f3f5);--h:var(--latch-background-hover,#e8e8ec);display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 12px;border:1px solid var(--h);border-radius:20px;background:var(--r);color:var(--f);font:600 14px/1 var(--latch-font-family,system-ui,sans-serif);white-space:nowrap}
${S}[data-theme=dark]{--a:var(--latch-accent,hsla(230,100%,67%,1));--f:var(--latch-foreground,#e4e7e7);--r:var(--latch-background-raised,#2a2a2a);--h:var(--latch-background-hover,#353535)}
${S}.latch-connect-button{border-color:var(--a);background:var(--a);color:var(--latch-on-accent,#0b0b0f)}
${S}:focus-visible{outline:2px solid var(--a);outline-offset:2px}
${S}:enabled{cursor:pointer}
${S}.latch-account-button{padding:0 4px 0 8px}
${S} .latch-b-part{display:inline-flex;align-items:center;gap:6px}
${S} .latch-account-button-address{height:32px;padding:0 10px 0 4px;border-radius:16px;background:var(--h)}
${S} .latch-b-icon{width:22px;height:22px;border-radius:50%;background:var(--h);overflow:hidden}
${S} .latch-b-icon *{display:block;width:100%;height:100%}`

/** The look's stylesheet is in the document. */
let added = false

/** What a theme value may not hold, to stay one CSS value (`sanitizeCssValue`'s rule, short for the first load). */
const UNSAFE_VALUE = /[;{}<>\\"@]|url\(/i

/**
 * Adopts the look's stylesheet into the document once (before the first paint of a styled button) and returns the
 * button's look attributes: its theme mode and the host's `--latch-*` theme variables.
 */
export function useButtonLook(headless: boolean | undefined) {
  const theme = useLatchSelector((state) => state.theme)
  useInsertionEffect(() => {
    if (headless || added) return
    added = true
    // An adopted stylesheet, not a <style> element: a page's CSP without 'unsafe-inline' allows it.
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(CSS)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, [headless])
  if (headless) return {}
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(theme.variables)) {
    const text = typeof value === 'number' ? `${value}px` : value
    if (name.startsWith('--latch-') && !UNSAFE_VALUE.test(text)) style[name] = text
  }
  return { 'data-theme': theme.mode, style: style as CSSProperties }
}
