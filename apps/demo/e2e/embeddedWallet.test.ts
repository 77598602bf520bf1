import { freshAddress } from '@latch/fixture-solana/devWallet'
import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import type { Page } from 'playwright-core'
import { combine } from 'shamir-secret-sharing'
import { type Address, createPublicClient, getAddress, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { dialog, openDemo, openDemoContext } from './browser'
import { enterEmailAndCode, walletFrame } from './emailWallet'
import { lamportsOf } from './solanaRpc'
import { codeFor, mailsTo, revertChainAfterEach, sharedBrowser } from './testBed'

// Issue 32 in Chromium on the built demo: e-mail login through the wallet frame (the demo Latch server's origin),
// the code read from the demo's mailbox, keys split 2-of-3 between the frame's IndexedDB, the server and the
// recovery kit.

const browser = sharedBrowser()
revertChainAfterEach()

// A little past the 30 s the balance read at connect stays cached (spec §9).
const BALANCE_CACHE_PASSED_MS = 31_000

/**
 * The demo in a new context, on a page whose clock (host page and wallet frame) starts as the real one and runs on
 * with it, and that a test can move forward past a cache's lifetime instead of waiting it out.
 */
async function openDemoOnClock(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { openTab, close } = await openDemoContext(browser(), inject('demoUrl'))
  const { page } = await openTab((tab) => tab.clock.install())
  return { page, close }
}
const anvil = inject('anvilRpcUrls')['31337'] as string
const reader = createPublicClient({ transport: http(anvil) })
const solanaRpc = inject('solanaRpcUrl')

/** The Solana address of the e-mail wallet, read from its Wallet Standard registration on the host page. */
function solanaAddressOf(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        const register = (...wallets: { name: string; accounts: { address: string }[] }[]) => {
          const wallet = wallets.find((candidate) => candidate.name === 'Latch E-mail Wallet')
          if (wallet) resolve(wallet.accounts[0]?.address)
          return () => {}
        }
        window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
        setTimeout(() => resolve(undefined), 2_000)
      }),
  )
}

/**
 * The device share the frame keeps in its origin's IndexedDB (base64), unwrapped inside the frame with the record's
 * own non-extractable key, as the frame does (the record is keyed `<projectId>:<userId>`, the user id its AAD).
 */
function deviceShareOf(page: Page): Promise<string> {
  const frame = page.frames().find((candidate) => candidate.url().includes('/embedded/frame'))
  if (!frame) throw new Error('the wallet frame is not on the page')
  return frame.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('latch-embedded')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const read = <T>(act: (store: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const request = act(database.transaction('device-shares').objectStore('device-shares'))
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const [key] = await read((store) => store.getAllKeys())
    const record = (await read((store) => store.get(key as IDBValidKey))) as {
      key: CryptoKey
      iv: Uint8Array<ArrayBuffer>
      ciphertext: ArrayBuffer
    }
    const userId = String(key).slice(String(key).indexOf(':') + 1)
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: record.iv, additionalData: new TextEncoder().encode(userId) },
      record.key,
      record.ciphertext,
    )
    return btoa(String.fromCharCode(...new Uint8Array(plain)))
  })
}

/** Approves (or rejects) what the frame shows in ApproveTransaction; returns the rows it showed. */
async function decide(page: Page, approve: boolean): Promise<string> {
  const view = walletFrame(page).locator('[data-view="ApproveTransaction"]')
  await view.waitFor({ timeout: 15_000 })
  const shown = (await view.textContent()) ?? ''
  const button = view.getByRole('button', { name: approve ? 'Approve' : 'Reject' })
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
  await view.waitFor({ state: 'detached' })
  return shown
}

describe('issue 32 in chromium: the e-mail wallet (frame on its own origin, 2-of-3 shares)', () => {
  test('behavior: log in with the mailed code, save the kit, send on anvil, sign, reject, refuse, ignore other origins; the host page never holds a secret', async () => {
    const email = `ada-${Date.now()}@example.com`
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    const hostBodies: string[] = []
    page.on('request', (request) => {
      if (request.frame() === page.mainFrame()) hostBodies.push(request.postData() ?? '')
    })
    page.on('response', async (response) => {
      if (response.frame() === page.mainFrame()) hostBodies.push(await response.text().catch(() => ''))
    })
    try {
      await enterEmailAndCode(page, email)
      // A new wallet: the frame shows the recovery kit, says what is lost with device and kit, and waits.
      const kitView = walletFrame(page).locator('[data-view="RecoveryKit"]')
      await kitView.waitFor({ timeout: 20_000 })
      expect(await kitView.textContent()).toContain('If you lose both this device’s data and this kit')
      const kit = await kitView.locator('textarea[data-recovery-kit]').inputValue()
      expect(kit).toMatch(/^latch-recovery-kit-1\n[A-Za-z0-9+/=]+\n$/)
      await kitView.getByLabel('I have saved my recovery kit').check()
      await kitView.getByRole('button', { name: 'Continue' }).click()

      await page
        .getByTestId('hook-account')
        .filter({ hasText: '"isConnected": true' })
        .waitFor({ timeout: 20_000 })
      const account = JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}') as {
        address: Address
      }
      const evmAddress = getAddress(account.address)
      // The account state carries user.email (spec §3).
      await expect.poll(() => page.getByTestId('hook-account').textContent()).toContain(`"email": "${email}"`)

      // 1 ETH for the new account; the native balance read at connect is cached for 30 s (spec §9), so the send
      // below comes once that has passed. (Waited out, not skipped with the page's clock: the next test logs in with
      // this e-mail again, which the server's 30 s resend rule refuses until this test's code is that old.)
      await fetch(anvil, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'anvil_setBalance',
          params: [evmAddress, '0xde0b6b3a7640000'],
        }),
      })
      const funded = Date.now()

      // Sign a message: it verifies with viem against the wallet's address.
      await page.getByTestId('sign-input').fill('Hello from the e-mail wallet')
      await page.getByRole('button', { name: 'Sign message' }).click()
      expect(await decide(page, true)).toContain('Hello from the e-mail wallet')
      const signature = (await page.getByTestId('sign-signature').textContent()) as `0x${string}`
      expect(
        await verifyMessage({ address: evmAddress, message: 'Hello from the e-mail wallet', signature }),
      ).toBe(true)

      // Reject: the typed user-rejected error (spec §8).
      await page.getByRole('button', { name: 'Sign message' }).click()
      await decide(page, false)
      await expect.poll(() => page.getByTestId('sign-error').textContent()).toBe('User rejected the request')

      // A method on neither list: 'Requested RPC call is not allowed', asked through the announced provider.
      const refused = await page.evaluate(async () => {
        const provider = await new Promise<{ request(args: { method: string }): Promise<unknown> }>(
          (resolve) => {
            window.addEventListener('eip6963:announceProvider', (event) => {
              const detail = (event as CustomEvent).detail
              if (detail.info.rdns === 'dev.latch.embedded') resolve(detail.provider)
            })
            window.dispatchEvent(new Event('eip6963:requestProvider'))
          },
        )
        return provider.request({ method: 'eth_coinbase' }).then(
          () => 'answered',
          (error: { code: unknown; message: string }) => `${String(error.code)}: ${error.message}`,
        )
      })
      expect(refused).toBe('RPC_METHOD_NOT_ALLOWED: Requested RPC call is not allowed')

      // A message from another origin (here the frame's own window, not the host page) is ignored: no sign-out.
      const frame = page.frames().find((candidate) => candidate.url().includes('/embedded/frame'))
      await frame?.evaluate(() =>
        window.postMessage(
          { latch: 'embedded/1', id: 'abcdefgh12345678', type: 'SignOut', payload: {} },
          '*',
        ),
      )
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')

      // Send 0.25 ETH on anvil: ApproveTransaction in the frame shows receiver and amount; the receiver gets it all.
      await page.waitForTimeout(Math.max(0, funded + BALANCE_CACHE_PASSED_MS - Date.now()))
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      await page.getByTestId('send-amount').fill('0.25')
      await page.getByTestId('send-receiver').fill(receiver)
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      const shown = await decide(page, true)
      expect(shown).toContain(receiver)
      expect(shown).toContain('0.25 ETH')
      await page.getByTestId('send-hash').waitFor({ timeout: 20_000 })
      await expect
        .poll(() => reader.getBalance({ address: receiver }), { timeout: 20_000 })
        .toBe(parseEther('0.25'))
      // The frame handles its messages in order: it answered this send after the foreign SignOut above, which
      // therefore signed nobody out.
      expect(await page.getByTestId('hook-account').textContent()).toContain('"isConnected": true')

      // The host page's storage, cookies and every body it sent or received hold no secret: not the kit, not the
      // recovery or the device share, not the entropy or the mnemonic they rebuild. The device share is read from the
      // frame's own IndexedDB; with the kit's share it rebuilds this very wallet, so the values searched are real.
      const share = kit.trim().split('\n')[1] as string
      const recoveryShare = (JSON.parse(Buffer.from(share, 'base64').toString()) as { share: string }).share
      const deviceShare = await deviceShareOf(page)
      const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'))
      const entropy = await combine([bytesOf(deviceShare), bytesOf(recoveryShare)])
      const mnemonic = entropyToMnemonic(entropy, wordlist)
      expect(mnemonicToAccount(mnemonic).address).toBe(evmAddress)
      const secrets = [
        share,
        recoveryShare,
        deviceShare,
        Buffer.from(deviceShare, 'base64').toString('hex'),
        Buffer.from(entropy).toString('hex'),
        Buffer.from(entropy).toString('base64'),
        mnemonic,
      ]
      const hostStorage = await page.evaluate(async () => ({
        local: JSON.stringify({ ...window.localStorage }),
        session: JSON.stringify({ ...window.sessionStorage }),
        cookie: document.cookie,
        databases: JSON.stringify(await indexedDB.databases()),
      }))
      const cookies = JSON.stringify(await page.context().cookies(inject('demoUrl')))
      for (const place of [...Object.values(hostStorage), cookies, ...hostBodies]) {
        for (const secret of secrets) expect(place.includes(secret)).toBe(false)
      }
      expect(hostStorage.databases).not.toContain('latch-embedded')
      const solana = await solanaAddressOf(page)
      expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

      // A reload while the session lives reconnects the same accounts without a new code.
      const reloaded = Date.now()
      await page.reload()
      // Both accounts come back; once restored, the active one is the EVM account again, as before the reload.
      await expect
        .poll(
          async () => {
            const again = JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}') as {
              isConnected?: boolean
              address?: string
            }
            return again.isConnected ? again.address?.toLowerCase() : undefined
          },
          { timeout: 20_000 },
        )
        .toBe(evmAddress.toLowerCase())
      // The Solana account of the same wallet comes back too (its restore may end a moment after the EVM one's).
      await expect.poll(() => solanaAddressOf(page), { timeout: 20_000 }).toBe(solana)
      expect(await mailsTo(email, reloaded)).toBe(0)
      recovered.set(email, { kit, evm: evmAddress, solana: solana as string })
    } finally {
      await close()
    }
  }, 120_000)

  test('behavior: a new device with the same e-mail: without the kit it is told why not; with the kit, the same accounts', async () => {
    const [email, first] = [...recovered.entries()][0] ?? []
    expect(email).toBeDefined()
    if (!email || !first) return
    const device = await openDemoContext(browser(), inject('demoUrl'))
    try {
      const { page } = await device.openTab()
      await enterEmailAndCode(page, email)
      const recover = walletFrame(page).locator('[data-view="RecoverWallet"]')
      await recover.waitFor({ timeout: 20_000 })
      expect(await recover.textContent()).toContain(
        'Without the kit (or the first device) it cannot be opened',
      )
      await recover.getByRole('button', { name: 'Cancel' }).click()
      await expect
        .poll(() => dialog(page).getByRole('alert').textContent())
        .toBe('This wallet was created on another device. Without its recovery kit it cannot be opened here.')

      // The next code after the 30 s resend rule; this time the kit.
      await page.waitForTimeout(30_500)
      const asked = Date.now() - 1_000
      await dialog(page).getByRole('button', { name: 'Resend code' }).click()
      await dialog(page)
        .getByTestId('latch-otp-input')
        .fill(await codeFor(email, asked))
      await recover.waitFor({ timeout: 20_000 })
      await recover.getByRole('textbox', { name: 'Recovery kit' }).fill(first.kit)
      await recover.getByRole('button', { name: 'Open wallet' }).click()
      await page
        .getByTestId('hook-account')
        .filter({ hasText: '"isConnected": true' })
        .waitFor({ timeout: 20_000 })
      const account = JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}') as {
        address: Address
      }
      expect(getAddress(account.address)).toBe(first.evm)
      expect(await solanaAddressOf(page)).toBe(first.solana)
    } finally {
      await device.close()
    }
  }, 150_000)
})

const recovered = new Map<string, { kit: string; evm: Address; solana: string }>()

describe('issue 32 in chromium: the e-mail wallet on the SVM', () => {
  test('behavior: the same login has a Solana account that signs (ed25519, verified) and sends SOL (receiver up by exactly the amount)', async () => {
    const email = `sol-${Date.now()}@example.com`
    const { page, close } = await openDemoOnClock()
    try {
      await enterEmailAndCode(page, email)
      const kitView = walletFrame(page).locator('[data-view="RecoveryKit"]')
      await kitView.getByLabel('I have saved my recovery kit').check()
      await kitView.getByRole('button', { name: 'Continue' }).click()
      await page
        .getByTestId('hook-account')
        .filter({ hasText: '"isConnected": true' })
        .waitFor({ timeout: 20_000 })

      // Sign with the Solana account: ApproveTransaction shows the text; the signature verifies with ed25519.
      await page.getByTestId('sign-namespace').selectOption('solana')
      await page.getByTestId('sign-input').fill('Hello Solana from the e-mail wallet')
      await page.getByRole('button', { name: 'Sign message' }).click()
      expect(await decide(page, true)).toContain('Hello Solana from the e-mail wallet')
      const signer = ((await page.getByTestId('sign-address').textContent()) ?? '').split(':')[2] ?? ''
      const signature = (await page.getByTestId('sign-signature').textContent()) ?? ''
      const key = await getPublicKeyFromAddress(address(signer))
      const message = new TextEncoder().encode('Hello Solana from the e-mail wallet')
      const bytes = getBase58Encoder().encode(signature) as SignatureBytes
      expect(await verifySignature(key, bytes, message)).toBe(true)

      // 2 SOL from the SVM's airdrop; the balance read at connect is cached for 30 s, so the page's clock moves past
      // that before the send.
      await fetch(solanaRpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'requestAirdrop',
          params: [signer, 2_000_000_000],
        }),
      })
      await page.getByRole('button', { name: 'Open for Solana' }).click()
      await dialog(page)
        .getByRole('button', { name: /^Switch to / })
        .click()
      await dialog(page).waitFor({ state: 'detached' })
      await page.clock.fastForward(BALANCE_CACHE_PASSED_MS)
      const receiver = freshAddress()
      await page.getByTestId('send-token').selectOption('SOL')
      await page.getByTestId('send-amount').fill('0.1')
      await page.getByTestId('send-receiver').fill(receiver)
      await page.getByRole('region', { name: 'Send' }).getByRole('button', { name: 'Send' }).click()
      const shown = await decide(page, true)
      expect(shown).toContain(`0.1 SOL to ${receiver}`)
      await page.getByTestId('send-hash').waitFor({ timeout: 20_000 })
      expect(await lamportsOf(solanaRpc, receiver)).toBe(100_000_000n)
    } finally {
      await close()
    }
  }, 120_000)
})
