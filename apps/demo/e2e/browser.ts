import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'

/** Where screenshots go (git-ignored). */
export const SCREENSHOT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'test-output',
  'demo',
)

/** Launches Debian's chromium (never a downloaded browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}

/** What a page collected while it ran: console errors and CSP violations. */
export interface PageLog {
  errors: string[]
}

/**
 * The official sign-client 2.21.8 reports, in its own message queue, a session-delete request that reaches it twice
 * ('Record was recently deleted'): the relay delivers at least once and sends again what a client had not
 * acknowledged yet, which a loaded machine makes likely. The root vitest config lets this one SDK report pass in Node
 * for the same reason; every other error still counts.
 */
const SDK_REDELIVERED_DELETE = /Record was recently deleted - session/

/** Collects a page's console errors and uncaught exceptions. */
function watchPage(page: Page): PageLog {
  const log: PageLog = { errors: [] }
  const collect = (text: string) => {
    if (!SDK_REDELIVERED_DELETE.test(text)) log.errors.push(text)
  }
  page.on('console', (message) => {
    if (message.type() === 'error') collect(message.text())
  })
  page.on('pageerror', (error) => collect(error.message))
  return log
}

/**
 * A fresh browser context for the demo (one profile: its pages share localStorage, like a visitor's tabs). Every
 * request that is not to 127.0.0.1 is aborted, so a call to an outside host fails loudly instead of hanging.
 * `openTab()` opens the demo in a new page of it, with console errors collected.
 */
export async function openDemoContext(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<{
  openTab: (beforeLoad?: (page: Page) => Promise<unknown>) => Promise<{ page: Page; log: PageLog }>
  close: () => Promise<void>
}> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, ...options })
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname
    return host === '127.0.0.1' ? route.continue() : route.abort()
  })
  // `beforeLoad` runs on the new page before it loads the demo: a route set there sees the page's first requests.
  const openTab = async (beforeLoad?: (page: Page) => Promise<unknown>) => {
    const page = await context.newPage()
    const log = watchPage(page)
    await beforeLoad?.(page)
    await page.goto(url)
    await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
    return { page, log }
  }
  return { openTab, close: () => context.close() }
}

/** A fresh context and page on the demo (see `openDemoContext`). */
export async function openDemo(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; log: PageLog; close: () => Promise<void> }> {
  const { openTab, close } = await openDemoContext(browser, url, options)
  return { ...(await openTab()), close }
}

/** The modal's dialog (Playwright's locators pierce the open shadow root). */
export function dialog(page: Page) {
  return page.locator('[data-latch-modal] [role="dialog"]')
}

/** Waits until the dialog shows `view` with its content loaded. */
export async function waitForView(page: Page, view: string): Promise<void> {
  const selector = `[data-latch-modal] [role="dialog"][data-view="${view}"] [data-testid="latch-view"] > *`
  await page.locator(selector).first().waitFor()
  await page.locator(`${selector} [role="progressbar"]`).waitFor({ state: 'detached' })
  // The entry transition (150 ms) and the height change end before anything is measured or screenshotted.
  await animationsSettled(page)
}

/** Waits until every finite animation and transition in the modal's shadow root has finished (spinners run on). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.querySelector('[data-latch-modal]')?.shadowRoot
    const running = (root?.getAnimations() ?? []).filter(
      (animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
    )
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** Saves a screenshot of the page into the git-ignored test-output folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) })
}

/** Opens the modal at a view through the demo's view picker (the host's `open({ view })`). */
export async function openView(page: Page, view: string): Promise<void> {
  await page.getByTestId('view-select').selectOption(view)
  await page.getByRole('button', { name: 'Open view', exact: true }).click()
}

/** Connects a dev wallet from the Connect view (`name`: the wallet button's accessible name) and waits for it. */
export async function connectWallet(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await dialog(page)
    .getByRole('button', { name, exact: typeof name === 'string' })
    .click()
  await dialog(page).waitFor({ state: 'detached' })
  await page
    .getByTestId('hook-account')
    .filter({ hasText: '"isConnected": true' })
    .waitFor({ timeout: 10_000 })
}

/** The EVM dev wallet's button in the Connect view. */
export const EVM_DEV_WALLET = 'Latch Dev Wallet Installed'

/** The Solana dev wallet's button in the Connect view. */
export const SOLANA_DEV_WALLET = /^Latch Dev Wallet \(Solana\)/
