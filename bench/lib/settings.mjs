import { isolateContext } from './isolate.mjs'

/**
 * The CPU and screen settings every timing is measured at: a desktop window at 1x and 4x CPU (Chromium's
 * `Emulation.setCPUThrottlingRate`), and a low-end phone (issue 39): 6x CPU in a 390 px wide viewport (an iPhone
 * 12-15's CSS width). Results are keyed by `id`.
 */
const DESKTOP = { width: 1280, height: 800 }

export const SETTINGS = [
  { id: 'x1', label: '1x', rate: 1, viewport: DESKTOP },
  { id: 'x4', label: '4x', rate: 4, viewport: DESKTOP },
  { id: 'phone', label: '6x, 390 px', rate: 6, viewport: { width: 390, height: 844 } },
]

/**
 * The settings named in `--settings x1,x4,phone` (all when not given), x1 always among them: the bytes, the heap
 * and the report's rows come from the 1x loads. Throws on an unknown name.
 */
export function pickSettings(list) {
  if (!list) return SETTINGS
  const ids = ['x1', ...list.split(',')]
  for (const id of ids)
    if (!SETTINGS.some((setting) => setting.id === id))
      throw new Error(`bench: unknown setting ${id} (known: ${SETTINGS.map((s) => s.id).join(', ')})`)
  return SETTINGS.filter((setting) => ids.includes(setting.id))
}

/**
 * A fresh browser context (empty cache and storage, every request outside 127.0.0.1 blocked and counted by
 * `tracker`), a page and its CDP session, at `setting`'s viewport and CPU slowdown.
 */
export async function openAtSetting(browser, setting) {
  const context = await browser.newContext({ viewport: setting.viewport })
  const tracker = await isolateContext(context)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (setting.rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: setting.rate })
  return { context, tracker, page, cdp }
}
