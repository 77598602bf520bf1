import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

// Anvil's first account: the dev wallet's key.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_BUTTON = `Open account of ${ADDRESS}`
const COOKIE = 'latch.connection'

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions())
})
afterAll(async () => {
  await browser?.close()
})

/** What the page kept from its start (`recordReconnect`): the wallet's answered methods, the Connect button's states. */
interface ReconnectRecord {
  walletAnswers: string[]
  buttonStates: string[]
}

/**
 * Runs in every page before its scripts: records each method the announced EIP-6963 wallet answered, and each state
 * the page's Connect / account button took ("Connect Wallet", "Connecting...", "Open account of ...").
 */
function recordReconnect() {
  const record: ReconnectRecord = { walletAnswers: [], buttonStates: [] }
  ;(window as unknown as { reconnectRecord: ReconnectRecord }).reconnectRecord = record
  const wrapped = new WeakSet<object>()
  addEventListener('eip6963:announceProvider', (event) => {
    const provider = (
      event as CustomEvent<{ provider: { request(args: { method: string }): Promise<unknown> } }>
    ).detail.provider
    if (wrapped.has(provider)) return
    wrapped.add(provider)
    const request = provider.request.bind(provider)
    provider.request = async (args) => {
      const answer = await request(args)
      record.walletAnswers.push(args.method)
      return answer
    }
  })
  new MutationObserver(() => {
    const button = document.querySelector('main .latch-connect-button, main .latch-account-button')
    const state = button?.getAttribute('aria-label') ?? button?.textContent ?? ''
    if (state && record.buttonStates.at(-1) !== state) record.buttonStates.push(state)
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
}

/** A fresh browser context on the app; requests off 127.0.0.1 are aborted; console errors and warnings kept. */
async function openApp() {
  const context = await browser.newContext()
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  await context.addInitScript(recordReconnect)
  const page = await context.newPage()
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(error.message))
  return { context, page, messages }
}

async function serverHtml(cookie?: string): Promise<string> {
  const response = await fetch(inject('appUrl'), cookie ? { headers: { cookie } } : {})
  return response.text()
}

describe('Latch in a Next.js App Router app', () => {
  test('default: the server renders a new visitor disconnected, and the page hydrates with no warning', async () => {
    expect(await serverHtml()).toContain('Connect Wallet</button>')
    const { context, page, messages } = await openApp()
    await page.goto(inject('appUrl'))
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // Hydrated: the client's own render replaced nothing (a mismatch logs an error) and the button opens the modal.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.locator('[data-latch-modal] [role="dialog"]').waitFor()
    expect(messages).toEqual([])
    await context.close()
  })

  test('behavior: connect the EVM dev wallet; the server then renders the account from the cookie; reload hydrates with no warning and stays connected', async () => {
    const { context, page, messages } = await openApp()
    await page.goto(inject('appUrl'))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .locator('[data-latch-modal] [role="dialog"]')
      .getByRole('button', { name: 'Latch Dev Wallet Installed', exact: true })
      .click()
    await page.getByRole('button', { name: ACCOUNT_BUTTON }).waitFor()

    const cookie = (await context.cookies()).find((entry) => entry.name === COOKIE)
    expect(cookie?.sameSite).toBe('Lax')
    const html = await serverHtml(`${COOKIE}=${cookie?.value}`)
    expect(html).toContain(`aria-label="${ACCOUNT_BUTTON}"`)
    expect(html).not.toContain('Connect Wallet</button>')

    messages.length = 0
    const response = await page.reload()
    expect(await response?.text()).toContain(`aria-label="${ACCOUNT_BUTTON}"`)
    // The wallet's silent reconnect confirms the account the server rendered: once the wallet answered its account
    // read and the button no longer shows the connection in progress, the button never showed the visitor
    // disconnected and shows the account.
    type Page = { reconnectRecord: ReconnectRecord }
    await page.waitForFunction(() =>
      (window as unknown as Page).reconnectRecord.walletAnswers.includes('eth_accounts'),
    )
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'))
    const { buttonStates } = await page.evaluate(() => (window as unknown as Page).reconnectRecord)
    expect(buttonStates).not.toContain('Connect Wallet')
    expect(await page.getByRole('button', { name: ACCOUNT_BUTTON }).isVisible()).toBe(true)
    expect(messages).toEqual([])
    await context.close()
  }, 60_000)

  test('behavior: a hostile cookie renders the page disconnected, without an error (RELIABILITY #1)', async () => {
    const html = await serverHtml(`${COOKIE}=${encodeURIComponent('{"c":["<img src=x onerror=alert(1)>"]}')}`)
    expect(html).toContain('Connect Wallet</button>')
    expect(html).not.toContain('onerror=alert')
  })
})
