import { scriptBytes } from './jsBytes.mjs'
import { DIST_DIR } from './paths.mjs'
import { installProbe } from './probe.mjs'
import { openAtSetting } from './settings.mjs'

/** Quiet time after the button shows and after the modal opens, before heap and requests are read. */
export const SETTLE_MS = 1500
/** After the network is idle, the wait before the click (as the outside bench of issue 21: network idle + 1 s). */
export const BEFORE_CLICK_MS = 1000
const TIMEOUT_MS = 60_000

/** Garbage-collects, then reads the used JS heap in bytes (CDP). */
export async function usedHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/**
 * Runs `expression` in the page's main world through CDP and returns its value. Playwright's own evaluate, wait
 * and locator calls inject its helper scripts into the page, about 0.5 MiB of JS heap that no visitor's page has:
 * everything before the heap readings goes through CDP instead.
 */
export async function evaluateRaw(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    returnByValue: true,
    awaitPromise: true,
  })
  if (exceptionDetails) throw new Error(`page evaluation failed: ${exceptionDetails.text}`)
  return result.value
}

/** Polls `expression` (CDP, main world) every 50 ms until it is truthy. */
export async function waitForRaw(cdp, expression) {
  const deadline = Date.now() + TIMEOUT_MS
  while (!(await evaluateRaw(cdp, expression))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Clicks the centre of the first visible `target` (probe's shadow-piercing lookup) with CDP mouse events. */
async function clickRaw(cdp, target) {
  const point = await evaluateRaw(
    cdp,
    `(() => { const element = window.__latchBench.findVisible(${JSON.stringify(target)}); if (!element) return null;
      const box = element.getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 } })()`,
  )
  if (!point) throw new Error(`nothing visible to click: ${JSON.stringify(target)}`)
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point })
  for (const type of ['mousePressed', 'mouseReleased'])
    await cdp.send('Input.dispatchMouseEvent', { type, ...point, button: 'left', clickCount: 1 })
}

/** A playwright locator for a `{ css, text? }` target (playwright CSS pierces open shadow roots). */
export function locate(page, target) {
  const locator = page.locator(target.css)
  return (target.text ? locator.filter({ hasText: target.text }) : locator).first()
}

/**
 * Click on the WalletConnect entry → QR code visible. The pointer rests on the entry first and the page settles,
 * so the SDK chunk is prefetched (the modal prefetches on hover), as for a visitor who moves to it and clicks.
 */
async function measureClickToQr(page, target) {
  await locate(page, target.entry).hover()
  await page.waitForTimeout(SETTLE_MS)
  await page.evaluate((qr) => window.__latchBench.arm(qr), target.qr)
  await locate(page, target.entry).click()
  await page.waitForFunction(() => window.__latchBench.targetVisibleAt !== undefined, null, {
    timeout: TIMEOUT_MS,
  })
  return page.evaluate(() => window.__latchBench.targetVisibleAt - window.__latchBench.clickAt)
}

/** JS URLs the page fetched, with their start time (ms since navigation). */
function listScripts(cdp) {
  return evaluateRaw(
    cdp,
    `performance.getEntriesByType('resource')
      .filter((entry) => /\\.m?js(\\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, start: entry.startTime }))`,
  )
}

/** The URL of an entry's page on the bench server (with the local relay's URL for the pages that take one). */
export function pageUrl(origin, entry, relayUrl) {
  const query = entry.needsRelay && relayUrl ? `?relay=${encodeURIComponent(relayUrl)}` : ''
  return `${origin}/${entry.id}/index.html${query}`
}

/**
 * One fresh page load of `entry` (new browser context: empty cache and storage) at `setting` (CPU slowdown and
 * viewport, lib/settings.mjs): time to button, click → first wallet, heap after open, requests per phase, JS bytes.
 * The heap after load is read here too (`probeHeapAfterLoad`, with the probe in the page), but the figure the
 * bench reports and judges is `measureHeap`'s, from a load with no script of the bench in the page.
 * `screenshot`: a PNG path to save the opened modal to.
 */
export async function measureLoad({ browser, origin, entry, setting, screenshot, relayUrl }) {
  const { context, tracker, page, cdp } = await openAtSetting(browser, setting)
  try {
    await page.addInitScript(installProbe, { button: entry.button })
    await page.goto(pageUrl(origin, entry, relayUrl), { waitUntil: 'load', timeout: TIMEOUT_MS })
    await waitForRaw(cdp, 'window.__latchBench.buttonVisibleAt !== undefined')
    await page.waitForTimeout(SETTLE_MS)
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS })
    await page.waitForTimeout(BEFORE_CLICK_MS)
    const buttonVisibleAt = await evaluateRaw(cdp, 'window.__latchBench.buttonVisibleAt')
    const heapAfterLoad = await usedHeap(cdp)
    const scriptsAtLoad = await listScripts(cdp)

    tracker.phase = 'open'
    await evaluateRaw(cdp, `window.__latchBench.arm(${JSON.stringify(entry.wallet)})`)
    await clickRaw(cdp, entry.button)
    await waitForRaw(cdp, 'window.__latchBench.targetVisibleAt !== undefined')
    const clickToWallet = await evaluateRaw(
      cdp,
      'window.__latchBench.targetVisibleAt - window.__latchBench.clickAt',
    )
    await page.waitForTimeout(SETTLE_MS)
    if (screenshot) await page.screenshot({ path: screenshot })
    const heapAfterOpen = await usedHeap(cdp)
    const clickToQrMs = entry.walletConnect ? await measureClickToQr(page, entry.walletConnect) : undefined
    const scriptsAtEnd = await listScripts(cdp)
    const beforePaint = scriptsAtLoad.filter((script) => script.start <= buttonVisibleAt)
    return {
      buttonVisibleMs: buttonVisibleAt,
      clickToWalletMs: clickToWallet,
      ...(clickToQrMs === undefined ? {} : { clickToQrMs }),
      probeHeapAfterLoad: heapAfterLoad,
      heapAfterOpen,
      requests: { load: { ...tracker.load }, open: { ...tracker.open } },
      outsideHosts: [...tracker.outsideHosts].sort(),
      js: {
        initial: scriptBytes(
          beforePaint.map((script) => script.url),
          origin,
          DIST_DIR,
        ),
        // Everything fetched before the click: the first load plus whatever the page prefetched while idle.
        beforeClick: scriptBytes(
          scriptsAtLoad.map((script) => script.url),
          origin,
          DIST_DIR,
        ),
        afterOpen: scriptBytes(
          scriptsAtEnd.map((script) => script.url),
          origin,
          DIST_DIR,
        ),
      },
    }
  } finally {
    await context.close()
  }
}

/**
 * The heap after load as the bench reports and judges it: a load of its own in `cdpBrowser` (bench/lib/cdpBrowser),
 * driven over CDP alone, so that no script of the bench or of Playwright is in the page; the same waits as
 * `measureLoad` (load, settle, network idle, the wait before the click), then a garbage collection.
 */
export async function measureHeap({ cdpBrowser, origin, entry, setting, relayUrl }) {
  const page = await cdpBrowser.openPage(setting)
  try {
    await page.goto(pageUrl(origin, entry, relayUrl))
    await delay(SETTLE_MS)
    await page.networkIdle()
    await delay(BEFORE_CLICK_MS)
    await page.send('HeapProfiler.collectGarbage')
    const { usedSize } = await page.send('Runtime.getHeapUsage')
    return usedSize
  } finally {
    await page.close()
  }
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
