import { devKeypair, freshAddress } from '@latch/fixture-solana/devWallet'
import { formatAddress } from '@latch/ui-react'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { SOLANA_DEV_SEED, SOLANA_MINT_SEED } from '../server/demoAccounts.mjs'
import {
  connectWallet,
  dialog,
  launchBrowser,
  openDemo,
  SOLANA_DEV_WALLET,
  screenshot,
  waitForView,
} from './browser'
import { lamportsOf, tokenBalanceOf } from './solanaRpc'

const WALLET = devKeypair({ seed: SOLANA_DEV_SEED }).address
const MINT = devKeypair({ seed: SOLANA_MINT_SEED }).address
const rpcUrl = inject('solanaRpcUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** Opens Account from the header and sends through WalletSend and WalletSendPreview, back to Account. */
async function sendThroughModal(page: Page, token: string, amount: string, receiver: string) {
  await page
    .locator('header')
    .getByRole('button', { name: /^Open account of / })
    .click()
  await waitForView(page, 'Account')
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await waitForView(page, 'WalletSend')
  const select = dialog(page).getByRole('combobox', { name: 'Token' })
  await expect.poll(() => select.locator(`option[value="${token}"]`).count(), { timeout: 10_000 }).toBe(1)
  await select.selectOption(token)
  await dialog(page).getByRole('textbox', { name: 'Amount' }).fill(amount)
  await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
  await dialog(page).getByRole('button', { name: 'Review' }).click()
  await waitForView(page, 'WalletSendPreview')
  await expect
    .poll(() => dialog(page).getByTestId('latch-send-preview-fee').textContent())
    .toMatch(/^Network fee: [\d.]+ SOL$/)
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await waitForView(page, 'Account')
}

describe('issue 19 in chromium: send SOL and an SPL token through the modal on the real SVM', () => {
  test('behavior: each receiver gets exactly the amount; the Tokens tab follows; the Activity tab lists both sends', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, SOLANA_DEV_WALLET)
      const solReceiver = freshAddress()
      const tokenReceiver = freshAddress()
      await sendThroughModal(page, 'native', '0.25', solReceiver)
      expect(await lamportsOf(rpcUrl, solReceiver)).toBe(250_000_000n)
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })

      const tokensBefore = await tokenBalanceOf(rpcUrl, WALLET, MINT)
      await sendThroughModal(page, MINT, '1.25', tokenReceiver)
      expect(await tokenBalanceOf(rpcUrl, tokenReceiver, MINT)).toBe(1_250_000n)
      expect(tokensBefore - (await tokenBalanceOf(rpcUrl, WALLET, MINT))).toBe(1_250_000n)

      const held = Number(await tokenBalanceOf(rpcUrl, WALLET, MINT)) / 1e6
      const row = dialog(page).getByTestId('latch-token-row').filter({ hasText: 'LDT' })
      await expect
        .poll(() => row.getByTestId('latch-token-amount').textContent(), { timeout: 10_000 })
        .toBe(new Intl.NumberFormat('en', { maximumFractionDigits: 4 }).format(held))
      // The Activity tab lists both sends (amounts no other demo test sends, as the demo tests share the wallet), read from the SVM server's transaction history.
      await dialog(page).getByRole('tab', { name: 'Activity' }).click()
      const solRow = dialog(page)
        .getByTestId('latch-activity-row')
        .filter({ hasText: `To ${formatAddress(solReceiver)}` })
      await solRow.waitFor({ timeout: 10_000 })
      expect(await solRow.getByTestId('latch-activity-kind').textContent()).toBe('Sent')
      expect(await solRow.getByTestId('latch-activity-amount').textContent()).toBe('−0.25 SOL')
      const tokenRow = dialog(page).getByTestId('latch-activity-row').filter({ hasText: '−1.25 LDT' })
      expect(await tokenRow.getByTestId('latch-activity-kind').textContent()).toBe('Sent')
      // The counterparty is the receiving wallet, not the token account the transfer credited.
      expect(await tokenRow.textContent()).toContain(`To ${formatAddress(tokenReceiver)}`)
      await screenshot(page, 'Account-solana-after-send')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })
})
