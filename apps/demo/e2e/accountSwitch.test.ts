import type { Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { connectWallet, dialog, EVM_DEV_WALLET, openDemo, waitForView } from './browser'
import { sharedBrowser } from './testBed'

// Anvil's dev accounts 0 and 1: what the EVM dev wallet grants with `?evmAccounts=2`, its own pick first.
const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const browser = sharedBrowser()

/** The address `useLatchAccount()` gives the host page (the demo's hook panel). */
const hookAddress = async (page: Page) =>
  (JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}') as { address?: string }).address

const accountButton = (page: Page, address: string) =>
  page.locator('header').getByRole('button', { name: `Open account of ${address}` })

describe('demo: the account switcher with a wallet that grants two accounts (issue 41)', () => {
  test('behavior: Switch account in Account makes the second account the one in use: Account, the header button and useLatchAccount show it, the wallet signs with it, and a reload keeps it', async () => {
    const { page, close } = await openDemo(browser(), `${inject('demoUrl')}?evmAccounts=2`)
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      await expect.poll(() => hookAddress(page), { timeout: 15_000 }).toBe(FIRST)
      await accountButton(page, FIRST).click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Switch account' }).click()
      const choices = dialog(page).getByTestId('latch-account-choice')
      // Both accounts, each with its own balance read from anvil; the wallet's first one in use.
      await expect
        .poll(() => choices.allTextContents(), { timeout: 15_000 })
        .toEqual([
          expect.stringMatching(/^0xf39F…2266 [\d,.]+ ETHIn use$/),
          expect.stringMatching(/^0x7099…79C8 [\d,.]+ ETH$/),
        ])

      await choices.nth(1).click()
      await expect
        .poll(() => dialog(page).getByTestId('latch-account-name').textContent(), { timeout: 15_000 })
        .toBe('0x7099…79C8')
      await expect.poll(() => hookAddress(page), { timeout: 15_000 }).toBe(SECOND)
      await accountButton(page, SECOND).waitFor({ timeout: 15_000 })
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await dialog(page).waitFor({ state: 'detached' })

      // Signing goes to the chosen account: the signature recovers to it, not to the wallet's first account.
      const message = `Latch account switch ${Date.now()}`
      await page.getByTestId('sign-input').fill(message)
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect.poll(() => page.getByTestId('sign-signature').count(), { timeout: 15_000 }).toBe(1)
      const signature = (await page.getByTestId('sign-signature').textContent()) as Hex
      expect(await page.getByTestId('sign-address').textContent()).toBe(`eip155:31337:${SECOND}`)
      expect(await verifyMessage({ address: SECOND, message, signature })).toBe(true)

      // A reload restores the chosen account (the wallet still lists its own first account first).
      await page.reload()
      await accountButton(page, SECOND).waitFor({ timeout: 20_000 })
      await expect.poll(() => hookAddress(page), { timeout: 15_000 }).toBe(SECOND)
      await accountButton(page, SECOND).click()
      await waitForView(page, 'Account')
      expect(await dialog(page).getByTestId('latch-account-name').textContent()).toBe('0x7099…79C8')
    } finally {
      await close()
    }
  })

  test('parameters: the demo’s one-account dev wallet shows no Switch account', async () => {
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      await accountButton(page, FIRST).click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
      expect(await dialog(page).getByRole('button', { name: 'Switch account' }).count()).toBe(0)
    } finally {
      await close()
    }
  })
})
