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

/** Resolves when `page` shows what `expected` says within FOLLOW_MS of now, else fails. */
async function followsWithinASecond(page: Page, expected: (page: Page) => Promise<unknown>): Promise<void> {
  const started = Date.now()
  await expected(page)
  expect(Date.now() - started).toBeLessThanOrEqual(FOLLOW_MS)
}

const showsConnected = (page: Page) => accountButton(page).waitFor({ timeout: FOLLOW_MS })
const showsDisconnected = (page: Page) =>
  page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: FOLLOW_MS })

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
      await connectWallet(a.page, EVM_DEV_WALLET)
      await followsWithinASecond(b.page, showsConnected)
      expect(await dialog(b.page).count()).toBe(0)
      await expect
        .poll(() => b.page.getByTestId('hook-account').textContent())
        .toContain('"address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"')

      // Switch network in A through the modal's network view: B's header shows the new network.
      await accountButton(a.page).click()
      await waitForView(a.page, 'Account')
      await dialog(a.page).getByRole('button', { name: 'Anvil' }).click()
      await waitForView(a.page, 'Networks')
      await dialog(a.page).getByRole('button', { name: 'Anvil 31338' }).click()
      await waitForView(a.page, 'Account')
      await a.page.getByRole('button', { name: 'Network: Anvil 31338' }).first().waitFor()
      await followsWithinASecond(b.page, (page) =>
        page
          .locator('header')
          .getByRole('button', { name: 'Network: Anvil 31338' })
          .waitFor({ timeout: FOLLOW_MS }),
      )
      await expect
        .poll(() => b.page.getByTestId('hook-network').textContent())
        .toContain('"caipNetworkId": "eip155:31338"')
      // B followed the grant and the switch without a single prompt of its own.
      expect(await prompts(b.page)).toEqual([])
      expect(await prompts(a.page)).toEqual(['eth_requestAccounts', 'wallet_switchEthereumChain'])
      await a.page.keyboard.press('Escape')
      await dialog(a.page).waitFor({ state: 'detached' })

      // Disconnect in B: A follows.
      await disconnectFrom(b.page)
      await followsWithinASecond(a.page, showsDisconnected)
      await expect
        .poll(() => a.page.getByTestId('hook-account').textContent())
        .toContain('"isConnected": false')

      // Connect again, this time in B: A follows; then disconnect in A: B follows.
      // The visitor connected it before (in A), so it is listed as recent now.
      await connectWallet(b.page, /^Latch Dev Wallet Recent$/)
      await followsWithinASecond(a.page, showsConnected)
      expect(await prompts(a.page)).toEqual(['eth_requestAccounts', 'wallet_switchEthereumChain'])
      await disconnectFrom(a.page)
      await followsWithinASecond(b.page, showsDisconnected)
      await expect
        .poll(() => b.page.getByTestId('hook-account').textContent())
        .toContain('"isConnected": false')

      expect(a.log.errors).toEqual([])
      expect(b.log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)
})
