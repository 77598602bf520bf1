import { BEFORE_CLICK_MS, locate, pageUrl, SETTLE_MS } from './measureLoad.mjs'
import { installProbe } from './probe.mjs'
import { openAtSetting } from './settings.mjs'

const TIMEOUT_MS = 60_000

/**
 * One fresh load of an entry (Latch's or a peer's) with the EVM dev wallet of test-fixtures/evm announced by
 * EIP-6963 (`walletScript`, run before the page's own scripts; every kit measured discovers EIP-6963 wallets), at
 * `setting`. Then: open the modal, click the dev wallet's entry (`entry.devWallet`), and time from that click's
 * event timestamp to the first frame that paints the entry's connected account button (`entry.connected`). What a
 * kit does in between (load its chain SDK, ask the wallet, update state and button) is in the figure. The modal is
 * opened and left to settle first, so only the connection is timed. No heap is read here, so Playwright's own
 * calls are fine.
 */
export async function measureConnect({ browser, origin, entry, setting, walletScript, relayUrl }) {
  const { context, page } = await openAtSetting(browser, setting)
  try {
    await page.addInitScript(installProbe, { button: entry.button })
    await page.addInitScript(walletScript)
    await page.goto(pageUrl(origin, entry, relayUrl), { waitUntil: 'load', timeout: TIMEOUT_MS })
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
