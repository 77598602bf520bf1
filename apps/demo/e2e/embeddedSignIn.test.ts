import { describe, expect, inject, test } from 'vitest'
import { openDemo } from './browser'
import { decide, newEmailWallet } from './emailWallet'
import { serverSession, sharedBrowser } from './testBed'

// Issue 32 (Deliver 3, spec §5) in Chromium on the built demo with sign-in verified by apps/server: the e-mail
// wallet on eip155 signs the sign-in message in its own prompt right after the login, with no sign view of the
// kit in between, and the server's verifier accepts the embedded account's signature.

const browser = sharedBrowser()

describe('issue 32 in chromium: sign-in through the e-mail wallet (spec §5)', () => {
  test('behavior: after an e-mail login the frame asks to sign the sign-in message; approved, the server holds the session for the embedded address', async () => {
    const { page, log, close } = await openDemo(browser(), `${inject('demoUrl')}?siwx=server`)
    try {
      const signView = page.locator('[data-latch-modal] [role="dialog"][data-view="SIWXSignMessage"]')
      let sawSignView = false
      void signView.waitFor({ timeout: 60_000 }).then(
        () => {
          sawSignView = true
        },
        () => undefined,
      )
      const address = await newEmailWallet(page, `sign-${Date.now()}@example.com`)
      const shown = await decide(page)
      expect(shown).toContain('wants you to sign in with your Ethereum account:')
      expect(shown).toContain(address)
      await expect.poll(() => serverSession(page), { timeout: 20_000 }).not.toBeNull()
      expect((await serverSession(page))?.address.toLowerCase()).toBe(address.toLowerCase())
      expect(sawSignView).toBe(false)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 120_000)
})
