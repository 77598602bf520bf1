import { verifyBitcoinSignature } from '@latch/adapter-bitcoin/verify'
import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { formatAddress, formatAmount } from '@latch/ui-react'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { BITCOIN_DEV_SEED } from '../server/bitcoinDemoAccount.mjs'
import {
  connectWallet,
  dialog,
  EVM_DEV_WALLET,
  launchBrowser,
  openDemo,
  openView,
  waitForView,
} from './browser'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const BITCOIN_DEV_WALLET = /^Latch Bitcoin Dev Wallet/
const [PAYMENT, ORDINALS] = createDevWallet({ seed: BITCOIN_DEV_SEED }).addresses.map(
  (entry) => entry.address,
)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** Confirmed plus unconfirmed sats of an address, asked of the demo's Esplora server from Node. */
async function satsOf(address: string): Promise<bigint> {
  const response = await fetch(`${inject('serviceUrls').bitcoin}/address/${address}`)
  const body = (await response.json()) as Record<string, { funded_txo_sum: number; spent_txo_sum: number }>
  const sum = (stats: { funded_txo_sum: number; spent_txo_sum: number } | undefined) =>
    BigInt(stats?.funded_txo_sum ?? 0) - BigInt(stats?.spent_txo_sum ?? 0)
  return sum(body.chain_stats) + sum(body.mempool_stats)
}

const hookAccount = (page: Page) => page.getByTestId('hook-account').textContent()

describe('issue 14 in chromium: the Bitcoin dev wallet (sats-connect provider, Esplora server over regtest)', () => {
  test('behavior: connect from the modal, see the payment address and its balance, reload still connected, sign and verify with bip322-js', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, BITCOIN_DEV_WALLET)
      await expect.poll(() => hookAccount(page)).toContain('"namespace": "bip122"')
      expect(await hookAccount(page)).toContain(`"caipAddress": "${REGTEST}:${PAYMENT}"`)
      // Both roles are kept: the ordinals account is among the connection's accounts.
      expect(await hookAccount(page)).toContain(`"address": "${REGTEST}:${ORDINALS}"`)
      expect(PAYMENT).toMatch(/^bcrt1q/)
      expect(ORDINALS).toMatch(/^bcrt1p/)
      const sats = await satsOf(PAYMENT ?? '')
      expect(sats).toBe(50_010_000n)
      const amount = formatAmount((Number(sats) / 1e8).toString(), 'en')
      const account = page.locator('header').getByRole('button', { name: /^Open account of / })
      await expect
        .poll(() => account.textContent(), { timeout: 10_000 })
        .toBe(`${amount} rBTC ${formatAddress(PAYMENT ?? '')}`)

      await page.reload()
      await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
      await expect.poll(() => hookAccount(page), { timeout: 10_000 }).toContain('"isConnected": true')
      expect(await hookAccount(page)).toContain(`"caipAddress": "${REGTEST}:${PAYMENT}"`)

      const message = `Latch Bitcoin check ${Date.now()}`
      await page.getByTestId('sign-input').fill(message)
      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = (await page.getByTestId('sign-signature').textContent()) ?? ''
      expect(await page.getByTestId('sign-address').textContent()).toBe(`${REGTEST}:${PAYMENT}`)
      expect(await verifyBitcoinSignature({ address: `${REGTEST}:${PAYMENT}`, message, signature })).toBe(
        true,
      )
      expect(
        await verifyBitcoinSignature({ address: `${REGTEST}:${PAYMENT}`, message: `${message}!`, signature }),
      ).toBe(false)
      expect(await verifyBitcoinSignature({ address: ORDINALS ?? '', message, signature })).toBe(false)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: an EVM wallet connected at the same time; Bitcoin stays connected when the EVM one disconnects', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, BITCOIN_DEV_WALLET)
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
      await expect.poll(() => hookAccount(page), { timeout: 10_000 }).toContain('"namespace": "bip122"')
      expect(await hookAccount(page)).toContain('"isConnected": true')
      expect(await hookAccount(page)).toContain(`"caipAddress": "${REGTEST}:${PAYMENT}"`)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })
})
