import type { SmtpSink } from '@latch/fixture-smtp'
import type { Browser, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { codeFromMailbox, type EmbeddedTestServer } from './embedded'
import {
  addVirtualAuthenticator,
  type FrameAnswer,
  type FrameBed,
  frameRequest,
  frameView,
  hostMessages,
  openHost,
  resultOf,
  startFrameBed,
} from './frameHarness'

// Issue 33, passkeys, in Chromium with its virtual authenticator (CDP WebAuthn, PRF on or off): the real wallet
// frame on `localhost:<port>` (the WebAuthn relying party; an IP address cannot be an RP ID) under a host page on
// another `localhost` port (another origin, the same site), apps/server verifying the ceremonies with
// @simplewebauthn/server.

const PROJECT = 'passkey-project'

let sink: SmtpSink
let target: EmbeddedTestServer
let browser: Browser
let host: FrameBed['host']
let bed: FrameBed
const frameOrigin = () => bed.frameOrigin()

beforeAll(async () => {
  bed = await startFrameBed(PROJECT)
  ;({ sink, target, browser, host } = bed)
}, 90_000)

afterAll(() => bed?.close())

type User = { id: string; email: string; accounts: { eip155: string; solana: string } }

const view = frameView

/** A new wallet by e-mail code: the frame shows the recovery kit, which is saved; the user and the kit. */
async function createByEmail(page: Page, frame: Frame, email: string): Promise<{ user: User; kit: string }> {
  resultOf(await frameRequest(page, 'Init', { networks: [] }))
  resultOf(await frameRequest(page, 'ConnectEmail', { email }))
  const code = await codeFromMailbox(sink, email)
  const connected = frameRequest(page, 'ConnectOtp', { code })
  const kitView = view(frame, 'RecoveryKit')
  await kitView.waitFor({ timeout: 20_000 })
  const kit = await kitView.locator('textarea[data-recovery-kit]').inputValue()
  await kitView.getByLabel('I have saved my recovery kit').check()
  await kitView.getByRole('button', { name: 'Continue' }).click()
  return { user: resultOf<{ user: User }>(await connected).user, kit }
}

/** AddPasskey: the frame shows its own button; the visitor's click there runs the ceremony. */
async function addPasskey(page: Page, frame: Frame): Promise<FrameAnswer> {
  const added = frameRequest(page, 'AddPasskey')
  const offer = view(frame, 'AddPasskey')
  await offer.waitFor({ timeout: 20_000 })
  await offer.getByRole('button', { name: 'Add a passkey' }).click()
  return added
}

describe('issue 33 in chromium: passkeys (WebAuthn with PRF) in the wallet frame', () => {
  test('behavior: add a passkey with PRF; with every byte the frame origin stored erased (a new device), the passkey alone logs in and opens the same accounts, no kit', async () => {
    const email = `pk-${Date.now()}@example.com`
    const context = await browser.newContext()
    try {
      const { page, frame } = await openHost(context, host.origin)
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page, { hasPrf: true })
      const { user } = await createByEmail(page, frame, email)
      expect(resultOf(await addPasskey(page, frame))).toEqual({ prf: true })
      // One discoverable credential for the frame's host (the RP ID).
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
      expect(credentials).toHaveLength(1)
      expect(credentials[0]?.rpId).toBe('localhost')
      expect(credentials[0]?.isResidentCredential).toBe(true)

      // A new device, as far as the wallet can tell: the frame origin's storage (device share, token) is erased
      // and the page reloaded. (Chromium's virtual authenticator cannot hand a credential's PRF secret to another
      // one, so the passkey stays on this authenticator; nothing else does.)
      resultOf(await frameRequest(page, 'SignOut', { forgetDevice: false }))
      await cdp.send('Storage.clearDataForOrigin', { origin: frameOrigin(), storageTypes: 'all' })
      await page.reload()
      await page.evaluate(() => (window as unknown as { ready: Promise<void> }).ready)
      const reloaded = page.frames().find((candidate) => candidate.url().includes('/embedded/frame')) as Frame
      expect(await reloaded.evaluate(() => indexedDB.databases())).toEqual([])
      expect(resultOf(await frameRequest(page, 'Init', { networks: [] }))).toEqual({
        user: null,
        storage: 'persistent',
      })

      const loginBodies: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/embedded/passkey/login?')) loginBodies.push(request.postData() ?? '')
      })
      const answer = resultOf<{ user: User }>(await frameRequest(page, 'ConnectPasskey'))
      expect(answer.user.accounts).toEqual(user.accounts)
      expect(answer.user.email).toBe(email)
      // Opened with the passkey's share and the server's: the recovery kit was never asked for.
      expect(await view(reloaded, 'RecoverWallet').count()).toBe(0)

      // What the frame sent the server holds no PRF output (only the assertion) and cannot be replayed.
      expect(loginBodies).toHaveLength(1)
      const sent = JSON.parse(loginBodies[0] as string) as { response: { clientExtensionResults: object } }
      expect(sent.response.clientExtensionResults).toEqual({})
      const replay = await fetch(`${target.server.url}/embedded/passkey/login?projectId=${PROJECT}`, {
        method: 'POST',
        headers: { origin: frameOrigin(), 'content-type': 'application/json' },
        body: loginBodies[0],
      })
      expect(replay.status).toBe(401)
      expect(await replay.json()).toEqual({ error: 'The passkey did not verify' })
      // The host page was told the user, never a token or a share.
      const messages = (await hostMessages(page)).join('\n')
      expect(messages).toContain(user.accounts.eip155)
      expect(messages).not.toMatch(/token|wrappedShare|authShare/)
    } finally {
      await context.close()
    }
  }, 120_000)

  test('behavior: a passkey this wallet server does not know is refused with PASSKEY_FAILED and its message; no passkey at all says none was used', async () => {
    const context = await browser.newContext()
    try {
      const { page } = await openHost(context, host.origin)
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page, { hasPrf: true })
      resultOf(await frameRequest(page, 'Init', { networks: [] }))
      // No credential on the authenticator: the browser gives none.
      expect(await frameRequest(page, 'ConnectPasskey')).toEqual({
        ok: false,
        error: { code: 'PASSKEY_FAILED', message: 'No passkey was used' },
      })
      // A discoverable credential for this RP that was never registered with the server (another site's server,
      // or a passkey whose wallet was deleted).
      const key = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])
      const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', key.privateKey)).toString('base64')
      await cdp.send('WebAuthn.addCredential', {
        authenticatorId,
        credential: {
          credentialId: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'),
          isResidentCredential: true,
          rpId: 'localhost',
          privateKey: pkcs8,
          userHandle: Buffer.from('stranger').toString('base64'),
          signCount: 0,
        },
      })
      expect(await frameRequest(page, 'ConnectPasskey')).toEqual({
        ok: false,
        error: { code: 'PASSKEY_FAILED', message: 'This passkey is not registered for this wallet' },
      })
      expect(await frameRequest(page, 'GetUser')).toEqual({ ok: true, result: { user: null } })
    } finally {
      await context.close()
    }
  }, 90_000)

  test('behavior: without PRF the passkey still logs in, and the recovery kit is asked for on a new device', async () => {
    const email = `pk-noprf-${Date.now()}@example.com`
    const first = await browser.newContext()
    const second = await browser.newContext()
    try {
      const { page, frame } = await openHost(first, host.origin)
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page, { hasPrf: false })
      const { user, kit } = await createByEmail(page, frame, email)
      expect(resultOf(await addPasskey(page, frame))).toEqual({ prf: false })
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })

      const device = await openHost(second, host.origin)
      const other = await addVirtualAuthenticator(device.page, { hasPrf: false })
      for (const credential of credentials)
        await other.cdp.send('WebAuthn.addCredential', { authenticatorId: other.authenticatorId, credential })
      resultOf(await frameRequest(device.page, 'Init', { networks: [] }))
      const connected = frameRequest(device.page, 'ConnectPasskey')
      const recover = view(device.frame, 'RecoverWallet')
      await recover.waitFor({ timeout: 20_000 })
      await recover.getByRole('textbox', { name: 'Recovery kit' }).fill(kit)
      await recover.getByRole('button', { name: 'Open wallet' }).click()
      expect(resultOf<{ user: User }>(await connected).user.accounts).toEqual(user.accounts)
    } finally {
      await first.close()
      await second.close()
    }
  }, 120_000)
})
