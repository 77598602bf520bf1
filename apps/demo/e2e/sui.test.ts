import { formatAddress, formatAmount } from '@latch/ui-react'
import { SuiClient } from '@mysten/sui/client'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { SUI_DEV_SECRET_KEY } from '../server/suiDemoAccount.mjs'
import {
  connectWallet,
  dialog,
  EVM_DEV_WALLET,
  launchBrowser,
  openDemo,
  openView,
  screenshot,
  waitForView,
} from './browser'

const SUI_WALLET = /^Latch Dev Wallet \(Sui\)/
const ADDRESS = Ed25519Keypair.fromSecretKey(SUI_DEV_SECRET_KEY).toSuiAddress()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** The dev wallet's SUI as the demo's Sui node reports it (read in Node through @mysten/sui's own client). */
async function suiOnNode(): Promise<string> {
  const client = new SuiClient({ url: inject('serviceUrls').sui ?? '' })
  const { totalBalance } = await client.getBalance({ owner: ADDRESS })
  return (Number(totalBalance) / 1e9).toString()
}

const accountButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Open account of / })

describe('issue 13 in chromium: the Sui dev wallet on the demo (Wallet Standard, local Sui JSON-RPC node)', () => {
  test('behavior: connect from the modal, see the address and the SUI balance, reload and stay connected, sign and verify in Node', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, SUI_WALLET)
      const account = await page.getByTestId('hook-account').textContent()
      expect(account).toContain('"namespace": "sui"')
      expect(account).toContain(`"caipAddress": "sui:localnet:${ADDRESS}"`)
      const shown = `${formatAmount(await suiOnNode(), 'en')} SUI ${formatAddress(ADDRESS)}`
      expect(shown).toBe(`42.5 SUI ${formatAddress(ADDRESS)}`)
      await expect.poll(() => accountButton(page).textContent(), { timeout: 10_000 }).toBe(shown)
      await screenshot(page, 'Sui-connected')

      await page.reload()
      await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
      await expect.poll(() => accountButton(page).textContent(), { timeout: 10_000 }).toBe(shown)
      expect(await page.getByTestId('hook-account').textContent()).toContain(
        `"caipAddress": "sui:localnet:${ADDRESS}"`,
      )

      const message = `Latch demo Sui check ${Date.now()}`
      await page.getByTestId('sign-input').fill(message)
      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = (await page.getByTestId('sign-signature').textContent()) ?? ''
      expect(await page.getByTestId('sign-address').textContent()).toBe(`sui:localnet:${ADDRESS}`)
      const bytes = new TextEncoder().encode(message)
      const key = await verifyPersonalMessageSignature(bytes, signature, { address: ADDRESS })
      expect(key.toSuiAddress()).toBe(ADDRESS)
      // Bound to this message and this account.
      await expect(
        verifyPersonalMessageSignature(new TextEncoder().encode(`${message}!`), signature, {
          address: ADDRESS,
        }),
      ).rejects.toThrow()
      await expect(
        verifyPersonalMessageSignature(bytes, signature, {
          address: Ed25519Keypair.generate().toSuiAddress(),
        }),
      ).rejects.toThrow()
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: a declined signature shows "User rejected the request" and Sui stays connected', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, SUI_WALLET)
      await page.getByRole('button', { name: 'Wallets decline next request' }).click()
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect.poll(() => page.getByTestId('sign-error').textContent()).toBe('User rejected the request')
      expect(await page.getByTestId('hook-account').textContent()).toContain(
        `"caipAddress": "sui:localnet:${ADDRESS}"`,
      )
    } finally {
      await close()
    }
  })

  test('behavior: an EVM wallet connects beside Sui, and Sui stays connected when the EVM one disconnects', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, SUI_WALLET)
      await openView(page, 'Connect')
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect
        .poll(() => page.getByTestId('hook-account').textContent())
        .toContain('"namespace": "eip155"')

      await openView(page, 'Account')
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect
        .poll(() => page.getByTestId('hook-account').textContent(), { timeout: 10_000 })
        .toContain(`"caipAddress": "sui:localnet:${ADDRESS}"`)
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')
      await expect
        .poll(() => accountButton(page).textContent(), { timeout: 10_000 })
        .toBe(`${formatAmount(await suiOnNode(), 'en')} SUI ${formatAddress(ADDRESS)}`)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })
})
