import { describe, expect, inject, test } from 'vitest'
import { dialog, openDemo, waitForView } from './browser'
import { newEmailWallet, walletFrame } from './emailWallet'
import { sharedBrowser } from './testBed'

// Issue 33 in Chromium on the built demo: the modal's entry points to the e-mail wallet's export and delete (the
// Account view's "Wallet security"), each running the wallet frame's own view. Passkeys are not tried here: the test
// bed's frame is on 127.0.0.1, and an IP address cannot be a WebAuthn RP ID (apps/server's Chromium suite runs them).

const browser = sharedBrowser()

describe('issue 33 in chromium: the modal opens the e-mail wallet’s export and delete', () => {
  test('behavior: Account → "Export wallet" reveals the phrase in the frame only; "Delete wallet" deletes after the frame’s confirmation and disconnects', async () => {
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await newEmailWallet(page, `security-${Date.now()}@example.com`)
      const accountButton = page.locator('header').getByRole('button', { name: /^Open account of 0x/ })
      await accountButton.click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('heading', { name: 'Wallet security' }).waitFor({ timeout: 15_000 })

      await dialog(page).getByRole('button', { name: 'Export wallet' }).click()
      const exportView = walletFrame(page).locator('[data-view="ExportWallet"]')
      await exportView.waitFor({ timeout: 20_000 })
      await exportView.getByRole('button', { name: 'Reveal' }).click()
      const phrase = (
        (await exportView.locator('[data-export-mnemonic] div').nth(1).textContent()) ?? ''
      ).trim()
      expect(phrase.split(' ')).toHaveLength(12)
      await exportView.getByRole('button', { name: 'Done' }).click()
      await exportView.waitFor({ state: 'detached' })
      // The host page's document never held the phrase.
      expect((await page.content()).includes(phrase)).toBe(false)

      await dialog(page).getByRole('button', { name: 'Delete wallet' }).click()
      const deleteView = walletFrame(page).locator('[data-view="DeleteWallet"]')
      await deleteView.waitFor({ timeout: 20_000 })
      const confirm = deleteView.getByRole('button', { name: 'Delete wallet' })
      await expect.poll(() => confirm.isEnabled()).toBe(true)
      await confirm.click()
      await page
        .getByTestId('hook-account')
        .filter({ hasText: '"isConnected": false' })
        .waitFor({ timeout: 30_000 })
    } finally {
      await close()
    }
  }, 150_000)
})
