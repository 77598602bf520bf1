import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { connectWallet, dialog, EVM_DEV_WALLET, launchBrowser, openDemoContext, waitForView } from './browser'

/** How long another tab may take to show a change (issue 10: "within a second"). */
const FOLLOW_MS = 1000

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** The header's account button once the dev wallet's first account is connected. */
const accountButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Open account of 0xf39F/ })

/** The prompts the page's EVM dev wallet showed since it loaded (the demo's "Wallet prompts" panel). */
const prompts = (page: Page) => page.getByTestId('wallet-prompts').locator('li').allTextContents()

/** How long a tab may take to show anything at all on a loaded CI machine (the delay itself is measured in-page). */
const SHOWS_MS = 15_000

/**
 * Starts recording, inside `page`, the first moment (the page's `Date.now()`) its demo panel `testId` contains `text`.
 * The moment is taken by a MutationObserver when React commits, so the test harness's own latency is not counted.
 * Returns a reader that waits for the moment and gives it.
 */
async function recordWhenShown(page: Page, testId: string, text: string): Promise<() => Promise<number>> {
  const key = `${testId}:${text}`
  await page.evaluate(
    ({ key, testId, text }) => {
      const page = window as unknown as { __shownAt?: Record<string, number> }
      if (!page.__shownAt) page.__shownAt = {}
      const moments = page.__shownAt
      delete moments[key]
      const check = () => {
        if (moments[key] !== undefined) return
        if (document.querySelector(`[data-testid="${testId}"]`)?.textContent?.includes(text))
          moments[key] = Date.now()
      }
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      })
      check()
    },
    { key, testId, text },
  )
  return async () => {
    const moment = await page.waitForFunction(
      (key) => (window as unknown as { __shownAt?: Record<string, number> }).__shownAt?.[key],
      key,
      { timeout: SHOWS_MS },
    )
    return (await moment.jsonValue()) as number
  }
}

/**
 * Runs `act` in one tab and checks the other tab shows `text` in panel `testId` within FOLLOW_MS of the acting tab
 * showing it (both moments read in the pages, on the same clock).
 */
async function followsWithinASecond(
  acting: Page,
  following: Page,
  [testId, text]: [string, string],
  act: () => Promise<void>,
): Promise<void> {
  const [actingShown, followingShown] = await Promise.all([
    recordWhenShown(acting, testId, text),
    recordWhenShown(following, testId, text),
  ])
  await act()
  const delay = (await followingShown()) - (await actingShown())
  expect(delay).toBeLessThanOrEqual(FOLLOW_MS)
}

const CONNECTED: [string, string] = [
  'hook-account',
  '"address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"',
]
const DISCONNECTED: [string, string] = ['hook-account', '"isConnected": false']

const showsConnected = (page: Page) => accountButton(page).waitFor({ timeout: SHOWS_MS })
const showsDisconnected = (page: Page) =>
  page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: SHOWS_MS })

async function disconnectFrom(page: Page): Promise<void> {
  await accountButton(page).click()
  await waitForView(page, 'Account')
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await dialog(page).waitFor({ state: 'detached' })
  await showsDisconnected(page)
}

describe('demo: tabs of one site follow each other (issue 10)', () => {
  test('behavior: connect, network switch and disconnect in one tab show in the other within a second, without a prompt or a reload', async () => {
    const { openTab, close } = await openDemoContext(browser, inject('demoUrl'))
    try {
      const a = await openTab()
      const b = await openTab()
      const wallets = await Promise.all(
        [a.page, b.page].map((page) => page.getByTestId('hook-account').textContent()),
      )
      for (const shown of wallets) expect(shown).toContain('"isConnected": false')

      // Connect in A: B shows the account, and opened no modal (its wallet was not asked to grant again).
      await followsWithinASecond(a.page, b.page, CONNECTED, () => connectWallet(a.page, EVM_DEV_WALLET))
      await showsConnected(b.page)
      expect(await dialog(b.page).count()).toBe(0)

      // Switch network in A through the modal's network view: B's header shows the new network.
      await accountButton(a.page).click()
      await waitForView(a.page, 'Account')
      await dialog(a.page).getByRole('button', { name: 'Anvil' }).click()
      await waitForView(a.page, 'Networks')
      await followsWithinASecond(
        a.page,
        b.page,
        ['hook-network', '"caipNetworkId": "eip155:31338"'],
        async () => {
          await dialog(a.page).getByRole('button', { name: 'Anvil 31338' }).click()
          await waitForView(a.page, 'Account')
        },
      )
      await b.page
        .locator('header')
        .getByRole('button', { name: 'Network: Anvil 31338' })
        .waitFor({ timeout: SHOWS_MS })
      // B followed the grant and the switch without a single prompt of its own.
      expect(await prompts(b.page)).toEqual([])
      expect(await prompts(a.page)).toEqual(['eth_requestAccounts', 'wallet_switchEthereumChain'])
      await a.page.keyboard.press('Escape')
      await dialog(a.page).waitFor({ state: 'detached' })

      // Disconnect in B: A follows.
      await followsWithinASecond(b.page, a.page, DISCONNECTED, () => disconnectFrom(b.page))
      await showsDisconnected(a.page)

      // Connect again, this time in B: A follows; then disconnect in A: B follows.
      // The visitor connected it before (in A), so it is listed as recent now.
      await followsWithinASecond(b.page, a.page, CONNECTED, () =>
        connectWallet(b.page, /^Latch Dev Wallet Recent$/),
      )
      await showsConnected(a.page)
      expect(await prompts(a.page)).toEqual(['eth_requestAccounts', 'wallet_switchEthereumChain'])
      // B's wallet was asked once (and back to B's network): a second connect would drop the grant A follows.
      expect(await prompts(b.page)).toEqual(['eth_requestAccounts', 'wallet_switchEthereumChain'])
      await followsWithinASecond(a.page, b.page, DISCONNECTED, () => disconnectFrom(a.page))
      await showsDisconnected(b.page)

      expect(a.log.errors).toEqual([])
      expect(b.log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)
})
