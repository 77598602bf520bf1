import { devKeypair } from '@latch/fixture-solana/devWallet'
import { formatAddress, formatAmount } from '@latch/ui-react'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { SOLANA_DEV_SEED } from '../server/demoAccounts.mjs'
import { dialog, launchBrowser, openDemo, openView, waitForView } from './browser'
import { lamportsOf, lamportsToSol } from './solanaRpc'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('demo end to end (real chromium, real anvil, real-key dev wallet)', () => {
  test('behavior: connect the dev wallet, see the account and balance, switch network, disconnect', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: 'Latch Dev Wallet Installed', exact: true }).click()
      await dialog(page).waitFor({ state: 'detached' })
      const account = page.locator('header').getByRole('button', { name: /^Open account of 0xf39F/ })
      await expect.poll(() => account.textContent()).toBe('10,000 ETH 0xf39F…2266')
      await expect.poll(() => page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      expect(await page.getByTestId('hook-events').textContent()).toContain('CONNECT_SUCCESS')

      await account.click()
      await waitForView(page, 'Account')
      expect(await dialog(page).getByTestId('latch-account-name').textContent()).toBe('0xf39F…2266')
      await dialog(page).getByRole('button', { name: 'Anvil' }).click()
      await waitForView(page, 'Networks')
      await dialog(page).getByRole('button', { name: 'Anvil 31338' }).click()
      await waitForView(page, 'Account')
      await expect
        .poll(() => page.getByTestId('hook-network').textContent())
        .toContain('"caipNetworkId": "eip155:31338"')
      expect(await page.getByRole('button', { name: 'Network: Anvil 31338' }).count()).toBe(1)

      await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect
        .poll(() => page.getByTestId('hook-account').textContent())
        .toContain('"isConnected": false')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: connect the Solana dev wallet on the real SVM and see its SOL', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page)
        .getByRole('button', { name: /^Latch Dev Wallet \(Solana\)/ })
        .click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect
        .poll(() => page.getByTestId('hook-account').textContent())
        .toContain('"namespace": "solana"')
      await expect.poll(() => page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      // The start script gave the wallet 5 SOL; other tests may have sent some since: compare with the chain.
      const wallet = devKeypair({ seed: SOLANA_DEV_SEED }).address
      const lamports = await lamportsOf(inject('solanaRpcUrl'), wallet)
      expect(lamports).toBeGreaterThan(4_000_000_000n)
      const account = page.locator('header').getByRole('button', { name: /^Open account of / })
      await expect
        .poll(() => account.textContent(), { timeout: 10_000 })
        .toBe(`${formatAmount(lamportsToSol(lamports), 'en')} SOL ${formatAddress(wallet)}`)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: back and close rules', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      expect(await dialog(page).getByRole('button', { name: 'Back', exact: true }).count()).toBe(0)
      await dialog(page)
        .getByRole('button', { name: /^All Wallets/ })
        .click()
      await waitForView(page, 'AllWallets')
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      await waitForView(page, 'Connect')
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
      await openView(page, 'Networks')
      await waitForView(page, 'Networks')
      await page
        .locator('[data-latch-modal] [data-testid="latch-backdrop"]')
        .click({ position: { x: 10, y: 10 } })
      await dialog(page).waitFor({ state: 'detached' })
      // Closing resets the router: the next open starts at Connect.
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
    } finally {
      await close()
    }
  })

  test('behavior: keyboard only — open, reach the wallet, connect, focus returns to the page', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).focus()
      await page.keyboard.press('Enter')
      await waitForView(page, 'Connect')
      let reached = false
      for (let step = 0; step < 8 && !reached; step += 1) {
        await page.keyboard.press('Tab')
        reached = await page.evaluate(
          () =>
            document.querySelector('[data-latch-modal]')?.shadowRoot?.activeElement?.textContent ===
            'Latch Dev WalletInstalled',
        )
      }
      expect(reached).toBe(true)
      await page.keyboard.press('Enter')
      await dialog(page).waitFor({ state: 'detached' })
      await expect.poll(() => page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      // The opener was replaced by the account button; focus is back in the page, not lost in the closed modal.
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-latch-modal'))).toBe(false)
    } finally {
      await close()
    }
  })

  test('behavior: theme switch and Spanish from the host page', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await page.getByTestId('theme-select').selectOption('dark')
      await page.getByTestId('locale-select').selectOption('es')
      await page.getByRole('button', { name: 'Conectar cartera' }).click()
      await waitForView(page, 'Connect')
      expect(await dialog(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(32, 32, 32)',
      )
      expect(await dialog(page).getByRole('heading', { level: 2 }).textContent()).toBe('Conectar cartera')
      await page.keyboard.press('Escape')
      await page.getByTestId('theme-select').selectOption('light')
      await page.getByRole('button', { name: 'Conectar cartera' }).click()
      await waitForView(page, 'Connect')
      expect(await dialog(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(255, 255, 255)',
      )
    } finally {
      await close()
    }
  })

  test('behavior: prefers-reduced-motion cuts the view and header transitions', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'), { reducedMotion: 'reduce' })
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      const view = dialog(page).getByTestId('latch-view')
      expect(await view.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('1e-05s')
      const body = dialog(page).locator('.latch-body')
      expect(await body.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1e-05s')
    } finally {
      await close()
    }
    const normal = await openDemo(browser, inject('demoUrl'))
    try {
      await normal.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(normal.page, 'Connect')
      const view = dialog(normal.page).getByTestId('latch-view')
      expect(await view.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.15s')
      expect(
        await dialog(normal.page)
          .locator('.latch-title')
          .evaluate((el) => getComputedStyle(el).animationDuration),
      ).toBe('0.12s')
    } finally {
      await normal.close()
    }
  })

  test('behavior: host CSS (`* { all: unset }`, `button { color: red !important }`) does not reach the modal', async () => {
    const { page, close } = await openDemo(browser, `${inject('demoUrl')}?hostile=1`)
    try {
      expect(
        await page
          .getByRole('button', { name: 'Connect Wallet' })
          .evaluate((el) => getComputedStyle(el).color),
      ).toBe('rgb(255, 0, 0)')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      const close = dialog(page).getByRole('button', { name: 'Close' })
      expect(await close.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(20, 20, 20)')
      expect(await dialog(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(370)
      expect(await dialog(page).evaluate((el) => getComputedStyle(el).position)).toBe('relative')
    } finally {
      await close()
    }
  })

  test('behavior: under a CSP without unsafe-eval or inline scripts, the modal is styled and nothing is refused', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      const response = await page.request.get(inject('demoUrl'))
      const policy = response.headers()['content-security-policy'] ?? ''
      expect(policy).toContain("script-src 'self'")
      expect(policy).not.toContain('unsafe-eval')
      expect(policy).not.toContain('unsafe-inline')
      const violations: string[] = await page.evaluate(() => {
        const seen: string[] = []
        document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective))
        ;(window as unknown as { __csp: string[] }).__csp = seen
        return seen
      })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page)
        .getByRole('button', { name: /^All Wallets/ })
        .click()
      await waitForView(page, 'AllWallets')
      expect(await dialog(page).evaluate((el) => getComputedStyle(el).borderRadius)).toBe('32px')
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual(violations)
      expect(violations).toEqual([])
      expect(log.errors.filter((error) => error.includes('Content Security Policy'))).toEqual([])
    } finally {
      await close()
    }
  })
})
