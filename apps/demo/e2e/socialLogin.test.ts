import type { Page } from 'playwright-core'
import { type Address, getAddress } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { dialog, openDemo, openDemoContext, waitForView } from './browser'
import { enterEmailAndCode, walletFrame } from './emailWallet'
import { sharedBrowser } from './testBed'

// Issue 33 in Chromium on the built demo: "Continue with Google" against the local OpenID provider
// (@latch/fixture-oidc: ada@example.com and grace@example.com verified, eve@example.com not), with the demo Latch
// server as the relying party and the wallet frame on its origin.

const browser = sharedBrowser()

type HookAccount = {
  isConnected: boolean
  address?: Address
  socialProvider?: string
  email?: string
}
const hookAccount = async (page: Page) =>
  JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}') as HookAccount

async function waitConnected(page: Page) {
  await page
    .getByTestId('hook-account')
    .filter({ hasText: '"isConnected": true' })
    .waitFor({ timeout: 30_000 })
}

/** Clicks "Continue with Google"; the provider's sign-in opens in a popup; picks the test user `name`. */
async function googleInPopup(page: Page, name: RegExp) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  const popupOpened = page.waitForEvent('popup')
  await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await popup.getByRole('button', { name }).click()
  return popup
}

/**
 * The recovery kits of the wallets this file made, by e-mail. The provider's test users are fixed, so a test's second
 * attempt (`npm test` retries a failed test once) meets the wallet its first attempt made: it opens it with the kit
 * kept then, instead of failing on a recovery view it did not expect.
 */
const keptKits = new Map<string, string>()

/**
 * The frame's view after a login as `email` on a new device: a new wallet's recovery kit is saved and the visitor goes
 * on (the kit's text is returned); a wallet an earlier attempt made is opened with the kit kept then.
 */
async function keepKit(page: Page, email: string): Promise<string> {
  const kitView = walletFrame(page).locator('[data-view="RecoveryKit"]')
  const recover = walletFrame(page).locator('[data-view="RecoverWallet"]')
  await kitView.or(recover).waitFor({ timeout: 30_000 })
  if (await recover.isVisible()) {
    const earlier = keptKits.get(email)
    if (!earlier) throw new Error(`${email} has a wallet already, and no attempt in this file kept its kit`)
    await recover.getByRole('textbox', { name: 'Recovery kit' }).fill(earlier)
    await recover.getByRole('button', { name: 'Open wallet' }).click()
    return earlier
  }
  const kit = await kitView.locator('textarea[data-recovery-kit]').inputValue()
  keptKits.set(email, kit)
  await kitView.getByLabel('I have saved my recovery kit').check()
  await kitView.getByRole('button', { name: 'Continue' }).click()
  return kit
}

/**
 * A new wallet made on the e-mail code path, on a device of its own (closed after): its kit and EVM address. Made once
 * per file: a test's second attempt (`npm test` retries a failed test once) reuses the first attempt's, as the server
 * sends one code per address in 30 s and the wallet exists by then.
 */
async function newWalletByEmail(email: string): Promise<{ kit: string; evm: Address }> {
  const { page, close } = await openDemo(browser(), inject('demoUrl'))
  try {
    await enterEmailAndCode(page, email)
    const kit = await keepKit(page, email)
    await waitConnected(page)
    return { kit, evm: getAddress((await hookAccount(page)).address as Address) }
  } finally {
    await close()
  }
}

let adaByEmail: { kit: string; evm: Address } | undefined

describe('issue 33 in chromium: social login through the wallet server (local OpenID provider as Google)', () => {
  test('behavior: the popup login with a verified Google e-mail opens the SAME wallet as the e-mail code path', async () => {
    // The e-mail path first: ada@example.com with a mailed code, a new wallet and its kit.
    adaByEmail ??= await newWalletByEmail('ada@example.com')
    const { kit, evm } = adaByEmail

    // Another device: Google in a popup, as Ada (verified): the same user, so the same wallet (opened with the kit).
    const device = await openDemoContext(browser(), inject('demoUrl'))
    try {
      // Records the frame's answers to CancelSocialLogin (what the host asks once the popup has closed).
      const { page } = await device.openTab((tab) =>
        tab.addInitScript(() => {
          const answers: boolean[] = []
          Object.assign(window, { cancelAnswers: answers })
          window.addEventListener('message', (event) => {
            const underWay = event.data?.result?.underWay
            if (typeof underWay === 'boolean') answers.push(underWay)
          })
        }),
      )
      const popup = await googleInPopup(page, /Ada Lovelace/)
      // The callback page closes the popup itself.
      await popup.waitForEvent('close', { timeout: 30_000 })
      const recover = walletFrame(page).locator('[data-view="RecoverWallet"]')
      await recover.waitFor({ timeout: 30_000 })
      // A visitor slow to find the kit: the popup is closed, yet the frame still has this login under way, so the
      // login is not ended under them (the button stays busy) once the host has asked the frame about it.
      await page.waitForFunction(
        () => (window as unknown as { cancelAnswers: boolean[] }).cancelAnswers.length > 0,
        null,
        { timeout: 15_000 },
      )
      expect(
        await page.evaluate(() => (window as unknown as { cancelAnswers: boolean[] }).cancelAnswers),
      ).toEqual([true])
      expect(
        await dialog(page).getByRole('button', { name: 'Continue with Google' }).getAttribute('aria-busy'),
      ).toBe('true')
      await recover.getByRole('textbox', { name: 'Recovery kit' }).fill(kit)
      await recover.getByRole('button', { name: 'Open wallet' }).click()
      await waitConnected(page)
      // The provider is set once every namespace of the wallet is connected (the EVM account shows first).
      await expect
        .poll(async () => (await hookAccount(page)).socialProvider, { timeout: 15_000 })
        .toBe('google')
      const account = await hookAccount(page)
      expect(getAddress(account.address as Address)).toBe(evm)
      expect(account.email).toBe('ada@example.com')
      // The social connection is stored (spec §3).
      expect(await page.evaluate(() => localStorage.getItem('latch:socialConnection'))).toContain(
        '"provider":"google"',
      )
    } finally {
      await device.close()
    }
  }, 150_000)

  test('behavior: with popups blocked, the whole page goes to the provider and back, and the login completes', async () => {
    const device = await openDemoContext(browser(), inject('demoUrl'))
    try {
      const { page } = await device.openTab()
      // A blocked popup: window.open answers null (what a browser's popup blocker does).
      await page.evaluate(() => {
        window.open = () => null
      })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
      // The provider's sign-in page in the tab itself.
      await page.getByRole('button', { name: /Grace Hopper/ }).click()
      await page.getByRole('heading', { name: 'Latch demo' }).waitFor({ timeout: 20_000 })
      await keepKit(page, 'grace@example.com')
      await waitConnected(page)
      await expect
        .poll(async () => (await hookAccount(page)).socialProvider, { timeout: 15_000 })
        .toBe('google')
      expect((await hookAccount(page)).email).toBe('grace@example.com')
    } finally {
      await device.close()
    }
  }, 120_000)

  test('behavior: an unverified Google e-mail is not linked: the popup says why and nothing connects', async () => {
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      const popup = await googleInPopup(page, /Eve Unverified/)
      await expect
        .poll(() => popup.locator('#latch-social-outcome').textContent(), { timeout: 15_000 })
        .toBe('The provider did not verify this e-mail')
      await popup.close()
      // The frame's SOCIAL_LOGIN_FAILED reads as the provider's refusal, not as a generic wallet failure.
      await expect
        .poll(() => dialog(page).getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe('The provider did not verify this e-mail')
      expect((await hookAccount(page)).isConnected).toBe(false)
      expect(await page.evaluate(() => localStorage.getItem('latch:socialConnection'))).toBeNull()
    } finally {
      await close()
    }
  }, 90_000)

  test('behavior: closing the provider popup without logging in makes the button usable again, with no error', async () => {
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      const google = dialog(page).getByRole('button', { name: 'Continue with Google' })
      const popupOpened = page.waitForEvent('popup')
      await google.click()
      const popup = await popupOpened
      await popup.getByRole('button', { name: /Ada Lovelace/ }).waitFor({ timeout: 15_000 })
      expect(await google.getAttribute('aria-busy')).toBe('true')
      await popup.close()
      // The frame has no outcome for this login at the server: the attempt ends, the button is free again.
      await expect.poll(() => google.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false')
      expect(await dialog(page).getByRole('alert').count()).toBe(0)
      expect((await hookAccount(page)).isConnected).toBe(false)
      // And usable: a second click opens the provider again and that login reaches the wallet.
      const againOpened = page.waitForEvent('popup')
      await google.click()
      const again = await againOpened
      await again.getByRole('button', { name: /Ada Lovelace/ }).click()
      await walletFrame(page)
        .locator('[data-view="RecoverWallet"], [data-view="RecoveryKit"]')
        .waitFor({ timeout: 30_000 })
      expect(await google.getAttribute('aria-busy')).toBe('true')
    } finally {
      await close()
    }
  }, 90_000)
})
