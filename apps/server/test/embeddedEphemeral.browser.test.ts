import type { SmtpSink } from '@latch/fixture-smtp'
import type { Browser } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { codeFromMailbox } from './embedded'
import { type FrameBed, frameRequest, openHost, resultOf, startFrameBed } from './frameHarness'

// Issue 33, "when the browser gets in the way": the wallet frame on `localhost` under a host page on `127.0.0.1`
// (another site), where Chromium denies the frame localStorage and IndexedDB (third-party storage). The wallet
// still works for the page's life (ephemeral mode), tells the visitor it keeps nothing, and keeps nothing.

const PROJECT = 'ephemeral-project'

let sink: SmtpSink
let browser: Browser
let host: FrameBed['host']
let bed: FrameBed

beforeAll(async () => {
  bed = await startFrameBed(PROJECT, '127.0.0.1')
  ;({ sink, browser, host } = bed)
}, 90_000)

afterAll(() => bed?.close())

describe('issue 33 in chromium: third-party storage denied to the wallet frame', () => {
  test('behavior: ephemeral mode: the e-mail wallet is made, says it keeps nothing, signs; after a reload nothing is kept', async () => {
    const email = `ephemeral-${Date.now()}@example.com`
    const context = await browser.newContext()
    try {
      const { page, frame } = await openHost(context, host.origin)
      // The frame really has no storage here.
      expect(
        await frame.evaluate(() => {
          try {
            localStorage.getItem('x')
            return 'storage'
          } catch {
            return 'denied'
          }
        }),
      ).toBe('denied')
      const networks = [{ chainId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' }]
      expect(resultOf(await frameRequest(page, 'Init', { networks }))).toEqual({
        user: null,
        storage: 'ephemeral',
      })

      resultOf(await frameRequest(page, 'ConnectEmail', { email }))
      const connected = frameRequest(page, 'ConnectOtp', { code: await codeFromMailbox(sink, email) })
      const kitView = frame.locator('[data-view="RecoveryKit"]')
      await kitView.waitFor({ timeout: 20_000 })
      expect(await kitView.locator('[data-ephemeral-notice]').textContent()).toContain(
        'this device will not remember it',
      )
      await kitView.getByLabel('I have saved my recovery kit').check()
      await kitView.getByRole('button', { name: 'Continue' }).click()
      const { user } = resultOf<{ user: { accounts: { eip155: `0x${string}` } } }>(await connected)

      // The wallet signs, from the shares in memory.
      const signed = frameRequest(page, 'RpcRequest', {
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: ['0x68656c6c6f', user.accounts.eip155],
      })
      const approve = frame
        .locator('[data-view="ApproveTransaction"]')
        .getByRole('button', { name: 'Approve' })
      await expect.poll(() => approve.isEnabled(), { timeout: 20_000 }).toBe(true)
      await approve.click()
      const signature = resultOf<`0x${string}`>(await signed)
      expect(await verifyMessage({ address: user.accounts.eip155, message: 'hello', signature })).toBe(true)

      // A reload: nothing was kept (no session, no device share).
      await page.reload()
      await page.evaluate(() => (window as unknown as { ready: Promise<void> }).ready)
      expect(resultOf(await frameRequest(page, 'Init', { networks }))).toEqual({
        user: null,
        storage: 'ephemeral',
      })
    } finally {
      await context.close()
    }
  }, 120_000)

  test('behavior: "Remember this wallet on this device" asks the browser inside the click (Storage Access API); where storage stays denied, the visitor is told, and the wallet works on', async () => {
    const email = `remember-${Date.now()}@example.com`
    const context = await browser.newContext()
    try {
      // The browser grants the Storage Access API's permission, yet this Chromium still denies the cross-site
      // frame its localStorage and IndexedDB (also through the API's handle): the refusal path a visitor meets.
      await context.grantPermissions(['storage-access'])
      const { page, frame } = await openHost(context, host.origin)
      const networks = [{ chainId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' }]
      expect(resultOf(await frameRequest(page, 'Init', { networks }))).toEqual({
        user: null,
        storage: 'ephemeral',
      })
      resultOf(await frameRequest(page, 'ConnectEmail', { email }))
      const connected = frameRequest(page, 'ConnectOtp', { code: await codeFromMailbox(sink, email) })
      const kitView = frame.locator('[data-view="RecoveryKit"]')
      await kitView.waitFor({ timeout: 20_000 })
      const remember = kitView.getByRole('button', { name: 'Remember this wallet on this device' })
      await remember.click()
      const notice = kitView.locator('[data-ephemeral-notice]')
      await expect.poll(() => notice.getAttribute('data-storage-access'), { timeout: 20_000 }).toBe('refused')
      expect(await notice.textContent()).toBe(
        'Your browser did not allow it, so this device will not remember the wallet: next time, open it with this kit or a passkey after your e-mail code.',
      )
      // Granted cookie access (the permission), yet no storage: the frame stays ephemeral and says so.
      expect(await frame.evaluate(() => document.hasStorageAccess())).toBe(true)
      expect(await remember.isEnabled()).toBe(true)
      await kitView.getByLabel('I have saved my recovery kit').check()
      await kitView.getByRole('button', { name: 'Continue' }).click()
      const { user } = resultOf<{ user: { accounts: { eip155: string } } }>(await connected)
      expect(user.accounts.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
    } finally {
      await context.close()
    }
  }, 120_000)
})
