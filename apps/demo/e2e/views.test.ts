import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dialog, launchBrowser, openDemo, openView, screenshot, waitForView } from './browser'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact?: string | null
  nodes: { target: unknown[] }[]
}

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Element): Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const host = document.querySelector('[data-latch-modal]') as Element
    return (await axe.run(host)).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('every view, light and dark: axe and screenshots (test-output/demo)', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`behavior: no serious or critical axe violation in any view (${mode})`, async () => {
      // Axe is injected by the test driver; the CSP is bypassed only for that injection.
      const { page, close } = await openDemo(browser, inject('demoUrl'), { bypassCSP: true })
      try {
        await page.getByTestId('theme-select').selectOption(mode)
        const results: Record<string, string[]> = {}
        const check = async (view: string, name = view) => {
          await waitForView(page, view)
          results[name] = await seriousViolations(page)
          await screenshot(page, `${name}-${mode}`)
        }

        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await check('Connect')
        await dialog(page)
          .getByRole('button', { name: /^All Wallets/ })
          .click()
        await check('AllWallets')
        // The catalogue ranks hundreds of wallets: the visitor searches for this one.
        await dialog(page).getByRole('searchbox', { name: 'Search wallet' }).fill('Rainbow')
        await dialog(page).getByRole('button', { name: 'Rainbow', exact: true }).click()
        await check('ConnectingExternal')
        await page.keyboard.press('Escape')
        await openView(page, 'ConnectWallets')
        await check('ConnectWallets')
        await page.keyboard.press('Escape')
        await openView(page, 'Networks')
        await check('Networks')
        await page.keyboard.press('Escape')

        await page.getByRole('button', { name: 'Wallets decline next request' }).click()
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await waitForView(page, 'Connect')
        await dialog(page).getByRole('button', { name: 'Latch Dev Wallet Installed', exact: true }).click()
        await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
        await check('ConnectingExternal', 'ConnectingExternal-declined')
        await dialog(page).getByRole('button', { name: 'Try again' }).click()
        await dialog(page).waitFor({ state: 'detached' })
        await openView(page, 'Account')
        await check('Account')
        await dialog(page).getByRole('button', { name: 'Anvil', exact: true }).click()
        await check('Networks', 'Networks-connected')
        await page.getByRole('button', { name: 'Wallets decline next request' }).evaluate((button) => {
          ;(button as HTMLButtonElement).click()
        })
        await dialog(page).getByRole('button', { name: 'Anvil 31338', exact: true }).click()
        await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
        await check('SwitchNetwork', 'SwitchNetwork-declined')
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: 'Open for Solana' }).click()
        await check('SwitchActiveChain')
        await page.keyboard.press('Escape')
        await openView(page, 'UnsupportedChain')
        await check('UnsupportedChain')
        await page.keyboard.press('Escape')

        expect(results).toEqual({
          Connect: [],
          AllWallets: [],
          ConnectingExternal: [],
          ConnectWallets: [],
          Networks: [],
          'ConnectingExternal-declined': [],
          Account: [],
          'Networks-connected': [],
          'SwitchNetwork-declined': [],
          SwitchActiveChain: [],
          UnsupportedChain: [],
        })
      } finally {
        await close()
      }
    }, 60_000)
  }
})
