import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dialog, EVM_DEV_WALLET, launchBrowser, openDemo, SOLANA_DEV_WALLET, waitForView } from './browser'
import { serverSession } from './testBed'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const isConnected = (page: Page, connected: boolean) =>
  page
    .getByTestId('hook-account')
    .filter({ hasText: `"isConnected": ${connected}` })
    .waitFor({ timeout: 10_000 })

/** Waits until the kept sign-in session has been checked and found (the demo's sign-in hook value). */
const hasSignInSession = (page: Page) =>
  page.getByTestId('hook-sign-in').filter({ hasText: '"hasSession": true' }).waitFor({ timeout: 10_000 })

/** Runs `attempt` and waits for the modal to refuse to close (the demo's last-event hook value). */
async function closeRefused(page: Page, attempt: () => Promise<void>) {
  const events = page.getByTestId('hook-events')
  const before = await events.textContent()
  await attempt()
  await expect
    .poll(async () => {
      const after = await events.textContent()
      return after !== before && after?.includes('"MODAL_CLOSE_REFUSED"')
    })
    .toBe(true)
}

/** Connect from the Connect view; with sign-in on, the modal moves on to the sign view instead of closing. */
async function connectToSignView(page: Page, wallet: string | RegExp) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await dialog(page)
    .getByRole('button', { name: wallet, exact: typeof wallet === 'string' })
    .click()
  await waitForView(page, 'SIWXSignMessage')
}

/** Every namespace's dev wallet in the demo; each keeps its grant across reloads, as an extension does. */
const WALLETS = [
  ['EVM', EVM_DEV_WALLET],
  ['Solana', SOLANA_DEV_WALLET],
  ['Polkadot', /^Latch Dev Wallet \(Polkadot\)/],
  ['Bitcoin', /^Latch Bitcoin Dev Wallet/],
  ['Cosmos', /^Latch Dev Wallet \(Cosmos\)/],
  ['Sui', /^Latch Dev Wallet \(Sui\)/],
  ['Stacks', /^Latch Stacks Dev Wallet/],
] as const

describe('issue 18 in chromium: sign-in required with the real-key dev wallets (spec §4)', () => {
  for (const [name, wallet] of WALLETS) {
    test(`behavior: ${name}: the sign view cannot be closed; signing stores the session and closes; a reload keeps it with no new prompt`, async () => {
      const { page, log, close } = await openDemo(browser, `${inject('demoUrl')}?siwx=required`)
      try {
        await connectToSignView(page, wallet)
        await expect(dialog(page).getByText('Latch demo', { exact: true }).count()).resolves.toBe(1)
        await closeRefused(page, () => dialog(page).getByRole('button', { name: 'Close' }).click())
        await closeRefused(page, () => page.keyboard.press('Escape'))
        expect(await dialog(page).getAttribute('data-view')).toBe('SIWXSignMessage')

        await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
        await dialog(page).waitFor({ state: 'detached' })
        await isConnected(page, true)
        const stored = await page.evaluate(() => localStorage.getItem('latch:siwxSessions'))
        expect(stored).toContain('wants you to sign in with your')

        expect(log.errors).toEqual([])
        await page.reload()
        await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
        await isConnected(page, true)
        await hasSignInSession(page)
        // The stored session is kept: no sign view, and the wallet was not asked to sign again.
        expect(await dialog(page).count()).toBe(0)
        expect(await page.getByTestId('wallet-prompts').locator('li').allTextContents()).not.toContain(
          'personal_sign',
        )
        expect(log.errors).toEqual([])
      } finally {
        await close()
      }
    })

    test(`behavior: ${name}: a declined signature shows 'Error signing message' and the sign view again; Cancel disconnects`, async () => {
      const { page, close } = await openDemo(browser, `${inject('demoUrl')}?siwx=required`)
      try {
        await connectToSignView(page, wallet)
        // The page's own control, behind the modal's backdrop: clicked as a script would.
        await page.getByRole('button', { name: 'Wallets decline next request' }).dispatchEvent('click')
        await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
        await dialog(page).getByText('Error signing message').waitFor()
        expect(await dialog(page).getAttribute('data-view')).toBe('SIWXSignMessage')
        await dialog(page).getByRole('button', { name: 'Cancel' }).click()
        await dialog(page).waitFor({ state: 'detached' })
        await isConnected(page, false)
        expect(await page.evaluate(() => localStorage.getItem('latch:siwxSessions'))).toBeNull()
      } finally {
        await close()
      }
    })
  }
})

describe('issue 18 in chromium: sign-in verified by the Latch server (apps/server), HTTP-only session cookie', () => {
  for (const [name, wallet, address] of [
    ['EVM', EVM_DEV_WALLET, '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['Solana', SOLANA_DEV_WALLET, undefined],
  ] as const) {
    test(`behavior: ${name}: signing is verified on the server, which keeps the session behind an HTTP-only cookie; a reload keeps it; Disconnect signs out on the server`, async () => {
      const { page, log, close } = await openDemo(browser, `${inject('demoUrl')}?siwx=server`)
      try {
        expect(await serverSession(page)).toBeNull()
        await connectToSignView(page, wallet)
        await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
        await dialog(page).waitFor({ state: 'detached' })
        await isConnected(page, true)

        // The session is the server's: an HTTP-only cookie the page's script cannot read, nothing in storage.
        const cookies = await page.context().cookies()
        // The project's own cookie, scoped by the browser to the sign-in routes' directory (no Path is sent).
        expect(cookies.find((cookie) => cookie.name === 'latch_siwx_latch-demo')).toMatchObject({
          httpOnly: true,
          sameSite: 'Strict',
          path: '/svc/latch/siwx',
        })
        expect(await page.evaluate(() => document.cookie)).not.toContain('latch_siwx')
        expect(await page.evaluate(() => localStorage.getItem('latch:siwxSessions'))).toBeNull()
        const session = await serverSession(page)
        expect(session).not.toBeNull()
        if (address) expect(session?.address).toBe(address)

        await page.reload()
        await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
        await isConnected(page, true)
        await hasSignInSession(page)
        expect(await dialog(page).count()).toBe(0)

        await page
          .locator('header')
          .getByRole('button', { name: /^Open account of / })
          .click()
        await waitForView(page, 'Account')
        await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
        await isConnected(page, false)
        await expect.poll(() => serverSession(page)).toBeNull()
        expect(log.errors).toEqual([])
      } finally {
        await close()
      }
    })
  }
})
