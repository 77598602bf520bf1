import { devKeypair } from '@latch/fixture-solana/devWallet'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import {
  SOLANA_DEV_SEED,
  SOLANA_MAKER_SEED,
  SOLANA_MINT_SEED,
  SOLANA_SWAP_MINT_SEEDS,
} from '../server/demoAccounts.mjs'
import { connectWallet, dialog, openDemo, SOLANA_DEV_WALLET, screenshot, waitForView } from './browser'
import { tokenBalanceOf } from './solanaRpc'
import { sharedBrowser } from './testBed'

// Issue 35 in Chromium on the SVM: a Solana swap through the modal, quoted by the demo Latch server's self-hosted
// quote maker from its own SPL inventory, signed by the maker and by the real-key dev wallet, settled on the SVM.
const VISITOR = devKeypair({ seed: SOLANA_DEV_SEED }).address
const MAKER = devKeypair({ seed: SOLANA_MAKER_SEED }).address
const LDT = devKeypair({ seed: SOLANA_MINT_SEED }).address
const LDS = devKeypair({ seed: SOLANA_SWAP_MINT_SEEDS.LDS }).address
const LDX = devKeypair({ seed: SOLANA_SWAP_MINT_SEEDS.LDX }).address
const rpcUrl = () => inject('solanaRpcUrl')

const browser = sharedBrowser()

/** Opens Account from the header (the Solana account), then Swap, and fills from, to and amount. */
async function fillSwap(page: Page, from: string, to: string, amount: string) {
  await page
    .locator('header')
    .getByRole('button', { name: /^Open account of / })
    .click()
  await waitForView(page, 'Account')
  await dialog(page).getByTestId('latch-account-swap').click()
  await waitForView(page, 'Swap')
  const fromSelect = dialog(page).getByRole('combobox', { name: 'From' })
  await expect.poll(() => fromSelect.locator('option').count(), { timeout: 15_000 }).toBe(3)
  await fromSelect.selectOption(from)
  await dialog(page).getByRole('combobox', { name: 'To' }).selectOption(to)
  await dialog(page).getByRole('textbox', { name: 'Amount' }).fill(amount)
}

describe('issue 35 in chromium: a Solana swap through the modal on the SVM (self-hosted quote maker)', () => {
  test('LDT → LDS settles in one transaction: the visitor pays exactly 12.5 LDT and gets exactly the quoted LDS', async () => {
    const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, SOLANA_DEV_WALLET)
      const [visitorLdt, visitorLds, makerLdt, makerLds] = await Promise.all([
        tokenBalanceOf(rpcUrl(), VISITOR, LDT),
        tokenBalanceOf(rpcUrl(), VISITOR, LDS),
        tokenBalanceOf(rpcUrl(), MAKER, LDT),
        tokenBalanceOf(rpcUrl(), MAKER, LDS),
      ])
      // The maker's constant-product price over its inventory, as the server quotes it.
      const amountIn = 12_500_000n
      const quoted = (makerLds * amountIn) / (makerLdt + amountIn)
      await fillSwap(page, LDT, LDS, '12.5')
      // LDT's logo comes from the server's token list (an inline SVG); LDS has none and shows its initials.
      expect(
        await dialog(page).getByTestId('latch-swap-from-token').locator('img').getAttribute('src'),
      ).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(
        await dialog(page).getByTestId('latch-swap-to-token').getByTestId('latch-initials').textContent(),
      ).toBe('L')
      const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 6 }).format(Number(quoted) / 1e6)
      await expect
        .poll(() => dialog(page).getByTestId('latch-swap-quote').textContent(), { timeout: 15_000 })
        .toBe(`${shown} LDS`)
      // Two signatures (the visitor's and the maker's) at 5000 lamports each.
      expect(await dialog(page).getByTestId('latch-swap-fee').textContent()).toBe('Network fee0.00001 SOL')
      // The demo's maker takes no fee of its own: the provider fee row says so.
      expect(await dialog(page).getByTestId('latch-swap-provider-fee').textContent()).toBe(
        'Provider fee0 LDT (0%)',
      )
      await screenshot(page, 'swap-solana-ldt-lds')
      await expect
        .poll(() => dialog(page).getByTestId('latch-swap-review').isEnabled(), { timeout: 15_000 })
        .toBe(true)
      await dialog(page).getByTestId('latch-swap-review').click()
      await waitForView(page, 'SwapPreview')
      await dialog(page).getByTestId('latch-swap-confirm').click()
      await waitForView(page, 'Account')
      await expect
        .poll(() => tokenBalanceOf(rpcUrl(), VISITOR, LDS), { timeout: 15_000 })
        .toBe(visitorLds + quoted)
      expect(await tokenBalanceOf(rpcUrl(), VISITOR, LDT)).toBe(visitorLdt - amountIn)
      expect(await tokenBalanceOf(rpcUrl(), MAKER, LDT)).toBe(makerLdt + amountIn)
      expect(await tokenBalanceOf(rpcUrl(), MAKER, LDS)).toBe(makerLds - quoted)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
    // Generous: a loaded 2-core machine runs Chromium, the SVM and the server side by side.
  }, 120_000)

  test("the maker's all but empty LDX inventory shows 'Insufficient liquidity' and nothing can be reviewed", async () => {
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, SOLANA_DEV_WALLET)
      const before = await tokenBalanceOf(rpcUrl(), VISITOR, LDT)
      await fillSwap(page, LDT, LDX, '1')
      await expect
        .poll(() => dialog(page).getByTestId('latch-swap-error').textContent(), { timeout: 15_000 })
        .toBe('Insufficient liquidity')
      expect(await dialog(page).getByTestId('latch-swap-review').isDisabled()).toBe(true)
      expect(await tokenBalanceOf(rpcUrl(), VISITOR, LDT)).toBe(before)
    } finally {
      await close()
    }
    // Generous: a loaded 2-core machine runs Chromium, the SVM and the server side by side.
  }, 120_000)
})
