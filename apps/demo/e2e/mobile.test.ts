import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { createSignClientWallet, type SignClientWallet } from '@latch/fixture-walletconnect/wallet'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { SOLANA_DEV_SEED } from '../server/demoAccounts.mjs'
import { dialog, launchBrowser, openDemo, screenshot, waitForView } from './browser'

// Issue 40 on a phone: the built demo in Chromium emulating an iPhone (390 × 844, touch, Safari's user agent).
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}

let browser: Browser
const wallets: SignClientWallet[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

describe('issue 40 on a phone (390 px, touch, mobile user agent)', () => {
  test('behavior: the modal is a bottom sheet; WalletConnect leads with full-width "Open in <wallet>" deep links, the QR second, and the deep link pairs', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'), PHONE)
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      const sheet = await dialog(page).boundingBox()
      expect(sheet?.width).toBe(390)
      expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(844)
      expect(sheet?.y).toBeGreaterThan(0)
      await screenshot(page, 'phone-Connect')

      await dialog(page).getByTestId('latch-walletconnect-entry').click()
      await waitForView(page, 'ConnectingWalletConnectBasic')
      const qr = dialog(page).getByRole('img', { name: 'WalletConnect QR code' })
      await qr.waitFor({ timeout: 15_000 })
      const open = dialog(page).getByRole('link', { name: 'Open in MetaMask' })
      const href = await open.getAttribute('href')
      expect(href).toMatch(/^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402/)
      const openBox = await open.boundingBox()
      const viewBox = await dialog(page).getByTestId('latch-walletconnect-view').boundingBox()
      const qrBox = await qr.boundingBox()
      expect(openBox!.width).toBeGreaterThanOrEqual(viewBox!.width - 1)
      expect(openBox!.height).toBeGreaterThanOrEqual(44)
      expect(openBox!.y + openBox!.height).toBeLessThanOrEqual(qrBox!.y)
      expect(await dialog(page).textContent()).not.toContain('Scan this QR code with your phone')
      await screenshot(page, 'phone-ConnectingWalletConnectBasic')

      // The wallet app that the link opens receives the pairing URI it carries, and the page connects.
      const wallet = await createSignClientWallet({
        relayUrl: inject('relayUrl'),
        evmPrivateKey: ANVIL_PRIVATE_KEYS[0]!,
        solanaSeed: SOLANA_DEV_SEED,
        evmRpcUrls: { 'eip155:31337': inject('anvilRpcUrls')['31337']! },
      })
      wallets.push(wallet)
      await wallet.pair(decodeURIComponent(new URL(href!).searchParams.get('uri')!))
      await dialog(page).waitFor({ state: 'detached', timeout: 15_000 })
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })
})
