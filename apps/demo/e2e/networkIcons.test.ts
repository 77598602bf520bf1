import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dialog, launchBrowser, openDemo, openDemoContext, openView, waitForView } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** The Networks view's marks: which mark, where it came from, its data URL's head and its decoded size. */
function marksShown(page: Page) {
  return dialog(page)
    .locator('img.latch-network-mark')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        mark: image.dataset.networkMark,
        source: image.dataset.markSource,
        head: image.src.slice(0, image.src.indexOf(',') + 1),
        loaded: image.complete && image.naturalWidth > 0 && image.naturalHeight > 0,
      })),
    )
}

// Issue 40, deliver 2: the demo sets its Latch server (apps/server at /svc/latch) as `services.explorer`, so the
// Networks view shows the server's network icons; the bundled marks when the server fails (RELIABILITY #5).
describe('network icons from the Latch server, bundled when it is down (issue 40)', () => {
  test('behavior: the Networks view shows each network’s icon from /public/getAssetImage as a loaded <img>', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      await openView(page, 'Networks')
      await waitForView(page, 'Networks')
      await expect
        .poll(async () => (await marksShown(page)).filter((mark) => mark.source !== 'server'), {
          timeout: 15_000,
        })
        .toEqual([])
      const marks = await marksShown(page)
      expect(marks.map((mark) => mark.mark)).toEqual(expect.arrayContaining(['ethereum', 'solana']))
      for (const mark of marks) {
        // The server's bytes (a base64 data URL read from its answer), not the bundled percent-encoded copy.
        expect(mark).toEqual({
          mark: mark.mark,
          source: 'server',
          head: 'data:image/svg+xml;base64,',
          loaded: true,
        })
      }
      const requested = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.includes('/public/getAssetImage/')),
      )
      expect(requested).toContain('/svc/latch/public/getAssetImage/network-ethereum')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: with the server down, the Networks view shows the bundled marks, loaded, never a letter tile', async () => {
    const { openTab, close } = await openDemoContext(browser, inject('demoUrl'))
    try {
      const refused: string[] = []
      // Down from the first request: the page may ask for a mark at idle, before the Networks view opens.
      const { page } = await openTab((page) =>
        page.route('**/svc/latch/public/getAssetImage/**', (route) => {
          refused.push(new URL(route.request().url()).pathname)
          return route.abort('connectionrefused')
        }),
      )
      await openView(page, 'Networks')
      await waitForView(page, 'Networks')
      // The kit asked the server and was refused; the marks it shows are still the bundled ones.
      await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThan(0)
      await expect.poll(async () => (await marksShown(page)).every((mark) => mark.loaded)).toBe(true)
      const marks = await marksShown(page)
      expect(marks.map((mark) => mark.mark)).toEqual(expect.arrayContaining(['ethereum', 'solana']))
      for (const mark of marks) {
        expect(mark).toEqual({
          mark: mark.mark,
          source: 'bundled',
          head: 'data:image/svg+xml;charset=utf-8,',
          loaded: true,
        })
      }
      // Every network row has its mark: no letter tile stands in for one.
      const rows = await dialog(page).locator('[data-testid="latch-network-row"]').count()
      expect(rows).toBe(marks.length)
    } finally {
      await close()
    }
  })
})
