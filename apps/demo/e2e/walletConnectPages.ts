import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { dialog, waitForView } from './browser'

/** Records every request and WebSocket the page opens to a host other than 127.0.0.1 (the context aborts them). */
export function watchOutside(page: Page): string[] {
  const outside: string[] = []
  const check = (url: string) => {
    if (new URL(url).hostname !== '127.0.0.1') outside.push(url)
  }
  page.on('request', (request) => check(request.url()))
  page.on('websocket', (socket) => check(socket.url()))
  return outside
}

/** Opens the WalletConnect QR view from the Connect view and reads the pairing URI the QR code draws. */
export async function openQr(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await dialog(page).getByTestId('latch-walletconnect-entry').click()
  await waitForView(page, 'ConnectingWalletConnectBasic')
  const qr = dialog(page).getByRole('img', { name: 'WalletConnect QR code' })
  await qr.waitFor({ timeout: 15_000 })
  const uri = await qr.getAttribute('data-value')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri!
}

/**
 * Opens the demo's wallet page (/wallet.html) in a second tab of the dapp's context and waits until its keys are
 * ready; `errors` collects its console errors and `outside` what it tried to reach beyond 127.0.0.1.
 */
export async function openWalletPage(
  page: Page,
): Promise<{ walletPage: Page; errors: string[]; outside: string[] }> {
  const walletPage = await page.context().newPage()
  const outside = watchOutside(walletPage)
  const errors: string[] = []
  walletPage.on('pageerror', (error) => errors.push(error.message))
  walletPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await walletPage.goto(new URL('wallet.html', inject('demoUrl')).href)
  await expect
    .poll(() => walletPage.getByTestId('wallet-status').textContent(), { timeout: 30_000 })
    .toMatch(/^Ready: 0xf39F/)
  return { walletPage, errors, outside }
}
