import { isolateContext } from './isolate.mjs'
import { scriptBytes } from './jsBytes.mjs'
import { DIST_DIR } from './paths.mjs'
import { installProbe } from './probe.mjs'

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
function listScripts(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  )
}

/**
 * One fresh page load of `entry` (new browser context: empty cache and storage) at CPU slowdown `throttle`:
 * time to button, click → first wallet, heap after load and after open, requests per phase, JS bytes.
 * `screenshot`: a PNG path to save the opened modal to.
 */
export async function measureLoad({ browser, origin, entry, throttle, screenshot, relayUrl }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const tracker = await isolateContext(context)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.addInitScript(installProbe, { button: entry.button })
    const query = entry.needsRelay && relayUrl ? `?relay=${encodeURIComponent(relayUrl)}` : ''
    await page.goto(`${origin}/${entry.id}/index.html${query}`, { waitUntil: 'load', timeout: TIMEOUT_MS })
    await page.waitForFunction(() => window.__latchBench.buttonVisibleAt !== undefined, null, {
      timeout: TIMEOUT_MS,
    })
    await page.waitForTimeout(SETTLE_MS)
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS })
    await page.waitForTimeout(BEFORE_CLICK_MS)
    const buttonVisibleAt = await page.evaluate(() => window.__latchBench.buttonVisibleAt)
    const heapAfterLoad = await usedHeap(cdp)
    const scriptsAtLoad = await listScripts(page)

    tracker.phase = 'open'
    await page.evaluate((target) => window.__latchBench.arm(target), entry.wallet)
    await locate(page, entry.button).click()
    await page.waitForFunction(() => window.__latchBench.targetVisibleAt !== undefined, null, {
      timeout: TIMEOUT_MS,
    })
    const clickToWallet = await page.evaluate(
      () => window.__latchBench.targetVisibleAt - window.__latchBench.clickAt,
    )
    await page.waitForTimeout(SETTLE_MS)
    if (screenshot) await page.screenshot({ path: screenshot })
    const heapAfterOpen = await usedHeap(cdp)
    const clickToQrMs = entry.walletConnect ? await measureClickToQr(page, entry.walletConnect) : undefined
    const scriptsAtEnd = await listScripts(page)
    const beforePaint = scriptsAtLoad.filter((script) => script.start <= buttonVisibleAt)
    return {
      buttonVisibleMs: buttonVisibleAt,
      clickToWalletMs: clickToWallet,
      ...(clickToQrMs === undefined ? {} : { clickToQrMs }),
      heapAfterLoad,
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
