import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { createSignClientWallet, type SignClientWallet } from '@latch/fixture-walletconnect/wallet'
import { getBase58Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hash, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { SOLANA_DEV_SEED } from '../server/demoAccounts.mjs'
import { dialog, launchBrowser, openDemo, screenshot, waitForView } from './browser'
import { revertChainAfterEach } from './testBed'
import { openQr, openWalletPage, watchOutside } from './walletConnectPages'

// Issue 16 end to end: the built demo in Chromium, WalletConnect through the demo's local relay, and the official
// sign-client 2.21.8 as the wallet in this Node process with the dev wallets' real keys. The page reaches only
// 127.0.0.1 (every other request is aborted).
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const anvil = () => createPublicClient({ transport: http(inject('anvilRpcUrls')['31337']) })

let browser: Browser
const wallets: SignClientWallet[] = []
// The transfer this file makes is undone after each test: other demo tests expect the dev account's round balance.
revertChainAfterEach()
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

async function newWallet(): Promise<SignClientWallet> {
  const wallet = await createSignClientWallet({
    relayUrl: inject('relayUrl'),
    evmPrivateKey: ANVIL_PRIVATE_KEYS[0]!,
    solanaSeed: SOLANA_DEV_SEED,
    evmRpcUrls: { 'eip155:31337': inject('anvilRpcUrls')['31337']! },
  })
  wallets.push(wallet)
  return wallet
}

async function connectThroughWalletConnect(page: Page, wallet: SignClientWallet): Promise<void> {
  const uri = await openQr(page)
  await wallet.pair(uri)
  await dialog(page).waitFor({ state: 'detached', timeout: 15_000 })
  await page
    .locator('header')
    .getByRole('button', { name: /^Open account of 0xf39F/ })
    .waitFor()
}

async function sign(page: Page, message: string, namespace = ''): Promise<void> {
  await page.getByTestId('sign-namespace').selectOption(namespace)
  await page.getByTestId('sign-input').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
}

describe('issue 16 in chromium: WalletConnect through the local relay with sign-client 2.21.8 as the wallet', () => {
  test('pairs eip155 + solana from the QR URI; personal_sign verifies, eth_sendTransaction lands on anvil with the exact value, solana_signMessage verifies', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'), {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const outside = watchOutside(page)
    const wallet = await newWallet()
    try {
      const uri = await openQr(page)
      await screenshot(page, 'ConnectingWalletConnectBasic')
      // Copy link puts exactly the QR's URI on the clipboard.
      await dialog(page).getByRole('button', { name: 'Copy link' }).click()
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(uri)
      await wallet.pair(uri)
      await dialog(page).waitFor({ state: 'detached', timeout: 15_000 })
      const session = wallet.sessions()[0]!
      expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])
      await expect
        .poll(() => page.getByTestId('hook-account').textContent())
        .toContain(`"caipAddress": "eip155:31337:${wallet.evmAddress}"`)

      const message = `WalletConnect check ${Date.now()}`
      await sign(page, message)
      const signature = (await page.getByTestId('sign-signature').textContent()) as Hex
      expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true)
      expect(await page.getByTestId('sign-address').textContent()).toBe(`eip155:31337:${wallet.evmAddress}`)

      const before = await anvil().getBalance({ address: RECEIVER })
      await page.getByTestId('send-amount').fill('0.25')
      await page.getByTestId('send-receiver').fill(RECEIVER)
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      const hash = (await page.getByTestId('send-hash').textContent({ timeout: 15_000 })) as Hash
      const transaction = await anvil().getTransaction({ hash })
      expect(transaction.value).toBe(parseEther('0.25'))
      expect(transaction.from.toLowerCase()).toBe(wallet.evmAddress.toLowerCase())
      expect(await anvil().getBalance({ address: RECEIVER })).toBe(before + parseEther('0.25'))

      const solanaMessage = `Solana over WalletConnect ${Date.now()}`
      await sign(page, solanaMessage, 'solana')
      await expect
        .poll(() => page.getByTestId('sign-address').textContent())
        .toContain(`:${wallet.solanaAddress}`)
      const solanaSignature = (await page.getByTestId('sign-signature').textContent())!
      const key = await getPublicKeyFromAddress(
        wallet.solanaAddress as Parameters<typeof getPublicKeyFromAddress>[0],
      )
      const bytes = new Uint8Array(getBase58Encoder().encode(solanaSignature)) as SignatureBytes
      expect(await verifySignature(key, bytes, new TextEncoder().encode(solanaMessage))).toBe(true)
      expect(wallet.requests.map((request) => request.method)).toEqual([
        'personal_sign',
        'eth_sendTransaction',
        'solana_signMessage',
      ])
      // Nothing left the machine, and nothing was blocked by the CSP either (that would be a console error).
      expect(outside).toEqual([])
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 90_000)

  test('RELIABILITY #10, #14, reload: a rejection shows the user-rejected error; a reload restores the session; session_delete from the wallet disconnects the dapp', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    const outside = watchOutside(page)
    const wallet = await newWallet()
    try {
      await connectThroughWalletConnect(page, wallet)
      wallet.rejectNextRequest()
      await sign(page, 'I will refuse this')
      expect(await page.getByTestId('sign-error').textContent()).toBe('User rejected the request')

      await page.reload()
      await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
      const account = page.locator('header').getByRole('button', { name: /^Open account of 0xf39F/ })
      await account.waitFor({ timeout: 15_000 })
      await sign(page, 'Signed after a reload')
      const signature = (await page.getByTestId('sign-signature').textContent({ timeout: 15_000 })) as Hex
      expect(
        await verifyMessage({ address: wallet.evmAddress, message: 'Signed after a reload', signature }),
      ).toBe(true)

      await wallet.disconnect()
      await page
        .locator('header')
        .getByRole('button', { name: 'Connect Wallet' })
        .waitFor({ timeout: 15_000 })
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": false')
      expect(outside).toEqual([])
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 90_000)

  test("the demo's wallet page (sign-client 2.21.8 in the browser): paste the URI, approve, then see and answer each request", async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    const outside = watchOutside(page)
    try {
      const { walletPage, errors: walletErrors, outside: walletOutside } = await openWalletPage(page)
      const uri = await openQr(page)
      await walletPage.getByTestId('wallet-uri').fill(uri)
      await walletPage.getByRole('button', { name: 'Approve connection' }).click()
      await dialog(page).waitFor({ state: 'detached', timeout: 15_000 })
      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of 0xf39F/ })
        .waitFor()
      expect(await walletPage.getByTestId('wallet-sessions').textContent()).toBe('Latch demo')

      const message = `Answered on the wallet page ${Date.now()}`
      await sign(page, message)
      const request = walletPage.getByTestId('wallet-requests').locator('li')
      await request.waitFor({ timeout: 15_000 })
      expect(await request.textContent()).toContain(`personal_sign on eip155:31337: ${message}`)
      await request.getByRole('button', { name: 'Approve' }).click()
      const signature = (await page.getByTestId('sign-signature').textContent({ timeout: 15_000 })) as Hex
      expect(
        await verifyMessage({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message, signature }),
      ).toBe(true)

      await sign(page, 'this one is refused on the wallet page')
      await request.waitFor()
      await request.getByRole('button', { name: 'Reject' }).click()
      expect(await page.getByTestId('sign-error').textContent({ timeout: 15_000 })).toBe(
        'User rejected the request',
      )
      expect(await walletPage.getByTestId('wallet-answered').locator('li').allTextContents()).toEqual([
        'personal_sign: approved',
        'personal_sign: rejected',
      ])
      await screenshot(walletPage, 'WalletConnect-wallet-page')
      expect(outside).toEqual([])
      expect(log.errors).toEqual([])
      expect(walletOutside).toEqual([])
      expect(walletErrors).toEqual([])
    } finally {
      await close()
    }
  }, 90_000)

  test('no dead end: MetaMask not installed offers WalletConnect; on a phone its deep link carries the encoded URI (RELIABILITY #18), and pairing connects', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'), {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    })
    const outside = watchOutside(page)
    const wallet = await newWallet()
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page)
        .getByRole('button', { name: /^MetaMask/ })
        .click()
      await waitForView(page, 'ConnectingExternal')
      expect(await dialog(page).getByText('MetaMask is not installed').count()).toBe(1)
      // On a phone: the wallet's app, not an extension to install (issue 40).
      expect(
        await dialog(page).getByText('Install the wallet, then reload this page to connect.').count(),
      ).toBe(0)
      await dialog(page).getByRole('button', { name: 'Open in MetaMask' }).click()
      await waitForView(page, 'ConnectingWalletConnectBasic')
      const qr = dialog(page).getByRole('img', { name: 'WalletConnect QR code' })
      await qr.waitFor({ timeout: 15_000 })
      const uri = (await qr.getAttribute('data-value'))!
      const link = dialog(page).getByRole('link', { name: 'Open in MetaMask' })
      expect(await link.getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
      expect(await dialog(page).getByTestId('latch-walletconnect-link').count()).toBe(1)
      await screenshot(page, 'ConnectingWalletConnectBasic-mobile-link')
      await wallet.pair(uri)
      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of 0xf39F/ })
        .waitFor()
      expect(outside).toEqual([])
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)

  test('RELIABILITY #24: an expired pairing shows "The QR code expired" and Refresh draws a fresh QR that still pairs', async () => {
    const { page, close } = await openDemo(browser, `${inject('demoUrl')}?wcPairingExpiryMs=2000`)
    const wallet = await newWallet()
    try {
      const first = await openQr(page)
      const error = dialog(page).getByTestId('latch-walletconnect-error')
      await error.waitFor({ timeout: 10_000 })
      expect(await error.textContent()).toBe('The QR code expired')
      await screenshot(page, 'ConnectingWalletConnectBasic-expired')
      await dialog(page).getByRole('button', { name: 'Refresh' }).click()
      const qr = dialog(page).getByRole('img', { name: 'WalletConnect QR code' })
      await qr.waitFor()
      const fresh = await qr.getAttribute('data-value')
      expect(fresh).toMatch(/^wc:/)
      expect(fresh).not.toBe(first)
      await wallet.pair(fresh!)
      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of 0xf39F/ })
        .waitFor()
    } finally {
      await close()
    }
  }, 60_000)

  test('RELIABILITY #14, #24: with the relay unreachable the view ends with an actionable error and Try again, not a spinner', async () => {
    const { page, close } = await openDemo(browser, `${inject('demoUrl')}?wcRelayTimeoutMs=3000`)
    try {
      // The relay refuses the page: every WebSocket to it closes at once.
      await page.routeWebSocket(/\/relay/, (socket) => socket.close())
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByTestId('latch-walletconnect-entry').click()
      const error = dialog(page).getByTestId('latch-walletconnect-error')
      await error.waitFor({ timeout: 15_000 })
      expect(await error.textContent()).toBe('Cannot reach the WalletConnect relay')
      expect(await dialog(page).locator('.latch-spinner').count()).toBe(0)
      expect(await dialog(page).getByRole('button', { name: 'Try again' }).count()).toBe(1)
      await screenshot(page, 'ConnectingWalletConnectBasic-relay-down')

      // The same in Spanish, from the host's locale control.
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await page.getByTestId('locale-select').selectOption('es')
      await page.getByRole('button', { name: 'Conectar cartera' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByTestId('latch-walletconnect-entry').click()
      await expect
        .poll(() => dialog(page).getByTestId('latch-walletconnect-error').textContent(), { timeout: 15_000 })
        .toBe('No se puede conectar con el relé de WalletConnect')
      expect(await dialog(page).getByRole('button', { name: 'Reintentar' }).count()).toBe(1)
    } finally {
      await close()
    }
  }, 60_000)
})
