/** Modal width (spec §2). */
export const MODAL_WIDTH_PX = 370
/** Header title text transition (spec §2). */
const HEADER_TEXT_MS = 120
/** Modal height and view transitions (spec §2). */
const TRANSITION_MS = 150
/**
 * Height of one AllWallets page (10 rows of 4) before it was ever laid out; off-screen pages skip layout and paint
 * (content-visibility) and keep their last laid-out height.
 */
const GRID_PAGE_HEIGHT_ESTIMATE_PX = 900
/** Below this viewport width the modal is a bottom sheet (issue 40). */
const SHEET_MAX_WIDTH_PX = 430
/** Shake on error (spec §2, §9). */
export const SHAKE_MS = 500

/**
 * The modal's whole stylesheet. It lives inside the shadow root (adopted, so no inline <style> is needed under a
 * CSP); `:host { all: initial }` cuts inheritance from the page, so host CSS cannot reach in and nothing leaks out.
 * Its comments are JS comments in empty interpolations: the string the JS heap holds carries none (issue 39).
 */
export const MODAL_CSS = `
:host { all: initial; }
.latch-root, .latch-root * { box-sizing: border-box; }
.latch-root {
  position: fixed; inset: 0; z-index: var(--latch-z-index);
  display: flex; align-items: center; justify-content: center;
  font-family: var(--latch-font-family); font-size: calc(var(--latch-font-size-master) * 1.4);
  line-height: 1.4; color: var(--latch-foreground); -webkit-font-smoothing: antialiased;
}
${
  /* Rendered ahead of time, hidden: laid out (so opening only reveals it) but not seen (opacity), nor hit, focused or
   read (the root is inert). Opacity, not visibility: it is not inherited, so revealing restyles the root alone, not
   the whole modal (issue 39: 0.6 ms against 2.7 in the click's task on the all-in page). */ ''
}
.latch-root[data-hidden] { opacity: 0; }
.latch-backdrop { position: absolute; inset: 0; background: rgba(0, 0, 0, 0.5); }
.latch-card {
  position: relative; width: ${MODAL_WIDTH_PX}px; max-width: calc(100vw - 16px); max-height: calc(100vh - 32px);
  display: flex; flex-direction: column; overflow: hidden;
  background: var(--latch-background); color: var(--latch-foreground);
  border: 1px solid var(--latch-border); border-radius: calc(var(--latch-border-radius-master) * 8);
  box-shadow: 0 8px 40px rgba(0, 0, 0, 0.25); outline: none;
}
.latch-card.latch-shake { animation: latch-shake ${SHAKE_MS}ms ease-in-out; }
@keyframes latch-shake {
  0%, 100% { transform: translateX(0); }
  20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); }
}
.latch-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 4px; min-height: 56px; }
.latch-title {
  margin: 0; text-align: center; font-size: 1.15em; font-weight: 600; overflow: hidden; text-overflow: ellipsis;
  white-space: nowrap; animation: latch-fade ${HEADER_TEXT_MS}ms ease-out;
}
@keyframes latch-fade { from { opacity: 0; } to { opacity: 1; } }
.latch-icon-button {
  all: unset; box-sizing: border-box; width: 36px; height: 36px; border-radius: 50%;
  display: inline-flex; align-items: center; justify-content: center; cursor: pointer; color: var(--latch-foreground);
  font-size: 1.3em; line-height: 1;
}
.latch-icon { flex: none; display: block; }
${/* The close X in CSS, the icon set's 18 px "close": two 12.7 px lines, 1.5 px, round. */ ''}
${/* Forced colours leave its strokes the button's (forced) text colour, as they did the SVG's. */ ''}
.latch-close-glyph { position: relative; flex: none; width: 18px; height: 18px; }
.latch-close-glyph::before, .latch-close-glyph::after {
  content: ''; position: absolute; left: 1.9px; top: 8.25px; width: 14.2px; height: 1.5px; border-radius: 0.75px;
  background: currentColor; transform: rotate(45deg); forced-color-adjust: none;
}
.latch-close-glyph::after { transform: rotate(-45deg); }
.latch-icon-button:hover { background: var(--latch-background-hover); }
.latch-root :focus-visible { outline: 2px solid var(--latch-accent); outline-offset: 2px; }
.latch-body { overflow: hidden; transition: height ${TRANSITION_MS}ms ease; }
.latch-view { padding: 4px 12px 16px; max-height: calc(100vh - 140px); overflow-y: auto; }
.latch-view[data-direction='next'] { animation: latch-in-next ${TRANSITION_MS}ms ease-out; }
.latch-view[data-direction='prev'] { animation: latch-in-prev ${TRANSITION_MS}ms ease-out; }
${/* Scoped to a shown modal, so the entry slide plays when a modal rendered ahead of time is revealed. */ ''}
.latch-root:not([data-hidden]) .latch-view[data-direction='open'] { animation: latch-in-open ${TRANSITION_MS}ms ease-out; }
@keyframes latch-in-open { from { transform: translateY(8px); } to { transform: none; } }
@keyframes latch-in-next { from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; } }
@keyframes latch-in-prev { from { opacity: 0; transform: translateX(-12px); } to { opacity: 1; transform: none; } }
${/* Right to left: "next" comes from the left, and icons that point a direction are mirrored. */ ''}
.latch-root[dir='rtl'] .latch-view[data-direction='next'] { animation-name: latch-in-prev; }
.latch-root[dir='rtl'] .latch-view[data-direction='prev'] { animation-name: latch-in-next; }
.latch-root[dir='rtl'] .latch-flip { transform: scaleX(-1); }
${
  /* A name in its bidi isolate aligns with the modal's direction, not its own (a Latin wallet name sits right in an
   Arabic modal); classes that centre a name still win (these selectors weigh less). */ ''
}
:where(.latch-root[dir='ltr']) bdi { text-align: left; }
:where(.latch-root[dir='rtl']) bdi { text-align: right; }
.latch-stack { display: flex; flex-direction: column; gap: 8px; }
.latch-row {
  all: unset; box-sizing: border-box; display: flex; align-items: center; gap: 12px; width: 100%;
  padding: 8px 12px; border-radius: calc(var(--latch-border-radius-master) * 4); cursor: pointer;
  background: var(--latch-background-raised); color: var(--latch-foreground); min-height: 56px;
}
.latch-row:hover { background: var(--latch-background-hover); }
.latch-row[aria-disabled='true'], .latch-row:disabled { cursor: not-allowed; }
.latch-static, .latch-static:hover { cursor: default; background: var(--latch-background-raised); }
.latch-row[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--latch-accent); }
.latch-row-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.latch-tag {
  flex: none; font-size: 0.8em; padding: 2px 8px; border-radius: 999px;
  background: var(--latch-background); color: var(--latch-foreground-muted); border: 1px solid var(--latch-border);
}
.latch-image { flex: none; border-radius: calc(var(--latch-border-radius-master) * 3); object-fit: cover; }
.latch-initials {
  display: inline-flex; align-items: center; justify-content: center; font-weight: 700;
  background: var(--latch-accent); color: var(--latch-on-accent);
}
.latch-button {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 40px; padding: 8px 16px; border-radius: calc(var(--latch-border-radius-master) * 4); cursor: pointer;
  font-weight: 600; background: var(--latch-accent); color: var(--latch-on-accent); max-width: 100%;
  text-decoration: none; transition: filter ${TRANSITION_MS}ms ease, transform ${TRANSITION_MS}ms ease;
}
.latch-button[data-variant='secondary'] {
  background: var(--latch-background-raised); color: var(--latch-foreground); box-shadow: inset 0 0 0 1px var(--latch-border);
}
.latch-button:hover:not(:disabled) { filter: brightness(1.06); }
.latch-button:active:not(:disabled) { transform: scale(0.98); }
${/* Disabled reads as unavailable by colour, not by fading the accent: muted text on a neutral fill keeps 4.5:1. */ ''}
.latch-button:disabled, .latch-button:disabled[data-variant='secondary'] {
  cursor: not-allowed; background: var(--latch-background-hover); color: var(--latch-foreground-muted); box-shadow: none;
}
${/* The Account view's actions: equal tiles on one row, the icon above its label. */ ''}
.latch-account-actions { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 8px; }
.latch-account-actions .latch-button { flex-direction: column; gap: 4px; padding: 10px 4px; }
${/* A long label ("Buy crypto", or in German) wraps under its icon; the row's tiles keep one height. */ ''}
.latch-account-actions .latch-button > span { max-width: 100%; text-align: center; overflow-wrap: anywhere; }
.latch-wide { align-self: stretch; width: 100%; }
${/* A letter tile inside an accent button would vanish into it. */ ''}
.latch-button .latch-initials { background: var(--latch-background); color: var(--latch-foreground); }
.latch-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 8px 0; }
.latch-muted { color: var(--latch-foreground-muted); margin: 0; }
.latch-heading { margin: 0; font-size: 1.1em; font-weight: 600; }
.latch-actions { display: flex; gap: 8px; justify-content: center; }
.latch-error-text { color: var(--latch-error); }
.latch-link { color: var(--latch-foreground); text-decoration: underline; }
.latch-footer { border-top: 1px solid var(--latch-border); padding: 12px; text-align: center; font-size: 0.9em; }
.latch-search {
  all: unset; box-sizing: border-box; width: 100%; padding: 10px 12px; border-radius: calc(var(--latch-border-radius-master) * 4);
  border: 1px solid var(--latch-border); background: var(--latch-background-raised); color: var(--latch-foreground);
}
.latch-search::placeholder { color: var(--latch-foreground-muted); opacity: 1; }
.latch-search-stand-in { display: block; color: var(--latch-foreground-muted); white-space: nowrap; overflow: hidden; }
.latch-grid { display: flex; flex-direction: column; gap: 8px; padding: 8px 0; }
.latch-grid-page {
  display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px;
  content-visibility: auto; contain-intrinsic-height: auto ${GRID_PAGE_HEIGHT_ESTIMATE_PX}px;
}
.latch-grid-item {
  all: unset; box-sizing: border-box; display: flex; flex-direction: column; align-items: center; gap: 4px;
  padding: 8px 4px; border-radius: calc(var(--latch-border-radius-master) * 4); cursor: pointer; min-width: 0;
  background: var(--latch-background-raised); color: var(--latch-foreground);
}
.latch-grid-item:hover { background: var(--latch-background-hover); }
.latch-grid-name { width: 100%; text-align: center; font-size: 0.85em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-group-title { margin: 8px 0 4px; font-size: 0.9em; font-weight: 600; color: var(--latch-foreground-muted); }
.latch-notice { margin: 0 12px 8px; padding: 8px 12px; border-radius: calc(var(--latch-border-radius-master) * 3); background: var(--latch-background-raised); display: flex; gap: 8px; align-items: center; }
.latch-notice[data-variant='error'] { color: var(--latch-error); }
.latch-notice[data-visible='false'] { visibility: hidden; }
.latch-notice-text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
${
  /* In the header, between back and close (each 40 px plus the header's 12 px padding): it covers the title for a few
   seconds, never a control. Two lines at most, clipped to the header's height. */ ''
}
.latch-toast {
  position: absolute; top: 8px; left: 56px; right: 56px; z-index: 1; max-height: 44px; overflow: hidden;
  display: flex; align-items: center; justify-content: center; gap: 6px; width: fit-content; margin: 0 auto;
  padding: 5px 12px; border-radius: 16px; font-size: 0.9em; line-height: 1.3; pointer-events: none;
  background: var(--latch-foreground); color: var(--latch-background);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2); animation: latch-toast-in ${TRANSITION_MS}ms ease-out;
}
.latch-toast[data-variant='error'], .latch-toast[data-variant='warning'] { background: var(--latch-error); color: var(--latch-background); }
.latch-toast[data-variant='success'] { background: var(--latch-success); color: var(--latch-background); }
.latch-toast-icon { flex: none; }
.latch-toast-text {
  min-width: 0; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
  overflow: hidden;
}
@keyframes latch-toast-in { from { opacity: 0; transform: translateY(-6px); } to { opacity: 1; transform: none; } }
.latch-avatar { width: 64px; height: 64px; border-radius: 50%; flex: none; }
.latch-address { font-size: 1.2em; font-weight: 600; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-balance { margin: 0; color: var(--latch-foreground-muted); }
.latch-spinner {
  width: 32px; height: 32px; border-radius: 50%; border: 3px solid var(--latch-border);
  border-top-color: var(--latch-accent); animation: latch-spin 800ms linear infinite;
}
@keyframes latch-spin { to { transform: rotate(360deg); } }
.latch-tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--latch-border); }
.latch-tab { flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 6px; padding: 8px; border: 0; background: none; color: var(--latch-foreground-muted); font: inherit; cursor: pointer; border-bottom: 2px solid transparent; }
.latch-tab[aria-selected='true'] { color: var(--latch-foreground); border-bottom-color: var(--latch-accent); font-weight: 600; }
.latch-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.latch-activity-icon {
  flex: none; width: 32px; height: 32px; border-radius: 50%; display: inline-flex; align-items: center;
  justify-content: center; background: var(--latch-background); color: var(--latch-foreground);
}
.latch-activity-icon[data-failed='true'] { color: var(--latch-error); }
.latch-activity-amount { display: inline-flex; align-items: center; gap: 4px; }
.latch-token-select { position: relative; display: flex; align-items: center; }
.latch-token-select > .latch-image { position: absolute; inset-inline-start: 10px; pointer-events: none; }
.latch-token-select > .latch-search { padding-inline: 42px 36px; cursor: pointer; }
.latch-token-select > .latch-icon { position: absolute; inset-inline-end: 10px; pointer-events: none; }
.latch-activity .latch-row-name { display: flex; flex-direction: column; white-space: normal; overflow-wrap: anywhere; }
${/* Loading placeholders shaped like the rows to come (tokens, activity, providers, a balance). */ ''}
.latch-skeleton { display: flex; flex-direction: column; gap: 4px; }
.latch-skeleton-row {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px;
  border-radius: calc(var(--latch-border-radius-master) * 4); background: var(--latch-background-raised);
}
.latch-skeleton-lines { flex: 1; display: flex; flex-direction: column; gap: 6px; }
.latch-skeleton-block {
  display: block; border-radius: 6px; background: linear-gradient(90deg, var(--latch-background-hover) 25%,
  var(--latch-border) 50%, var(--latch-background-hover) 75%); background-size: 200% 100%;
  animation: latch-shimmer 1200ms linear infinite;
}
.latch-skeleton-circle { width: 32px; height: 32px; border-radius: 50%; flex: none; }
.latch-skeleton-line { height: 12px; width: 70%; }
.latch-skeleton-line[data-short='true'] { width: 40%; }
@keyframes latch-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
${/* The send review: one card, the amount on top, then from, to, network and fee rows. */ ''}
.latch-review {
  display: flex; flex-direction: column; gap: 12px; padding: 12px; border: 1px solid var(--latch-border);
  border-radius: calc(var(--latch-border-radius-master) * 6); background: var(--latch-background-raised);
}
.latch-review-amount { display: flex; align-items: center; gap: 12px; }
.latch-review-rows {
  list-style: none; margin: 0; padding: 12px 0 0; display: flex; flex-direction: column; gap: 10px;
  border-top: 1px solid var(--latch-border);
}
.latch-review-row { display: flex; align-items: center; gap: 10px; min-width: 0; }
.latch-review-row > :last-child { min-width: 0; margin: 0; }
.latch-review-party { display: flex; flex-direction: column; gap: 4px; }
.latch-review-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.latch-avatar-small { border-radius: 50%; flex: none; object-fit: cover; }
.latch-qr { width: 200px; height: 200px; background: #fff; padding: 8px; border-radius: 8px; }
.latch-receive-address { overflow-wrap: anywhere; unicode-bidi: isolate; font-family: ui-monospace, monospace; font-size: 0.85em; }
.latch-field { display: flex; flex-direction: column; gap: 4px; font-size: 0.9em; }
.latch-actions { display: flex; gap: 8px; justify-content: center; }
.latch-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
${
  /* Below 430 px the modal is a bottom sheet: full width, on the bottom edge, rounded on top, sliding up when shown;
   touch targets are at least 44 px. With mobileFullScreen it fills the screen instead. */ ''
}
@media (max-width: ${SHEET_MAX_WIDTH_PX}px) {
  .latch-root { align-items: flex-end; }
  .latch-card {
    width: 100vw; max-width: 100vw; max-height: calc(100vh - 24px); border-bottom: 0;
    border-radius: calc(var(--latch-border-radius-master) * 8) calc(var(--latch-border-radius-master) * 8) 0 0;
    padding-bottom: env(safe-area-inset-bottom);
  }
  .latch-root:not([data-hidden]) .latch-card:not(.latch-shake) { animation: latch-sheet-up ${TRANSITION_MS}ms ease-out; }
  .latch-icon-button { width: 44px; height: 44px; }
  .latch-header { grid-template-columns: 44px 1fr 44px; }
  .latch-toast { left: 60px; right: 60px; }
  .latch-button, .latch-grid-item, .latch-tab, .latch-search { min-height: 44px; }
  ${/* The legal links stay inline in their sentence; the padding gives a 44 px hit area, the margin undoes its layout. */ ''}
  .latch-footer .latch-link { display: inline-block; box-sizing: border-box; min-height: 44px; padding-block: 15px; margin-block: -15px; }
  .latch-view { max-height: calc(100vh - 120px); }
}
@keyframes latch-sheet-up { from { transform: translateY(24px); } to { transform: none; } }
@media (max-width: ${SHEET_MAX_WIDTH_PX}px) {
  .latch-root[data-fullscreen='true'] .latch-card {
    width: 100vw; max-width: 100vw; height: 100vh; max-height: 100vh; border-radius: 0; border: 0;
  }
}
@media (prefers-reduced-motion: reduce) {
  .latch-root *, .latch-root *::before, .latch-root *::after {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important;
  }
  .latch-spinner, .latch-skeleton-block { animation: none; }
}
`
