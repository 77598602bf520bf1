import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dialog, EVM_DEV_WALLET, launchBrowser, openDemo, waitForView } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const WAITING_IN_WALLET = 'The request is waiting in your wallet. Open your wallet to approve it.'

/** Every request the dev wallet received so far, read-only ones included. */
async function walletRequests(page: Page): Promise<number> {
  return Number(await page.getByTestId('wallet-requests').getAttribute('data-count'))
}

/** The connection prompts (eth_requestAccounts, wallet_requestPermissions) the dev wallet received so far. */
async function connectionPrompts(page: Page): Promise<number> {
  const prompts = await page.getByTestId('wallet-prompts').locator('li').allTextContents()
  return prompts.filter(
    (method) => method === 'eth_requestAccounts' || method === 'wallet_requestPermissions',
  ).length
}

describe('a wallet that already holds a connection request (-32002, issue 10)', () => {
  test('behavior: the waiting message shows, retry while the request is open sends no second one, approval connects', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    page.setDefaultTimeout(10_000)
    try {
      // The wallet's popup is left open by a request Latch did not send (an earlier page load, another tab).
      await page.getByRole('checkbox', { name: 'Hold connection prompts open' }).check()
      await page.getByRole('button', { name: 'Ask for accounts outside Latch' }).click()
      await expect
        .poll(() => page.getByTestId('dev-wallet-prompt').textContent())
        .toBe('A connection prompt is open')
      expect(await connectionPrompts(page)).toBe(1)

      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
      await waitForView(page, 'ConnectingExternal')
      const alert = dialog(page).getByRole('alert')
      await expect.poll(() => alert.textContent()).toBe(WAITING_IN_WALLET)
      const askedByLatch = await connectionPrompts(page)
      expect(askedByLatch).toBe(2) // Latch's one request, which the wallet answered -32002

      // The retry first asks the wallet quietly whether the open request was granted (eth_accounts): once that
      // request is in, the retry has decided, and it sent no second prompt.
      const requestsBefore = await walletRequests(page)
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => walletRequests(page)).toBeGreaterThan(requestsBefore)
      await expect.poll(() => alert.textContent()).toBe(WAITING_IN_WALLET)
      expect(await connectionPrompts(page)).toBe(askedByLatch)
      expect(await page.getByTestId('dev-wallet-prompt').textContent()).toBe('A connection prompt is open')

      // The wallet's popup is not part of the page (the modal covers the demo's controls): answer it directly.
      await page.getByRole('button', { name: 'Approve in wallet' }).dispatchEvent('click')
      await expect.poll(() => page.getByTestId('dev-wallet-prompt').textContent()).toBe('No open prompt')
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect.poll(() => page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      expect(await connectionPrompts(page)).toBe(askedByLatch)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: leaving the connecting view and choosing the wallet again while its prompt is open sends no second request', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    page.setDefaultTimeout(10_000)
    try {
      await page.getByRole('checkbox', { name: 'Hold connection prompts open' }).check()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
      await waitForView(page, 'ConnectingExternal')
      await expect
        .poll(() => page.getByTestId('dev-wallet-prompt').textContent())
        .toBe('A connection prompt is open')
      const askedByLatch = await connectionPrompts(page)
      expect(askedByLatch).toBe(1)

      await dialog(page).getByRole('button', { name: 'Back' }).click()
      await waitForView(page, 'Connect')
      const requestsBefore = await walletRequests(page)
      await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
      await waitForView(page, 'ConnectingExternal')
      expect(await dialog(page).getByRole('status').textContent()).toBe('Continue in Latch Dev Wallet')
      // Core holds this visit's attempt once it has asked the wallet or re-used the request the wallet holds: by
      // then a second request would have reached the wallet.
      await dialog(page).locator('[data-testid="latch-connecting-view"][data-started="true"]').waitFor()
      expect(await walletRequests(page)).toBe(requestsBefore)
      expect(await connectionPrompts(page)).toBe(askedByLatch)

      await page.getByRole('button', { name: 'Approve in wallet' }).dispatchEvent('click')
      await dialog(page).waitFor({ state: 'detached' })
      await expect.poll(() => page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      expect(await connectionPrompts(page)).toBe(askedByLatch)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })
})
