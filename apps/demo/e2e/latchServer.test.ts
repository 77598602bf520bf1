import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dialog, launchBrowser, openDemo, waitForView } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

type Stats = { total: number; connectionsByWallet: { name: string; count: number }[] }

describe('the demo on its Latch server (apps/server on PGlite, at /svc/latch/)', () => {
  test('behavior: the page checks its origin there, its analytics land there, and the dashboard charts them', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    const statsUrl = `${inject('serviceUrls').latch}/dashboard/latch-demo/stats.json`
    const before = (await (await fetch(statsUrl)).json()) as Stats
    try {
      // The origins check runs in the background once the page has loaded (with the engine chunk), through the
      // demo's proxy, and the origin is allowed (no alert).
      const originsRequest = () =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .find((resource) => resource.name.includes('/svc/latch/projects/v1/origins'))?.name ?? '',
        )
      await expect.poll(originsRequest, { timeout: 10_000 }).toContain('projectId=latch-demo')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: 'Latch Dev Wallet Installed', exact: true }).click()
      await dialog(page).waitFor({ state: 'detached' })
      // Leaving the page flushes the analytics queue (spec §9: on page hide).
      await page.goto('about:blank')
      await expect
        .poll(async () => ((await (await fetch(statsUrl)).json()) as Stats).total, { timeout: 10_000 })
        .toBeGreaterThan(before.total)
      const after = (await (await fetch(statsUrl)).json()) as Stats
      const count = (stats: Stats) =>
        stats.connectionsByWallet.find((row) => row.name === 'Latch Dev Wallet')?.count ?? 0
      expect(count(after)).toBe(count(before) + 1)

      await page.goto(`${inject('demoUrl')}svc/latch/dashboard/latch-demo`)
      await page.locator('body[data-ready="true"]').waitFor()
      expect(await page.locator('#connections-by-wallet text.label.end').allTextContents()).toContain(
        'Latch Dev Wallet',
      )
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })
})
