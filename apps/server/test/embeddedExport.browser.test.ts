import { createPrivateKey, createPublicKey } from 'node:crypto'
import type { SmtpSink } from '@latch/fixture-smtp'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import type { Browser, Frame, Page } from 'playwright-core'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { codeFromMailbox, type EmbeddedTestServer, testClock } from './embedded'
import {
  type FrameBed,
  frameRequest,
  frameView,
  hostMessages,
  openHost,
  resultOf,
  startFrameBed,
} from './frameHarness'

// Issue 33, "take it away", in Chromium with the real wallet frame: export shows the mnemonic and keys only in the
// frame's own document (the host page's messages, storage and DOM never hold them) and they derive the wallet's
// addresses; delete asks in the frame, forgets the wallet, and the same e-mail gets a new one only when confirmed.
// Sign-out (issue 32) forgets this device's share only when asked.

const PROJECT = 'export-project'

let sink: SmtpSink
let target: EmbeddedTestServer
let browser: Browser
let host: FrameBed['host']
let bed: FrameBed
// The server's clock: the delete test moves it past the 30 s resend rule instead of waiting for it.
const clock = testClock()

beforeAll(async () => {
  bed = await startFrameBed(PROJECT, 'localhost', { clock })
  ;({ sink, target, browser, host } = bed)
}, 90_000)

afterAll(() => bed?.close())

type User = { id: string; email: string; accounts: { eip155: string; solana: string } }

/** The ed25519 public key of a 32-byte secret key, by Node's own crypto (PKCS#8 wrapping of the raw key). */
function ed25519PublicKey(secret: Uint8Array): Uint8Array {
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(secret)])
  const spki = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({
    format: 'der',
    type: 'spki',
  })
  return new Uint8Array(spki.subarray(-32))
}
const view = frameView

/** Logs in by e-mail code; a new wallet's kit is saved in the frame when shown. */
async function logInByEmail(page: Page, frame: Frame, email: string, after?: () => Promise<void>) {
  resultOf(await frameRequest(page, 'Init', { networks: [] }))
  resultOf(await frameRequest(page, 'ConnectEmail', { email }))
  const connected = frameRequest(page, 'ConnectOtp', { code: await codeFromMailbox(sink, email) })
  if (after) await after()
  else {
    const kitView = view(frame, 'RecoveryKit')
    await kitView.waitFor({ timeout: 20_000 })
    await kitView.getByLabel('I have saved my recovery kit').check()
    await kitView.getByRole('button', { name: 'Continue' }).click()
  }
  return connected
}

describe('issue 33 in chromium: export and delete in the wallet frame', () => {
  test('behavior: export reveals the mnemonic and keys in the frame only; they derive the wallet addresses; the host page never holds them', async () => {
    const context = await browser.newContext()
    try {
      const { page, frame } = await openHost(context, host.origin)
      const { user } = resultOf<{ user: User }>(
        await logInByEmail(page, frame, `export-${Date.now()}@example.com`),
      )

      const exported = frameRequest(page, 'ExportWallet')
      const exportView = view(frame, 'ExportWallet')
      await exportView.waitFor({ timeout: 20_000 })
      // Hidden until the visitor asks.
      expect(await exportView.locator('[data-export-mnemonic]').count()).toBe(0)
      await exportView.getByRole('button', { name: 'Reveal' }).click()
      const mnemonic = (
        (await exportView.locator('[data-export-mnemonic] div').nth(1).textContent()) ?? ''
      ).trim()
      const evmKey = (
        (await exportView.locator('[data-export-evm-key] div').nth(1).textContent()) ?? ''
      ).trim()
      const solanaKey = (
        (await exportView.locator('[data-export-solana-key] div').nth(1).textContent()) ?? ''
      ).trim()
      await exportView.getByRole('button', { name: 'Done' }).click()
      expect(await exported).toEqual({ ok: true, result: null })

      // The mnemonic is a standard BIP-39 phrase whose BIP-44 account is the wallet's EVM address.
      expect(validateMnemonic(mnemonic, wordlist)).toBe(true)
      const evmFromPhrase = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/60'/0'/0/0")
      expect(privateKeyToAccount(bytesToHex(evmFromPhrase.privateKey as Uint8Array)).address).toBe(
        user.accounts.eip155,
      )
      expect(privateKeyToAccount(evmKey as `0x${string}`).address).toBe(user.accounts.eip155)
      // The Solana key (secret then public half, as Phantom imports it) is the wallet's Solana account.
      const pair = base58.decode(solanaKey)
      expect(base58.encode(ed25519PublicKey(pair.slice(0, 32)))).toBe(user.accounts.solana)

      // Nothing of it reached the host page: its messages, storage, or DOM.
      const words = mnemonic.split(' ')
      const hostSide = [
        ...(await hostMessages(page)),
        await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie),
        await page.content(),
      ].join('\n')
      for (const secret of [mnemonic, evmKey.slice(2), solanaKey, words.slice(0, 3).join(' ')])
        expect(hostSide.includes(secret)).toBe(false)
    } finally {
      await context.close()
    }
  }, 120_000)

  test('behavior: delete asks in the frame; then the server forgets the wallet, and the same e-mail gets a new wallet only after "Create a new wallet"', async () => {
    const email = `delete-${Date.now()}@example.com`
    const context = await browser.newContext()
    try {
      const { page, frame } = await openHost(context, host.origin)
      const { user } = resultOf<{ user: User }>(await logInByEmail(page, frame, email))

      // Cancel first: nothing happens.
      const cancelled = frameRequest(page, 'DeleteWallet')
      await view(frame, 'DeleteWallet').getByRole('button', { name: 'Cancel' }).click()
      expect(await cancelled).toEqual({
        ok: false,
        error: { code: 4001, message: 'User rejected the request' },
      })
      expect(resultOf<{ user: User | null }>(await frameRequest(page, 'GetUser')).user?.accounts).toEqual(
        user.accounts,
      )

      const deleted = frameRequest(page, 'DeleteWallet')
      const confirm = view(frame, 'DeleteWallet').getByRole('button', { name: 'Delete wallet' })
      await expect.poll(() => confirm.isEnabled()).toBe(true)
      await confirm.click()
      expect(await deleted).toEqual({ ok: true, result: null })
      expect(resultOf(await frameRequest(page, 'GetUser'))).toEqual({ user: null })
      const stored = await target.server.database.sql.query(
        'select 1 from embedded_wallets where user_id = $1',
        [user.id],
      )
      expect(stored.rows).toEqual([])

      // The same e-mail again (past the 30 s resend rule): the frame asks; Cancel makes no wallet.
      clock.offsetMs += 30_500
      const refused = await logInByEmail(page, frame, email, async () => {
        await view(frame, 'NewWalletAfterDelete').getByRole('button', { name: 'Cancel' }).click()
      })
      expect(refused).toEqual({
        ok: false,
        error: {
          code: 'WALLET_DELETED',
          message: 'You deleted the wallet of this e-mail. No new wallet was made.',
        },
      })
      expect(resultOf(await frameRequest(page, 'GetUser'))).toEqual({ user: null })

      clock.offsetMs += 30_500
      const renewed = await logInByEmail(page, frame, email, async () => {
        await view(frame, 'NewWalletAfterDelete').getByRole('button', { name: 'Create a new wallet' }).click()
        const kitView = view(frame, 'RecoveryKit')
        await kitView.waitFor({ timeout: 20_000 })
        await kitView.getByLabel('I have saved my recovery kit').check()
        await kitView.getByRole('button', { name: 'Continue' }).click()
      })
      const fresh = resultOf<{ user: User }>(renewed).user
      expect(fresh.id).toBe(user.id)
      expect(fresh.accounts.eip155).not.toBe(user.accounts.eip155)
    } finally {
      await context.close()
    }
  }, 90_000)

  test('behavior: sign out keeps this device’s share unless asked to forget the device, then it is gone from the frame (issue 32)', async () => {
    const context = await browser.newContext()
    try {
      const { page, frame } = await openHost(context, host.origin)
      const deviceShares = () =>
        frame.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const opened = indexedDB.open('latch-embedded')
              opened.onerror = () => reject(opened.error)
              opened.onsuccess = () => {
                const counted = opened.result
                  .transaction('device-shares')
                  .objectStore('device-shares')
                  .count()
                counted.onsuccess = () => resolve(counted.result)
                counted.onerror = () => reject(counted.error)
              }
            }),
        )
      resultOf(await logInByEmail(page, frame, `keep-${Date.now()}@example.com`))
      expect(await deviceShares()).toBe(1)
      resultOf(await frameRequest(page, 'SignOut', {}))
      expect(resultOf<{ user: User | null }>(await frameRequest(page, 'GetUser')).user).toBeNull()
      expect(await deviceShares()).toBe(1)

      resultOf(await logInByEmail(page, frame, `forget-${Date.now()}@example.com`))
      expect(await deviceShares()).toBe(2)
      resultOf(await frameRequest(page, 'SignOut', { forgetDevice: true }))
      expect(resultOf<{ user: User | null }>(await frameRequest(page, 'GetUser')).user).toBeNull()
      // The signed-out user's share is gone; the other visitor's, kept by the plain sign-out, stays.
      expect(await deviceShares()).toBe(1)
    } finally {
      await context.close()
    }
  }, 120_000)
})
