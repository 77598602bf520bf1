import { devKeypair, freshAddress } from '@latch/fixture-solana/devWallet'
import { formatAddress, formatAmount } from '@latch/ui-react'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { SOLANA_DEV_SEED, SOLANA_MINT_SEED } from '../server/demoAccounts.mjs'
import { connectWallet, launchBrowser, openDemo, SOLANA_DEV_WALLET, screenshot } from './browser'
import { lamportsOf, lamportsToSol, tokenBalanceOf } from './solanaRpc'

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

/** Fills the demo's Send panel and presses Send. */
async function fillAndSend(page: Page, token: 'SOL' | 'LDT', amount: string, receiver: string) {
  await page.getByTestId('send-token').selectOption(token)
  await page.getByTestId('send-amount').fill(amount)
  await page.getByTestId('send-receiver').fill(receiver)
  await page.getByRole('region', { name: 'Send' }).getByRole('button', { name: 'Send' }).click()
}

/** Waits for the panel's outcome: the signature, or the error message. */
async function outcome(page: Page): Promise<{ hash?: string; error?: string }> {
  const panel = page.getByRole('region', { name: 'Send' })
  await panel.locator('[data-testid="send-hash"], [data-testid="send-error"]').waitFor({ timeout: 15_000 })
  if (await page.getByTestId('send-error').count())
    return { error: (await page.getByTestId('send-error').textContent()) ?? '' }
  return { hash: (await page.getByTestId('send-hash').textContent()) ?? '' }
}

const fresh = freshAddress

describe('issue 5 in chromium: send SOL and an SPL token on the real SVM (litesvm over JSON-RPC)', () => {
  test('behavior: send 0.25 SOL and 1.5 LDT to fresh addresses; the receivers get exactly 250000000 lamports and 1500000 base units', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, SOLANA_DEV_WALLET)
      const solReceiver = fresh()
      const tokenReceiver = fresh()
      const tokensBefore = await tokenBalanceOf(rpcUrl, WALLET, MINT)

      await fillAndSend(page, 'SOL', '0.25', solReceiver)
      const sol = await outcome(page)
      expect(sol.error).toBeUndefined()
      expect(sol.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
      expect(await lamportsOf(rpcUrl, solReceiver)).toBe(250_000_000n)
      await screenshot(page, 'Send-sol-sent')

      await fillAndSend(page, 'LDT', '1.5', tokenReceiver)
      const token = await outcome(page)
      expect(token.error).toBeUndefined()
      expect(token.hash).not.toBe(sol.hash)
      expect(await tokenBalanceOf(rpcUrl, tokenReceiver, MINT)).toBe(1_500_000n)
      expect(await tokenBalanceOf(rpcUrl, WALLET, MINT)).toBe(tokensBefore - 1_500_000n)
      // The SOL receiver got SOL only, and nothing else moved to it.
      expect(await tokenBalanceOf(rpcUrl, solReceiver, MINT)).toBe(0n)
      expect(await lamportsOf(rpcUrl, solReceiver)).toBe(250_000_000n)

      // The header balance follows the chain (refreshed after each send).
      const shown = `${formatAmount(lamportsToSol(await lamportsOf(rpcUrl, WALLET)), 'en')} SOL`
      const account = page.locator('header').getByRole('button', { name: /^Open account of / })
      await expect
        .poll(() => account.textContent(), { timeout: 10_000 })
        .toBe(`${shown} ${formatAddress(WALLET)}`)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: a declined send (RELIABILITY #10) moves nothing, keeps the form and the connection, and the retry lands', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, SOLANA_DEV_WALLET)
      const receiver = fresh()
      const walletBefore = await lamportsOf(rpcUrl, WALLET)

      await page.getByRole('button', { name: 'Wallets decline next request' }).click()
      await fillAndSend(page, 'SOL', '0.25', receiver)
      expect(await outcome(page)).toEqual({ error: 'User rejected the request' })
      expect(await lamportsOf(rpcUrl, receiver)).toBe(0n)
      expect(await lamportsOf(rpcUrl, WALLET)).toBe(walletBefore)
      expect(await page.getByTestId('send-token').inputValue()).toBe('SOL')
      expect(await page.getByTestId('send-amount').inputValue()).toBe('0.25')
      expect(await page.getByTestId('send-receiver').inputValue()).toBe(receiver)
      const account = await page.getByTestId('hook-account').textContent()
      expect(account).toContain('"isConnected": true')
      expect(account).toContain(`"address": "${WALLET}"`)
      await screenshot(page, 'Send-declined')

      await page.getByRole('region', { name: 'Send' }).getByRole('button', { name: 'Send' }).click()
      await page.getByTestId('send-hash').waitFor({ timeout: 15_000 })
      expect(await page.getByTestId('send-error').count()).toBe(0)
      expect(await lamportsOf(rpcUrl, receiver)).toBe(250_000_000n)
    } finally {
      await close()
    }
  })

  test('behavior: an invalid receiver shows "The address is not valid for this network" before any wallet prompt', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, SOLANA_DEV_WALLET)
      const walletBefore = await lamportsOf(rpcUrl, WALLET)
      // The decline is armed: had the wallet been asked, this send would end as "User rejected the request".
      await page.getByRole('button', { name: 'Wallets decline next request' }).click()
      await fillAndSend(page, 'SOL', '0.25', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
      expect(await outcome(page)).toEqual({ error: 'The address is not valid for this network' })
      await fillAndSend(page, 'LDT', '1', 'not-a-solana-address')
      expect(await outcome(page)).toEqual({ error: 'The address is not valid for this network' })
      // The armed decline is still unused: the wallet was never prompted by the invalid sends.
      const receiver = fresh()
      await fillAndSend(page, 'SOL', '0.25', receiver)
      expect(await outcome(page)).toEqual({ error: 'User rejected the request' })
      expect(await lamportsOf(rpcUrl, WALLET)).toBe(walletBefore)
      expect(await lamportsOf(rpcUrl, receiver)).toBe(0n)
    } finally {
      await close()
    }
  })
})
