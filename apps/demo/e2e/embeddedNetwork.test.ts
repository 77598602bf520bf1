import { describe, expect, inject, test } from 'vitest'
import { dialog, openDemo, waitForView } from './browser'
import { askProvider, newEmailWallet } from './emailWallet'
import { sharedBrowser } from './testBed'

// Issue 32 (Deliver 3) in Chromium on the built demo: the e-mail wallet switches network through its frame when the
// visitor picks another network in the modal; the kit, the host's hooks and the wallet's own provider agree.

const browser = sharedBrowser()

describe('issue 32 in chromium: switching network with the e-mail wallet', () => {
  test('behavior: picking Anvil 31338 in Networks switches the e-mail wallet: the hooks and its provider say 31338', async () => {
    const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await newEmailWallet(page, `network-${Date.now()}@example.com`)
      expect(await askProvider(page, 'eth_chainId', [])).toBe('0x7a69')
      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of/ })
        .first()
        .click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Anvil' }).click()
      await waitForView(page, 'Networks')
      await dialog(page).getByRole('button', { name: 'Anvil 31338' }).click()
      await waitForView(page, 'Account')
      await expect
        .poll(() => page.getByTestId('hook-network').textContent(), { timeout: 15_000 })
        .toContain('"caipNetworkId": "eip155:31338"')
      await expect.poll(() => askProvider(page, 'eth_chainId', [])).toBe('0x7a6a')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 120_000)
})
