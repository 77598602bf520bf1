import type { Page } from 'playwright-core'
import { type Address, getAddress } from 'viem'
import { expect } from 'vitest'
import { dialog, waitForView } from './browser'
import { codeFor } from './testBed'

// The e-mail wallet as a visitor meets it in the demo: its frame, a new wallet's login, its approval prompt and its
// announced EIP-1193 provider.

/** The e-mail wallet's frame in the demo page. */
export const walletFrame = (page: Page) => page.frameLocator('iframe[title="Wallet"]')

/** The e-mail login from the Connect button: the address typed, then the code from the mailbox. */
export async function enterEmailAndCode(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  const asked = Date.now() - 1_000
  await dialog(page).getByTestId('latch-email-input').fill(email)
  await dialog(page).getByRole('button', { name: 'Continue with e-mail' }).click()
  await waitForView(page, 'EmailVerifyOtp')
  await dialog(page)
    .getByTestId('latch-otp-input')
    .fill(await codeFor(email, asked))
}

/** A new wallet's e-mail login from the Connect button: code from the mailbox, kit saved; its EVM address. */
export async function newEmailWallet(page: Page, email: string): Promise<Address> {
  await enterEmailAndCode(page, email)
  const kit = walletFrame(page).locator('[data-view="RecoveryKit"]')
  await kit.waitFor({ timeout: 30_000 })
  await kit.getByLabel('I have saved my recovery kit').check()
  await kit.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByTestId('hook-account')
    .filter({ hasText: '"isConnected": true' })
    .waitFor({ timeout: 30_000 })
  const { address } = JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}') as {
    address: Address
  }
  return getAddress(address)
}

/** Approves the frame's ApproveTransaction prompt; what it showed. */
export async function decide(page: Page): Promise<string> {
  const view = walletFrame(page).locator('[data-view="ApproveTransaction"]')
  await view.waitFor({ timeout: 15_000 })
  const shown = (await view.textContent()) ?? ''
  const button = view.getByRole('button', { name: 'Approve' })
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
  await view.waitFor({ state: 'detached' })
  return shown
}

/** Asks the e-mail wallet's announced EIP-1193 provider, on the host page. */
export function askProvider(page: Page, method: string, params: unknown[]): Promise<unknown> {
  return page.evaluate(
    async ({ method, params }) => {
      const provider = await new Promise<{
        request(args: { method: string; params: unknown[] }): Promise<unknown>
      }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const detail = (event as CustomEvent).detail
          if (detail.info.rdns === 'dev.latch.embedded') resolve(detail.provider)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      return provider.request({ method, params })
    },
    { method, params },
  )
}
