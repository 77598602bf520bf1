import { VIEWS } from '@latch/core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
// ui-react's view registry: the views it ships, each of which this test must reach.
import { isShippedView } from '../../../packages/ui-react/src/views/shippedViews'
import { axeViolations } from './axe'
import { dialog, EVM_DEV_WALLET, launchBrowser, openDemo, openView, screenshot, waitForView } from './browser'
import { openAccount, openSendForm } from './testBed'

const SHIPPED_VIEWS = VIEWS.filter(isShippedView)
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('every view, light and dark: axe and screenshots (test-output/demo)', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`behavior: no axe violation of any impact in any view the kit ships (${mode})`, async () => {
      // Axe is injected by the test driver; the CSP is bypassed only for that injection.
      const { page, close } = await openDemo(browser, inject('demoUrl'), { bypassCSP: true })
      // The same demo with sign-in required, for the sign view.
      const signIn = await openDemo(browser, `${inject('demoUrl')}?siwx=required`, { bypassCSP: true })
      const covered = new Set<string>()
      try {
        await page.getByTestId('theme-select').selectOption(mode)
        await signIn.page.getByTestId('theme-select').selectOption(mode)
        const results: Record<string, string[]> = {}
        const check = async (view: string, name = view, on: Page = page) => {
          await waitForView(on, view)
          covered.add(view)
          results[name] = await axeViolations(on)
          await screenshot(on, `${name}-${mode}`)
        }

        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await check('Connect')
        await dialog(page)
          .getByRole('button', { name: /^All Wallets/ })
          .click()
        await check('AllWallets')
        // The catalogue ranks hundreds of wallets: the visitor searches for this one.
        await dialog(page).getByRole('searchbox', { name: 'Search wallet' }).fill('Rainbow')
        await dialog(page).getByRole('button', { name: 'Rainbow', exact: true }).click()
        await check('ConnectingExternal')
        await page.keyboard.press('Escape')
        await openView(page, 'ConnectWallets')
        await check('ConnectWallets')
        await page.keyboard.press('Escape')
        await openView(page, 'Networks')
        await check('Networks')
        await page.keyboard.press('Escape')
        await openView(page, 'WalletGuide')
        await check('WalletGuide')
        await page.keyboard.press('Escape')
        // WalletConnect through the demo's local relay: the SDK proposes a session and the QR code shows its URI.
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await waitForView(page, 'Connect')
        await dialog(page).getByTestId('latch-walletconnect-entry').click()
        await dialog(page).getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
        await check('ConnectingWalletConnectBasic')
        await page.keyboard.press('Escape')
        await dialog(page).waitFor({ state: 'detached' })

        await page.getByRole('button', { name: 'Wallets decline next request' }).click()
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await waitForView(page, 'Connect')
        await dialog(page).getByRole('button', { name: 'Latch Dev Wallet Installed', exact: true }).click()
        await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
        await check('ConnectingExternal', 'ConnectingExternal-declined')
        await dialog(page).getByRole('button', { name: 'Try again' }).click()
        await dialog(page).waitFor({ state: 'detached' })
        await openView(page, 'Account')
        await check('Account')
        await dialog(page).getByRole('button', { name: 'Anvil', exact: true }).click()
        await check('Networks', 'Networks-connected')
        await page.getByRole('button', { name: 'Wallets decline next request' }).evaluate((button) => {
          ;(button as HTMLButtonElement).click()
        })
        await dialog(page).getByRole('button', { name: 'Anvil 31338', exact: true }).click()
        await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
        await check('SwitchNetwork', 'SwitchNetwork-declined')
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: 'Open for Solana' }).click()
        await check('SwitchActiveChain')
        await page.keyboard.press('Escape')
        await openView(page, 'UnsupportedChain')
        await check('UnsupportedChain')
        await page.keyboard.press('Escape')
        await openView(page, 'Connections')
        await check('Connections')
        await page.keyboard.press('Escape')
        await dialog(page).waitFor({ state: 'detached' })

        await openAccount(page)
        await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click()
        await check('WalletReceive')
        await page.keyboard.press('Escape')
        await dialog(page).waitFor({ state: 'detached' })
        await openSendForm(page)
        await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.25')
        await dialog(page).getByRole('textbox', { name: 'To' }).fill(RECEIVER)
        await check('WalletSend')
        await dialog(page).getByRole('button', { name: 'Review' }).click()
        await waitForView(page, 'WalletSendPreview')
        await expect
          .poll(() => dialog(page).getByTestId('latch-send-preview-fee').textContent())
          .toMatch(/^Network fee: [\d.]+ ETH$/)
        await check('WalletSendPreview')
        await page.keyboard.press('Escape')
        await dialog(page).waitFor({ state: 'detached' })

        // The on-ramp with the demo project's providers (apps/server/config/projects.json).
        await openAccount(page)
        await dialog(page).getByRole('button', { name: 'Buy crypto' }).click()
        await dialog(page).locator('[data-testid="latch-onramp-fiat"][data-fiat="EUR"]').waitFor()
        await check('OnRampFiatSelect')
        await dialog(page).locator('[data-testid="latch-onramp-fiat"][data-fiat="EUR"]').click()
        await dialog(page).getByTestId('latch-onramp-asset').first().waitFor()
        await check('OnRampTokenSelect')
        await dialog(page).getByTestId('latch-onramp-asset').first().click()
        await dialog(page).getByTestId('latch-onramp-provider').first().waitFor()
        await check('OnRampProviders')
        await page.keyboard.press('Escape')

        // Swap (issue 35), quoted by the demo's Latch server from the Uniswap V2 pools on anvil: ETH to the next token.
        await openAccount(page)
        await dialog(page).getByTestId('latch-account-swap').click()
        await waitForView(page, 'Swap')
        const swapFrom = dialog(page).getByRole('combobox', { name: 'From' })
        await expect.poll(() => swapFrom.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1)
        await swapFrom.selectOption({ index: 0 })
        await dialog(page).getByRole('combobox', { name: 'To' }).selectOption({ index: 1 })
        await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.01')
        await expect
          .poll(() => dialog(page).getByTestId('latch-swap-review').isEnabled(), { timeout: 15_000 })
          .toBe(true)
        await check('Swap')
        await dialog(page).getByTestId('latch-swap-review').click()
        await check('SwapPreview')
        await page.keyboard.press('Escape')
        await dialog(page).waitFor({ state: 'detached' })

        // The e-mail views (issue 32): the code view and DataCapture, as the demo's view selector opens them.
        await openView(page, 'EmailVerifyOtp')
        await check('EmailVerifyOtp')
        await page.keyboard.press('Escape')
        await openView(page, 'DataCapture')
        await check('DataCapture')
        await page.keyboard.press('Escape')
        // Farcaster (issue 33) is not offered by the demo: the view says why, with Try again.
        await openView(page, 'ConnectingFarcaster')
        await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
        await check('ConnectingFarcaster')
        await page.keyboard.press('Escape')

        // Sign-in required: connecting opens the sign view with the demo's message.
        await signIn.page.getByRole('button', { name: 'Connect Wallet' }).click()
        await waitForView(signIn.page, 'Connect')
        await dialog(signIn.page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
        await check('SIWXSignMessage', 'SIWXSignMessage', signIn.page)

        expect(SHIPPED_VIEWS.filter((view) => !covered.has(view))).toEqual([])
        expect(results).toEqual({
          Connect: [],
          AllWallets: [],
          ConnectingExternal: [],
          ConnectWallets: [],
          Networks: [],
          WalletGuide: [],
          'ConnectingExternal-declined': [],
          Account: [],
          'Networks-connected': [],
          'SwitchNetwork-declined': [],
          SwitchActiveChain: [],
          UnsupportedChain: [],
          Connections: [],
          ConnectingWalletConnectBasic: [],
          WalletReceive: [],
          WalletSend: [],
          WalletSendPreview: [],
          OnRampFiatSelect: [],
          OnRampTokenSelect: [],
          OnRampProviders: [],
          Swap: [],
          SwapPreview: [],
          EmailVerifyOtp: [],
          DataCapture: [],
          ConnectingFarcaster: [],
          SIWXSignMessage: [],
        })
      } finally {
        await close()
        await signIn.close()
      }
    }, 120_000)
  }
})
