import { isolateContext } from './isolate.mjs'
import { BEFORE_CLICK_MS, locate, SETTLE_MS } from './measureLoad.mjs'
import { installProbe } from './probe.mjs'

const TIMEOUT_MS = 60_000

/**
 * One fresh load of a Latch entry with the EVM dev wallet announced by EIP-6963 (`walletScript`, run before the
 * page's own scripts), then: open the modal, click the dev wallet's row, and time from that click's event timestamp
 * to the first frame that paints the connected account button (the kit's chain SDK loads in between, as for a
 * visitor who connects). The modal is opened and left to settle first, so only the connection is timed.
 */
export async function measureConnect({ browser, origin, entry, throttle, walletScript }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await isolateContext(context)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.addInitScript(installProbe, { button: entry.button })
    await page.addInitScript(walletScript)
    await page.goto(`${origin}/${entry.id}/index.html`, { waitUntil: 'load', timeout: TIMEOUT_MS })
    await page.waitForFunction(() => window.__latchBench.buttonVisibleAt !== undefined, null, {
      timeout: TIMEOUT_MS,
    })
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS })
    await page.waitForTimeout(BEFORE_CLICK_MS)
    await locate(page, entry.button).click()
    const wallet = locate(page, entry.devWallet)
    await wallet.waitFor({ timeout: TIMEOUT_MS })
    await page.waitForTimeout(SETTLE_MS)
    await page.evaluate((target) => window.__latchBench.arm(target), entry.connected)
    await wallet.click()
    await page.waitForFunction(() => window.__latchBench.targetVisibleAt !== undefined, null, {
      timeout: TIMEOUT_MS,
    })
    return await page.evaluate(() => window.__latchBench.targetVisibleAt - window.__latchBench.clickAt)
  } finally {
    await context.close()
  }
}
