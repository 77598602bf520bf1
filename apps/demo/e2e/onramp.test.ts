import { createHmac } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DEMO_ONRAMP_SECRET } from '../server/startDemoLatchServer.mjs'
import { connectWallet, dialog, EVM_DEV_WALLET, launchBrowser, openDemo, waitForView } from './browser'
import { openAccount } from './testBed'

// Issue 36, end to end and offline: from Account the visitor picks a currency, a token and a provider; the demo
// project's providers (apps/server/config/projects.json) send the popup to the Latch server's demo provider page
// (through the demo's /svc/latch/ proxy), which lists what it received and checks MoonPay's signature with the
// test secret.
const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PROVIDER_PAGE = /\/svc\/latch\/onramp\/demo-provider\?/

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

type Stats = { eventsPerDay: { event: string; count: number }[] }
const statsUrl = () => `${inject('serviceUrls').latch}/dashboard/latch-demo/stats.json`
const eventCount = (stats: Stats, event: string) =>
  stats.eventsPerDay.filter((row) => row.event === event).reduce((sum, row) => sum + row.count, 0)

/** From Account: Buy crypto, the currency, the amount and the token; lands on OnRampProviders. */
async function chooseUpToProviders(page: Page, fiat: string, amount: string) {
  await openAccount(page)
  await dialog(page).getByRole('button', { name: 'Buy crypto' }).click()
  await waitForView(page, 'OnRampFiatSelect')
  await dialog(page).locator(`[data-testid="latch-onramp-fiat"][data-fiat="${fiat}"]`).click()
  await waitForView(page, 'OnRampTokenSelect')
  await dialog(page)
    .getByRole('textbox', { name: `Amount in ${fiat}` })
    .fill(amount)
  await dialog(page)
    .getByRole('button', { name: /Ether \(Anvil\)/ })
    .click()
  await waitForView(page, 'OnRampProviders')
}

/** The parameters the demo provider page lists, by name. */
async function listedParams(popup: Page): Promise<Record<string, string>> {
  const cells = await popup
    .locator('td[data-param]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('data-param') ?? '', node.textContent ?? '']),
    )
  return Object.fromEntries(cells)
}

async function popupFrom(page: Page, provider: string): Promise<Page> {
  const opened = page.context().waitForEvent('page')
  await dialog(page).getByRole('button', { name: provider }).click()
  const popup = await opened
  await popup.waitForURL(PROVIDER_PAGE)
  await popup.locator('#signature').waitFor()
  return popup
}

describe('on-ramp in the demo (issue 36, Chromium, offline)', () => {
  test('signed mode: the provider page opens with the address, amount and asset; the signature verifies with the test secret and fails when a parameter changes', async () => {
    const before = (await (await fetch(statsUrl())).json()) as Stats
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      await chooseUpToProviders(page, 'EUR', '250.5')
      // The legal footer with the host's terms and privacy links.
      const footer = dialog(page).getByTestId('latch-legal-footer')
      expect(await footer.textContent()).toBe(
        'By continuing, you agree to our Terms of Service and Privacy Policy',
      )
      expect(await dialog(page).getByTestId('latch-onramp-fee').allTextContents()).toEqual([
        'From 1.5%',
        'From 0.9%',
      ])

      const popup = await popupFrom(page, 'Demo Pay (signed) From 1.5%')
      expect(await listedParams(popup)).toMatchObject({
        apiKey: 'pk_test_latch_demo',
        baseCurrencyCode: 'EUR',
        currencyCode: 'eth',
        baseCurrencyAmount: '250.5',
        walletAddress: DEV_ACCOUNT,
      })
      expect(await popup.locator('#signature').textContent()).toBe('valid')
      // Checked here too, apart from the server: MoonPay's HMAC-SHA256 of the query before `&signature=`.
      const url = new URL(popup.url())
      const at = url.search.lastIndexOf('&signature=')
      const expected = createHmac('sha256', DEMO_ONRAMP_SECRET)
        .update(url.search.slice(0, at))
        .digest('base64')
      expect(url.searchParams.get('signature')).toBe(expected)
      // The popup has no handle on the page that opened it.
      expect(await popup.evaluate(() => window.opener)).toBeNull()
      expect(await popup.content()).not.toContain(DEMO_ONRAMP_SECRET)

      // Any parameter changed after signing: the signature fails.
      await popup.goto(popup.url().replace('baseCurrencyAmount=250.5', 'baseCurrencyAmount=2505'))
      expect(await popup.locator('#signature').textContent()).toBe('invalid')
      await popup.goto(
        popup
          .url()
          .replace('baseCurrencyAmount=2505', 'baseCurrencyAmount=250.5')
          .replace('0xf39F', '0xf39E'),
      )
      expect(await popup.locator('#signature').textContent()).toBe('invalid')
      await popup.close()
      expect(await dialog(page).getByTestId('latch-onramp-opened').textContent()).toContain(
        'Demo Pay (signed)',
      )

      // Leaving the page flushes analytics: the on-ramp open and the provider choice are counted on the server.
      await page.goto('about:blank')
      await expect
        .poll(
          async () => eventCount((await (await fetch(statsUrl())).json()) as Stats, 'SELECT_BUY_PROVIDER'),
          {
            timeout: 10_000,
          },
        )
        .toBe(eventCount(before, 'SELECT_BUY_PROVIDER') + 1)
      const after = (await (await fetch(statsUrl())).json()) as Stats
      expect(eventCount(after, 'SELECT_BUY_CRYPTO')).toBe(eventCount(before, 'SELECT_BUY_CRYPTO') + 1)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('template mode: the public link carries the choice URL-encoded and never the address', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      await chooseUpToProviders(page, 'USD', '40')
      const popup = await popupFrom(page, 'Demo Ramp (public link) From 0.9%')
      expect(await listedParams(popup)).toEqual({
        hostApiKey: 'public-latch-demo',
        fiatCurrency: 'USD',
        swapAsset: 'eth',
        fiatValue: '40',
      })
      expect(popup.url()).not.toContain(DEV_ACCOUNT)
      expect(await popup.locator('#signature').textContent()).toBe('not signed')
    } finally {
      await close()
    }
  })

  test('a blocked popup: the provider page is offered as a link instead', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      // What a popup blocker does to window.open: no window.
      await page.evaluate(() => {
        window.open = () => null
      })
      await connectWallet(page, EVM_DEV_WALLET)
      await chooseUpToProviders(page, 'GBP', '10')
      await dialog(page).getByRole('button', { name: 'Demo Pay (signed) From 1.5%' }).click()
      const link = dialog(page).getByRole('link', { name: 'Open Demo Pay (signed)' })
      await link.waitFor()
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(await link.getAttribute('href')).toMatch(PROVIDER_PAGE)
      const opened = page.context().waitForEvent('page')
      await link.click()
      const provider = await opened
      await provider.locator('#signature').waitFor()
      expect(await provider.locator('#signature').textContent()).toBe('valid')
      expect((await listedParams(provider)).walletAddress).toBe(DEV_ACCOUNT)
    } finally {
      await close()
    }
  })

  test('coming back from the provider page reads the balance again', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    const rpc = inject('anvilRpcUrls')['31337'] ?? ''
    const setBalance = (wei: bigint) =>
      fetch(rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'anvil_setBalance',
          params: [DEV_ACCOUNT, `0x${wei.toString(16)}`],
        }),
      })
    const start = (await (
      await fetch(rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getBalance',
          params: [DEV_ACCOUNT, 'latest'],
        }),
      })
    ).json()) as { result: string }
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      await chooseUpToProviders(page, 'USD', '40')
      const popup = await popupFrom(page, 'Demo Ramp (public link) From 0.9%')
      // The purchase lands while the visitor is on the provider's page.
      await setBalance(BigInt(start.result) + 5n * 10n ** 18n)
      await popup.close()
      await page.bringToFront()
      await page.keyboard.press('Escape')
      await openAccount(page)
      // Within the 30 s balance cache (spec §9): only the refresh on return can show the new balance.
      const whole = ((BigInt(start.result) + 5n * 10n ** 18n) / 10n ** 18n).toString()
      await expect
        .poll(
          async () =>
            (await dialog(page).getByTestId('latch-account-balance').textContent())?.replace(/,/g, ''),
          {
            timeout: 10_000,
          },
        )
        .toContain(whole)
    } finally {
      await setBalance(BigInt(start.result))
      await close()
    }
  })
})
