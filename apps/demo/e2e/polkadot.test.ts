import { verifyPolkadotSignature } from '@latch/adapter-polkadot/verify'
import { formatAddress } from '@latch/ui-react'
import { Keyring } from '@polkadot/keyring'
import { signatureVerify } from '@polkadot/util-crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { POLKADOT_DEV_ACCOUNT_URI } from '../server/demoAccounts.mjs'
import { dialog, EVM_DEV_WALLET, launchBrowser, openDemo, openView, screenshot, waitForView } from './browser'

const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const POLKADOT_DEV_WALLET = /^Latch Dev Wallet \(Polkadot\)/
const ACCOUNT = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(POLKADOT_DEV_ACCOUNT_URI).address

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const accountButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Open account of / })

/**
 * Opens the modal and picks the Polkadot dev wallet. The Connect view lists four wallets and the demo installs a
 * dev wallet per namespace, so it is reached through All Wallets, as a visitor would.
 */
async function pickPolkadotWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await dialog(page)
    .getByRole('button', { name: /^All Wallets/ })
    .click()
  await waitForView(page, 'AllWallets')
  await dialog(page).getByRole('button', { name: POLKADOT_DEV_WALLET }).click()
}

async function connectPolkadot(page: Page): Promise<void> {
  await pickPolkadotWallet(page)
  await dialog(page).waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
}

async function signInPanel(page: Page, message: string): Promise<{ signature: string; address: string }> {
  await page.getByTestId('sign-input').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('sign-signature').textContent()) ?? ''
  return { signature, address: (await page.getByTestId('sign-address').textContent()) ?? '' }
}

describe('issue 11 in chromium: the Polkadot dev wallet on the local Substrate node', () => {
  test('behavior: connect from the modal, see the SS58 address and WND balance, sign (util-crypto verifies), reload and still connected', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectPolkadot(page)
      await expect
        .poll(() => page.getByTestId('hook-account').textContent())
        .toContain(`"caipAddress": "${WESTEND}:${ACCOUNT}"`)
      await expect
        .poll(() => accountButton(page).textContent(), { timeout: 15_000 })
        .toBe(`12.345 WND ${formatAddress(ACCOUNT)}`)
      await screenshot(page, 'Polkadot-connected')

      const message = `Latch polkadot check ${Date.now()}`
      const signed = await signInPanel(page, message)
      expect(signed.address).toBe(`${WESTEND}:${ACCOUNT}`)
      expect(signed.signature).toMatch(/^0x[0-9a-f]{128}$/)
      expect(signatureVerify(`<Bytes>${message}</Bytes>`, signed.signature, ACCOUNT).isValid).toBe(true)
      expect(
        await verifyPolkadotSignature({ message, signature: signed.signature, address: signed.address }),
      ).toBe(true)
      expect(
        await verifyPolkadotSignature({
          message: `${message}!`,
          signature: signed.signature,
          address: signed.address,
        }),
      ).toBe(false)

      await page.reload()
      await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
      await expect
        .poll(() => accountButton(page).textContent(), { timeout: 15_000 })
        .toBe(`12.345 WND ${formatAddress(ACCOUNT)}`)
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      const again = await signInPanel(page, 'Signed after a reload')
      expect(signatureVerify('<Bytes>Signed after a reload</Bytes>', again.signature, ACCOUNT).isValid).toBe(
        true,
      )
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 90_000)

  test('behavior: a declined connect (Cancelled) stays disconnected with the declined view; Try again connects', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await page.getByRole('button', { name: 'Wallets decline next request' }).click()
      await pickPolkadotWallet(page)
      await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
      expect(await dialog(page).getByText('Connection declined', { exact: true }).count()).toBe(1)
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": false')
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect
        .poll(() => page.getByTestId('hook-account').textContent())
        .toContain(`${WESTEND}:${ACCOUNT}`)
    } finally {
      await close()
    }
  }, 90_000)

  test('behavior: an EVM wallet connects beside Polkadot, and Polkadot stays connected when EVM disconnects', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectPolkadot(page)
      await openView(page, 'Connect')
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect
        .poll(() => page.getByTestId('hook-account').textContent())
        .toContain('"namespace": "eip155"')

      await accountButton(page).click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
      await expect
        .poll(() => page.getByTestId('hook-account').textContent())
        .toContain(`"caipAddress": "${WESTEND}:${ACCOUNT}"`)
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      await expect
        .poll(() => accountButton(page).textContent(), { timeout: 15_000 })
        .toBe(`12.345 WND ${formatAddress(ACCOUNT)}`)
      await screenshot(page, 'Polkadot-kept-after-evm-disconnect')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 90_000)
})
