import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { VIEWS } from '@latch/core'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { isShippedView } from '../../../packages/ui-react/src/views/shippedViews'
import { axeViolations } from './axe'
import { animationsSettled, launchBrowser, SCREENSHOT_DIR } from './browser'

// Issue 40: the gallery (/gallery) shows every view of the modal in each of its states on fixed data. This test
// visits each state in light, dark and on a 390 px phone (one page per mode, moving from state to state in it), runs
// axe over the modal (0 violations of any impact), and saves a screenshot of each into
// test-output/demo/gallery/<mode>/ (git-ignored), attached to the test's report.

const SHIPPED_VIEWS = VIEWS.filter(isShippedView)

/**
 * The states each view must show in the gallery: every state in which the view renders something different
 * (empty, loading, error, data, and the view's own), so that a state dropped from the gallery fails the test.
 * Views with one state have no other: their content is fixed (WalletGuide, UnsupportedChain), or they show what the
 * kit already holds (Networks: the host's networks; WalletReceive: the account), with nothing read to wait for.
 * Account's Tokens tab has no empty state: it always lists the native coin the account holds.
 */
const EXPECTED_STATES: Record<string, readonly string[]> = {
  Connect: ['data', 'filtered'],
  AllWallets: ['data', 'empty', 'loading'],
  ConnectWallets: ['data'],
  WalletGuide: ['data'],
  ConnectingExternal: ['loading', 'error', 'not-installed'],
  ConnectingWalletConnectBasic: ['loading', 'data'],
  Account: [
    'data',
    'loading',
    'error',
    'accounts',
    'toast-success',
    'tokens-data',
    'tokens-loading',
    'tokens-error',
    'activity-data',
    'activity-empty',
    'activity-loading',
    'activity-error',
  ],
  Connections: ['data', 'empty'],
  Networks: ['data', 'connected', 'walletconnect-unapproved'],
  SwitchNetwork: ['loading', 'error'],
  SwitchActiveChain: ['data'],
  UnsupportedChain: ['data'],
  WalletReceive: ['data'],
  WalletSend: ['empty', 'data', 'error'],
  WalletSendPreview: ['data'],
  SIWXSignMessage: ['data', 'toast-error'],
  ConnectingFarcaster: ['error'],
  EmailVerifyOtp: ['data'],
  DataCapture: ['data'],
  OnRampFiatSelect: ['data', 'loading', 'error'],
  OnRampTokenSelect: ['data', 'loading', 'error'],
  OnRampProviders: ['data', 'loading', 'error'],
  Swap: ['data', 'loading', 'error'],
  SwapPreview: ['data', 'loading'],
}

/** Touch targets on a phone (issue 40, Deliver 3): every control at least this wide and tall. */
const TOUCH_TARGET_PX = 44
const GALLERY_DIR = join(SCREENSHOT_DIR, 'gallery')

const MODES = {
  light: { theme: 'light', context: { viewport: { width: 1100, height: 900 } } },
  dark: { theme: 'dark', context: { viewport: { width: 1100, height: 900 } } },
  mobile: {
    theme: 'light',
    context: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    },
  },
} as const satisfies Record<string, { theme: 'light' | 'dark'; context: BrowserContextOptions }>

let browser: Browser
/** The states the gallery's index lists (what a reviewer sees there). */
let states: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${inject('demoUrl')}gallery`)
  await page.getByRole('heading', { name: 'Latch modal gallery' }).waitFor()
  states = await page
    .locator('section[data-gallery-state]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-gallery-state') ?? ''))
  await context.close()
})
afterAll(async () => {
  await browser.close()
})

/**
 * The modal's visible controls (buttons, links, fields, role=button, tabindex=0) smaller than `size` × `size` px,
 * each described as `<tag> "<label>" <width>×<height>`.
 */
async function controlsBelow(page: Page, size: number): Promise<string[]> {
  return page.evaluate((min) => {
    const root = document.querySelector('[data-latch-modal]')?.shadowRoot
    const controls = root?.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [tabindex="0"]',
    )
    return [...(controls ?? [])].flatMap((control) => {
      const box = control.getBoundingClientRect()
      const style = getComputedStyle(control)
      const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
      // Rounded to the CSS pixel: a 44 px button can lay out at 43.9 px (sub-pixel layout), a 40 px field cannot.
      if (!visible || (Math.round(box.width) >= min && Math.round(box.height) >= min)) return []
      const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)
      return [
        `${control.tagName.toLowerCase()} "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ]
    })
  }, size)
}

/**
 * Puts focus back on the modal's dialog when it fell out of it. The kit focuses the dialog as it opens (with its
 * focus ring: the focus comes from script, not a pointer); a state whose steps re-render the focused part of the view
 * drops that focus to the page's body, or not, by timing alone, on a fresh load as in a page moving from state to
 * state. Each screenshot then shows the dialog as the opening left it, ring and all, the same on every run.
 */
async function focusOnDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('[data-latch-modal]')?.shadowRoot
    const dialog = root?.querySelector<HTMLElement>('[role="dialog"]')
    if (dialog && !dialog.contains(root?.activeElement ?? null)) dialog.focus({ preventScroll: true })
  })
}

/**
 * Views whose states are each shown on a fresh load of the page. Shown one after another in one page, Account's
 * states failed axe in about half the runs (button-name, scrollable-region-focusable) on a scan that passed on the
 * next run: the view still re-rendered after its state said ready. The signal it settles on is not found yet; a fresh
 * load, as the test did before, never failed.
 */
const FRESH_LOAD_VIEWS = new Set(['Account'])

/**
 * Shows the gallery state at `path`: by loading the page for the first state and for states of FRESH_LOAD_VIEWS,
 * each other one in the same page (the gallery takes down the state it shows and shows what its URL says on each
 * `popstate`), so that the page's code and axe load once per mode for most states, not once per state.
 */
async function showGalleryState(page: Page, view: string, path: string): Promise<void> {
  const url = `${inject('demoUrl')}${path}`
  if (page.url() === 'about:blank' || FRESH_LOAD_VIEWS.has(view)) {
    await page.goto(url)
    return
  }
  await page.evaluate((next) => {
    history.pushState(null, '', next)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)
}

describe('the modal gallery (issue 40)', () => {
  test('behavior: the gallery lists at least one state of every view the kit ships, each marked <View>:<state>', () => {
    expect(states.length).toBeGreaterThanOrEqual(SHIPPED_VIEWS.length)
    for (const state of states) expect(state).toMatch(/^[A-Za-z]+:[a-z-]+$/)
    const views = new Set(states.map((state) => state.split(':')[0]))
    expect(SHIPPED_VIEWS.filter((view) => !views.has(view))).toEqual([])
  })

  test('behavior: the gallery shows each view in each of its states (the table of expected states)', () => {
    const missing = Object.entries(EXPECTED_STATES).flatMap(([view, expected]) =>
      expected.map((state) => `${view}:${state}`).filter((id) => !states.includes(id)),
    )
    expect(missing).toEqual([])
    expect(SHIPPED_VIEWS.filter((view) => !(view in EXPECTED_STATES))).toEqual([])
    // And nothing the table does not name: a state added to the gallery is added to the table too.
    const expected = Object.entries(EXPECTED_STATES).flatMap(([view, list]) =>
      list.map((state) => `${view}:${state}`),
    )
    expect(states.filter((state) => !expected.includes(state))).toEqual([])
  })

  for (const [mode, { theme, context: contextOptions }] of Object.entries(MODES)) {
    test(`behavior: every gallery state in ${mode} has no axe violation of any impact, and a screenshot`, async ({
      annotate,
    }) => {
      // Axe is injected by the test driver; the CSP is bypassed only for that injection.
      // Reduced motion: each state is checked and pictured at rest without waiting out the opening animation
      // (the motion itself has its own tests, ui-react's Motion.test.tsx).
      const context = await browser.newContext({
        ...contextOptions,
        bypassCSP: true,
        reducedMotion: 'reduce',
      })
      // Every request stays on the demo's origin: nothing in the gallery needs the network.
      await context.route('**/*', (route) =>
        new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
      )
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const folder = join(GALLERY_DIR, mode)
      mkdirSync(folder, { recursive: true })
      const results: Record<string, string[]> = {}
      const smallTargets: Record<string, string[]> = {}
      try {
        for (const state of states) {
          const view = state.slice(0, state.indexOf(':'))
          await showGalleryState(page, view, `gallery?state=${encodeURIComponent(state)}&theme=${theme}`)
          const marker = page.locator(`[data-gallery-state="${state}"]`)
          // Awaited in the page, not polled from here: a poll's growing interval lost up to a second per state.
          await marker
            .and(page.locator(':not([data-gallery-status="reaching"])'))
            .waitFor({ timeout: 20_000 })
          expect(await marker.getAttribute('data-gallery-status')).toBe('ready')
          const dialog = page.locator(`[data-latch-modal] [role="dialog"][data-view="${view}"]`)
          await dialog.waitFor()
          // The state before it left nothing behind: one modal in the page, this state's.
          expect(await page.locator('[data-latch-modal]').count()).toBe(1)
          expect(
            await dialog.evaluate((element) => element.closest('.latch-root')?.getAttribute('data-theme')),
          ).toBe(theme)
          await animationsSettled(page)
          await focusOnDialog(page)
          results[state] = await axeViolations(page)
          if (mode === 'mobile') smallTargets[state] = await controlsBelow(page, TOUCH_TARGET_PX)
          const path = join(folder, `${state.replace(':', '-')}.png`)
          await page.screenshot({ path })
          await annotate(`${state} (${mode})`, 'screenshot', { path, contentType: 'image/png' })
        }
      } finally {
        await context.close()
      }
      expect(errors).toEqual([])
      expect(results).toEqual(Object.fromEntries(states.map((state) => [state, []])))
      if (mode === 'mobile')
        expect(smallTargets).toEqual(Object.fromEntries(states.map((state) => [state, []])))
    }, 600_000)
  }
})
