import { snapshotChain } from '@latch/fixture-evm/node'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { dialog, launchBrowser, waitForView } from './browser'

/** One Chromium for the test file (launched before its tests, closed after); call the getter inside a test. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is not launched yet (use the getter inside a test)')
    return browser
  }
}

/**
 * Each test leaves the demo's anvil chain 31337 as it found it (snapshot before, revert after): other demo tests
 * expect the dev account's round 10,000 ETH.
 */
export function revertChainAfterEach(): void {
  let revert: (() => Promise<void>) | undefined
  beforeEach(async () => {
    revert = await snapshotChain(inject('anvilRpcUrls')['31337'] as string)
  })
  afterEach(async () => {
    await revert?.()
  })
}

/** Opens Account from the header's account button (the EVM dev account). */
export async function openAccount(page: Page): Promise<void> {
  await page
    .locator('header')
    .getByRole('button', { name: /^Open account of 0xf39F/ })
    .click()
  await waitForView(page, 'Account')
}

/** Opens Account, then WalletSend from its Send button. */
export async function openSendForm(page: Page): Promise<void> {
  await openAccount(page)
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await waitForView(page, 'WalletSend')
}

/** The mails to `email` received since `after` (ms), oldest first, from the demo's SMTP sink (`/mailbox.json`). */
async function mailTo(email: string, after: number): Promise<{ text: string }[]> {
  const mail = (await (await fetch(`${inject('demoUrl')}mailbox.json`)).json()) as {
    to: string
    text: string
    receivedAt: string
  }[]
  return mail.filter((m) => m.to === email && Date.parse(m.receivedAt) >= after)
}

/** How many mails reached `email` since `after` (ms). */
export async function mailsTo(email: string, after: number): Promise<number> {
  return (await mailTo(email, after)).length
}

/** The newest 6-digit code mailed to `email` since `after` (ms), read from the demo's SMTP sink. */
export async function codeFor(email: string, after: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        code = (await mailTo(email, after)).at(-1)?.text.match(/\d{6}/)?.[0]
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code as string
}

/** The demo server's view of the page's sign-in session (the cookie goes along; the page cannot read it). */
export const serverSession = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/svc/latch/siwx/session?projectId=latch-demo&st=latch&sv=0.1.0', {
      credentials: 'include',
    })
    return ((await response.json()) as { session: { address: string } | null }).session
  })
