import { type AnvilInstance, startAnvil } from '@latch/fixture-evm/node'
import type { Browser, Frame, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testClock } from './embedded'
import { signInWithFarcaster, TEST_RELAY_KEY, tableFidResolver } from './farcaster'
import { type FrameBed, frameRequest, frameView, openHost, resultOf, startFrameBed } from './frameHarness'

// Issue 33 in Chromium with the real wallet frame: Sign In With Farcaster (the frame opens the login on apps/server's
// relay, a Farcaster wallet client signs with a real custody key, the frame signs in with the verified login and
// makes the fid's wallet), and the wallet settings' "log in again" when the login is too old for export.

const PROJECT = 'farcaster-project'
const clock = testClock()
const custodies = new Map<string, bigint>()

let anvil: AnvilInstance
let browser: Browser
let bed: FrameBed

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 10 })
  bed = await startFrameBed(PROJECT, 'localhost', {
    clock,
    farcaster: {
      relayKey: TEST_RELAY_KEY,
      optimismRpcUrl: anvil.rpcUrl,
      fidResolver: tableFidResolver(custodies),
    },
  })
  ;({ browser } = bed)
}, 90_000)

afterAll(async () => {
  await bed?.close()
  await anvil?.stop()
})

type User = { id: string; email: string; accounts: { eip155: string; solana: string } }

function farcasterAccount(fid: number) {
  const custody = privateKeyToAccount(generatePrivateKey())
  custodies.set(custody.address.toLowerCase(), BigInt(fid))
  return { fid, custody }
}

/** The whole Farcaster login through the frame; a new wallet's kit is saved when shown. */
async function logInWithFarcaster(page: Page, frame: Frame, account: ReturnType<typeof farcasterAccount>) {
  const attempt = crypto.randomUUID()
  const { url } = resultOf<{ url: string }>(await frameRequest(page, 'StartFarcaster', { attempt }))
  const connected = frameRequest(page, 'ConnectFarcaster', { attempt })
  const answered = await signInWithFarcaster({
    relay: bed.target.server.url,
    rpcUrl: anvil.rpcUrl,
    url,
    ...account,
    username: 'ada',
  })
  expect(answered.response?.status).toBe(201)
  return { url, connected }
}

async function saveKit(frame: Frame) {
  const kitView = frameView(frame, 'RecoveryKit')
  await kitView.waitFor({ timeout: 30_000 })
  await kitView.getByLabel('I have saved my recovery kit').check()
  await kitView.getByRole('button', { name: 'Continue' }).click()
}

describe('issue 33 in chromium: Sign In With Farcaster and fresh logins in the wallet frame', () => {
  test('behavior: the frame gives the Sign In With Farcaster link, signs in once the custody key signed, and the same fid opens the same wallet later', async () => {
    const account = farcasterAccount(4242)
    const context = await browser.newContext()
    try {
      const { page, frame } = await openHost(context, bed.host.origin)
      resultOf(await frameRequest(page, 'Init', { networks: [] }))
      const first = await logInWithFarcaster(page, frame, account)
      expect(first.url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
      await saveKit(frame)
      const { user, socialProvider, username } = resultOf<{
        user: User
        socialProvider: string
        username: string
      }>(await first.connected)
      expect(socialProvider).toBe('farcaster')
      expect(username).toBe('ada')
      expect(user.accounts.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)

      // Signed out, then in again with the same fid on this device: the same wallet, no kit asked.
      resultOf(await frameRequest(page, 'SignOut', {}))
      const again = await logInWithFarcaster(page, frame, account)
      const second = resultOf<{ user: User }>(await again.connected)
      expect(second.user.accounts).toEqual(user.accounts)
    } finally {
      await context.close()
    }
  }, 120_000)

  test('behavior: a Farcaster login signed by another key is refused with its reason, nothing signed in', async () => {
    const owner = farcasterAccount(4343)
    const context = await browser.newContext()
    try {
      const { page } = await openHost(context, bed.host.origin)
      resultOf(await frameRequest(page, 'Init', { networks: [] }))
      const attempt = crypto.randomUUID()
      const { url } = resultOf<{ url: string }>(await frameRequest(page, 'StartFarcaster', { attempt }))
      const connected = frameRequest(page, 'ConnectFarcaster', { attempt })
      const impostor = privateKeyToAccount(generatePrivateKey())
      await signInWithFarcaster({
        relay: bed.target.server.url,
        rpcUrl: anvil.rpcUrl,
        url,
        fid: owner.fid,
        custody: impostor,
      })
      expect(await connected).toEqual({
        ok: false,
        error: { code: 'SOCIAL_LOGIN_FAILED', message: 'The Farcaster signature did not verify' },
      })
      expect(resultOf<{ user: unknown }>(await frameRequest(page, 'GetUser', {})).user).toBeNull()
    } finally {
      await context.close()
    }
  }, 120_000)

  test("behavior: export with a login older than the server's window asks to log in again (typed FRESH_LOGIN_REQUIRED), never the generic error", async () => {
    const account = farcasterAccount(4444)
    const context = await browser.newContext()
    try {
      const { page, frame } = await openHost(context, bed.host.origin)
      resultOf(await frameRequest(page, 'Init', { networks: [] }))
      const login = await logInWithFarcaster(page, frame, account)
      await saveKit(frame)
      resultOf(await login.connected)
      clock.offsetMs = 11 * 60_000
      expect(await frameRequest(page, 'ExportWallet', {})).toEqual({
        ok: false,
        error: { code: 'FRESH_LOGIN_REQUIRED', message: 'Session too old: verify a new code' },
      })
    } finally {
      clock.offsetMs = 0
      await context.close()
    }
  }, 120_000)
})
