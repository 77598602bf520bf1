import { isolateContext } from './isolate.mjs'
import { locate, SETTLE_MS } from './measureLoad.mjs'
import { installProbe } from './probe.mjs'

const TIMEOUT_MS = 60_000

/**
 * In the page: scrolls the list that holds `gridItem` to its end, pressing the list's "show more" button
 * whenever it is reached, one step per frame. Returns the long tasks and the longest frame while doing so.
 */
function scrollToEnd({ gridItem, more, expected }) {
  const bench = window.__latchBench
  const first = bench.findVisible(gridItem)
  let scroller = first
  while (scroller) {
    const style = getComputedStyle(scroller)
    if (/(auto|scroll)/.test(style.overflowY) && scroller.scrollHeight > scroller.clientHeight) break
    scroller = scroller.parentElement ?? scroller.getRootNode().host ?? null
  }
  if (!scroller) throw new Error('no scrollable list around the wallet grid')
  const startedAt = performance.now()
  let last = startedAt
  let longestFrame = 0
  return new Promise((resolve, reject) => {
    const step = (now) => {
      longestFrame = Math.max(longestFrame, now - last)
      last = now
      if (now - startedAt > 50_000) {
        reject(new Error('scrolling to the end took over 50 s'))
        return
      }
      const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2
      if (!atEnd) {
        scroller.scrollTop += scroller.clientHeight
        requestAnimationFrame(step)
        return
      }
      const button = bench.deepFindAll(more).find((element) => element.isConnected)
      if (button) {
        button.click()
        requestAnimationFrame(step)
        return
      }
      const rendered = bench.deepFindAll(gridItem).length
      const endedAt = performance.now()
      resolve({
        rendered,
        expected,
        scrollMs: endedAt - startedAt,
        longestFrameMs: longestFrame,
        longTasks: bench.longTasks.filter((task) => task.start >= startedAt && task.start <= endedAt),
      })
    }
    requestAnimationFrame(step)
  })
}

/**
 * Init script (runs in the page before its scripts): `count` synthetic catalogue entries (no images, so nothing is
 * fetched) for the bench page to pass to `LatchProvider`'s `wallets`.
 */
function installBenchWallets(count) {
  window.__latchBenchWallets = Array.from({ length: count }, (_, index) => ({
    id: `bench-wallet-${index}`,
    name: `Bench Wallet ${String(index + 1).padStart(4, '0')}`,
    chains: ['eip155'],
  }))
}

/**
 * The AllWallets view fed with `count` catalogue entries: time from the click on "All wallets" to the first
 * grid item, then the longest task while scrolling to the last entry.
 */
export async function measureAllWallets({ browser, origin, entry, count }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const tracker = await isolateContext(context)
    const page = await context.newPage()
    await page.addInitScript(installProbe, { button: entry.button })
    await page.addInitScript(installBenchWallets, count)
    await page.goto(`${origin}/${entry.id}/index.html`, {
      waitUntil: 'load',
      timeout: TIMEOUT_MS,
    })
    await page.waitForFunction(() => window.__latchBench.buttonVisibleAt !== undefined, null, {
      timeout: TIMEOUT_MS,
    })
    await page.waitForTimeout(SETTLE_MS)
    await locate(page, entry.button).click()
    await locate(page, entry.allWallets).waitFor({ timeout: TIMEOUT_MS })
    await page.evaluate((target) => window.__latchBench.arm(target), entry.gridItem)
    await locate(page, entry.allWallets).click()
    await page.waitForFunction(() => window.__latchBench.targetVisibleAt !== undefined, null, {
      timeout: TIMEOUT_MS,
    })
    const firstRenderMs = await page.evaluate(
      () => window.__latchBench.targetVisibleAt - window.__latchBench.clickAt,
    )
    await page.waitForTimeout(300)
    const scroll = await page.evaluate(scrollToEnd, {
      gridItem: entry.gridItem,
      more: entry.showMore,
      expected: count,
    })
    const longestTaskMs = scroll.longTasks.reduce((max, task) => Math.max(max, task.duration), 0)
    return {
      firstRenderMs,
      longestTaskMs,
      tasksOver50: scroll.longTasks.length,
      longestFrameMs: scroll.longestFrameMs,
      scrollMs: scroll.scrollMs,
      rendered: scroll.rendered,
      expected: count,
      outsideRequests: tracker.load.outside + tracker.open.outside,
    }
  } finally {
    await context.close()
  }
}
