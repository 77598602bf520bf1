import { verifyStacksSignature } from '@latch/adapter-stacks/verify'
import { stxAddressFromPrivateKey } from '@latch/fixture-stacks/apiServer'
import { verifyMessageSignatureRsv } from '@stacks/encryption'
import { getAddressFromPublicKey, privateKeyToPublic } from '@stacks/transactions'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { STACKS_DEV_PRIVATE_KEY } from '../server/stacksDemoAccount.mjs'
import {
  connectWallet,
  dialog,
  EVM_DEV_WALLET,
  launchBrowser,
  openDemo,
  openView,
  waitForView,
} from './browser'

const STACKS_DEV_WALLET = /^Latch Stacks Dev Wallet/
const ADDRESS = stxAddressFromPrivateKey(STACKS_DEV_PRIVATE_KEY, 'testnet')
const PUBLIC_KEY = privateKeyToPublic(STACKS_DEV_PRIVATE_KEY) as string

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const hookAccount = (page: Page) => page.getByTestId('hook-account').textContent()

describe('issue 15 in chromium: the Stacks dev wallet (wbip_providers, real keys, local Stacks API)', () => {
  test('behavior: connect from the modal, see the ST… address and 1,000 STX, reload still connected, sign and verify in Node', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      expect(getAddressFromPublicKey(PUBLIC_KEY, 'testnet')).toBe(ADDRESS)
      await connectWallet(page, STACKS_DEV_WALLET)
      await expect.poll(() => hookAccount(page)).toContain(`"caipAddress": "stacks:2147483648:${ADDRESS}"`)
      // The wallet's Bitcoin payment and ordinals addresses are kept beside the Stacks account.
      const hook = JSON.parse((await hookAccount(page)) ?? '{}') as { allAccounts: { address: string }[] }
      expect(hook.allAccounts.map((entry) => entry.address)).toEqual([
        `stacks:2147483648:${ADDRESS}`,
        expect.stringMatching(/^bip122:000000000933ea01ad0ee984209779ba:tb1q/),
        expect.stringMatching(/^bip122:000000000933ea01ad0ee984209779ba:tb1p/),
      ])
      const account = page.locator('header').getByRole('button', { name: /^Open account of / })
      await expect.poll(() => account.textContent(), { timeout: 10_000 }).toMatch(/^1,000 STX/)

      await page.reload()
      await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
      await expect.poll(() => hookAccount(page), { timeout: 10_000 }).toContain('"isConnected": true')
      expect(await hookAccount(page)).toContain(`"caipAddress": "stacks:2147483648:${ADDRESS}"`)
      await expect.poll(() => account.textContent(), { timeout: 10_000 }).toMatch(/^1,000 STX/)

      const message = `Latch demo Stacks check ${Date.now()}`
      await page.getByTestId('sign-input').fill(message)
      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = (await page.getByTestId('sign-signature').textContent()) ?? ''
      expect(await page.getByTestId('sign-address').textContent()).toBe(`stacks:2147483648:${ADDRESS}`)
      expect(verifyMessageSignatureRsv({ message, signature, publicKey: PUBLIC_KEY })).toBe(true)
      expect(verifyMessageSignatureRsv({ message: `${message}!`, signature, publicKey: PUBLIC_KEY })).toBe(
        false,
      )
      expect(verifyStacksSignature({ message, signature, address: `stacks:2147483648:${ADDRESS}` })).toBe(
        true,
      )
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: an EVM wallet connects beside Stacks; when it disconnects, Stacks stays connected', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, STACKS_DEV_WALLET)
      await openView(page, 'Connect')
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect.poll(() => hookAccount(page)).toContain('"namespace": "eip155"')

      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of 0xf39F/ })
        .click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect.poll(() => hookAccount(page)).toContain(`"caipAddress": "stacks:2147483648:${ADDRESS}"`)
      expect(await hookAccount(page)).toContain('"isConnected": true')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })
})
