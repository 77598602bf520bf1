import type { Browser } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import {
  connectWallet,
  dialog,
  EVM_DEV_WALLET,
  launchBrowser,
  openDemo,
  screenshot,
  waitForView,
} from './browser'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('issue 4 in chromium: sign, reload, a declining wallet (real anvil, real-key EVM dev wallet)', () => {
  test('behavior: "Sign message" returns a signature that recovers to the connected account (viem, Node side)', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      const message = `Latch demo check ${Date.now()}`
      await page.getByTestId('sign-input').fill(message)
      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = (await page.getByTestId('sign-signature').textContent()) as Hex
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(await page.getByTestId('sign-address').textContent()).toBe(`eip155:31337:${ACCOUNT}`)
      expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
      // The signature is bound to this message and this key.
      expect(await verifyMessage({ address: ACCOUNT, message: `${message}!`, signature })).toBe(false)
      expect(
        await verifyMessage({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', message, signature }),
      ).toBe(false)
      expect(await page.getByTestId('wallet-prompts').locator('li').allTextContents()).toEqual([
        'eth_requestAccounts',
        'personal_sign',
      ])
      await screenshot(page, 'SignMessage-signed')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: a reload restores the account and chain without a wallet prompt, and it still signs', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of 0xf39F/ })
        .click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Anvil' }).click()
      await waitForView(page, 'Networks')
      await dialog(page).getByRole('button', { name: 'Anvil 31338' }).click()
      await waitForView(page, 'Account')
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })

      await page.reload()
      await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
      const account = page.locator('header').getByRole('button', { name: /^Open account of 0xf39F/ })
      await expect.poll(() => account.textContent(), { timeout: 10_000 }).toBe('10,000 ETH 0xf39F…2266')
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      await expect
        .poll(() => page.getByTestId('hook-network').textContent())
        .toContain('"caipNetworkId": "eip155:31338"')
      expect(await page.getByRole('button', { name: 'Network: Anvil 31338' }).count()).toBe(1)
      // Restored silently: the wallet was never asked to connect again.
      expect(await page.getByTestId('wallet-prompts').locator('li').count()).toBe(0)

      const message = 'Signed after a reload'
      await page.getByTestId('sign-input').fill(message)
      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = (await page.getByTestId('sign-signature').textContent()) as Hex
      expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
      expect(await page.getByTestId('sign-address').textContent()).toBe(`eip155:31338:${ACCOUNT}`)
      expect(await page.getByTestId('wallet-prompts').locator('li').allTextContents()).toEqual([
        'personal_sign',
      ])
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: a declining wallet (RELIABILITY #10) — rejected connect stays disconnected, rejected sign and switch stay connected on the same chain, retries work', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    const decline = () => page.getByRole('button', { name: 'Wallets decline next request' }).click()
    try {
      await decline()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
      await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
      expect(await dialog(page).getByText('Connection declined', { exact: true }).count()).toBe(1)
      expect(await page.getByTestId('hook-events').textContent()).toContain(
        '"message": "User rejected the request"',
      )
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": false')
      expect(await page.getByRole('button', { name: /^Open account of / }).count()).toBe(0)
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect.poll(() => page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')

      await decline()
      await page.getByRole('button', { name: 'Sign message' }).click()
      expect(await page.getByTestId('sign-error').textContent()).toBe('User rejected the request')
      expect(await page.getByTestId('sign-signature').count()).toBe(0)
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      expect(await page.getByTestId('hook-network').textContent()).toContain(
        '"caipNetworkId": "eip155:31337"',
      )
      await screenshot(page, 'SignMessage-declined')

      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of 0xf39F/ })
        .click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Anvil' }).click()
      await waitForView(page, 'Networks')
      await page.getByRole('button', { name: 'Wallets decline next request' }).evaluate((button) => {
        ;(button as HTMLButtonElement).click()
      })
      await dialog(page).getByRole('button', { name: 'Anvil 31338' }).click()
      await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
      expect(await dialog(page).getByText('Switch declined', { exact: true }).count()).toBe(1)
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
      expect(await page.getByTestId('hook-network').textContent()).toContain(
        '"caipNetworkId": "eip155:31337"',
      )
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')

      // The wallet answers again: signing works and still recovers to the account.
      await page.getByTestId('sign-input').fill('after the declines')
      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = (await page.getByTestId('sign-signature').textContent()) as Hex
      expect(await verifyMessage({ address: ACCOUNT, message: 'after the declines', signature })).toBe(true)
      expect(await page.getByTestId('sign-error').count()).toBe(0)
    } finally {
      await close()
    }
  })
})
