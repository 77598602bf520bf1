/// <reference types="@vitest/browser-playwright" />
import { cdp, page } from 'vitest/browser'

/** Safari on an iPhone, as a phone's browser announces itself. */
const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/**
 * Runs `scenario` with Chromium emulating a phone: a 390 × 844 viewport and an iPhone's user agent (through the
 * DevTools protocol, as the browser itself reports it), then restores the desktop.
 */
export async function asPhone<T>(scenario: () => Promise<T>): Promise<T> {
  const desktopAgent = navigator.userAgent
  const session = cdp()
  await page.viewport(390, 844)
  await session.send('Emulation.setUserAgentOverride', { userAgent: IPHONE_USER_AGENT })
  try {
    return await scenario()
  } finally {
    await session.send('Emulation.setUserAgentOverride', { userAgent: desktopAgent })
    await page.viewport(1280, 800)
  }
}
