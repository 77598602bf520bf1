import { VIEWS } from '@latch/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
// ui-react's view registry: the views it ships, each of which the demo's selector must offer.
import { isShippedView } from '../../../packages/ui-react/src/views/shippedViews'
import { connectWallet, dialog, EVM_DEV_WALLET, launchBrowser, openDemo, openView } from './browser'

const SHIPPED_VIEWS = VIEWS.filter(isShippedView)
// A view that asks the wallet at once (switch network): the dev wallet declines, so the view stays with its declined
// state instead of finishing and closing.
const ASKING_VIEWS = new Set(['SwitchNetwork'])

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe("the demo's view selector (issue 41)", () => {
  test('behavior: it offers every view the kit ships, and each opens with a title and content, never an empty modal', async () => {
    const { page, close } = await openDemo(browser, inject('demoUrl'))
    try {
      const offered = await page
        .getByTestId('view-select')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
      expect(offered).toEqual(SHIPPED_VIEWS)
      // Connected, as most views act for an account (Account, Send, Receive, Swap, Connections).
      await connectWallet(page, EVM_DEV_WALLET)
      const shown: Record<string, { title: string; content: boolean }> = {}
      for (const view of SHIPPED_VIEWS) {
        if (ASKING_VIEWS.has(view))
          await page.getByRole('button', { name: 'Wallets decline next request' }).click()
        await openView(page, view)
        const modal = dialog(page)
        // A view that shows nothing visible within 15 s is recorded as empty (the assertion below names it).
        const visible = await modal
          .locator('[data-testid="latch-view"] > *')
          .first()
          .waitFor({ timeout: 15_000 })
          .then(() => true)
          .catch(() => false)
        const body = modal.locator('[data-testid="latch-view"] > *').first()
        if (visible) await modal.locator('[role="progressbar"]').waitFor({ state: 'detached' })
        const title = visible
          ? ((await modal.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '')
          : ''
        const text = visible ? (await body.innerText()).trim() : ''
        shown[view] = { title: title === '' ? '(none)' : 'shown', content: text.length > 0 }
        await page.keyboard.press('Escape')
        await modal.waitFor({ state: 'detached' })
      }
      expect(shown).toEqual(
        Object.fromEntries(SHIPPED_VIEWS.map((view) => [view, { title: 'shown', content: true }])),
      )
    } finally {
      await close()
    }
  }, 180_000)
})
