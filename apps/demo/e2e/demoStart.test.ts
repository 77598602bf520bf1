import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { createSignClientWallet, type SignClientWallet } from '@latch/fixture-walletconnect/wallet'
import type { Browser } from 'playwright-core'
import { afterAll, expect, test } from 'vitest'
import { SOLANA_DEV_SEED } from '../server/demoAccounts.mjs'
import { dialog, launchBrowser, openDemo, waitForView } from './browser'

// `npm run demo` as a developer runs it (issue 40): the real start script on the BUILT packages (the condition
// `@latch/dist`, as the root script runs it after the build), then Ctrl+C while a tab holds a WalletConnect session.
// The other e2e tests run the demo from the sources; only this one proves the built demo starts.

/** What issue 40 asks of Ctrl+C: every process of `npm run demo` ends within 5 s. */
const STOP_MS = 5000

let demo: ChildProcess | undefined
let browser: Browser | undefined
let wallet: SignClientWallet | undefined
afterAll(async () => {
  await wallet?.close().catch(() => {})
  await browser?.close()
  demo?.kill('SIGKILL')
})

/** Starts `scripts/start.mjs` on a free port; resolves with what it printed once it says how to stop it. */
function startBuiltDemo(): Promise<string> {
  demo = spawn(process.execPath, ['--conditions=@latch/dist', 'scripts/start.mjs'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  let errors = ''
  return new Promise((resolve, reject) => {
    demo?.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk
      if (printed.includes('Press Ctrl+C to stop.')) resolve(printed)
    })
    demo?.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk
    })
    demo?.on('exit', (code) => reject(new Error(`the demo exited (${code}) before it was ready:\n${errors}`)))
  })
}

/** The PIDs a process still has running (signal 0 checks without killing). */
function alive(pids: number[]): number[] {
  return pids.filter((pid) => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  })
}

test('behavior: the built demo starts, and Ctrl+C with a WalletConnect session open in a tab ends every process within 5 s', async () => {
  const printed = await startBuiltDemo()
  const url = /Latch demo running at (\S+)/.exec(printed)?.[1]
  const relayUrl = /WalletConnect relay on (\S+)/.exec(printed)?.[1]
  const anvilPids = [...printed.matchAll(/\(pid (\d+)\)/g)].map((match) => Number(match[1]))
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  expect(anvilPids).toHaveLength(2)

  browser = await launchBrowser()
  const { page, log } = await openDemo(browser, url!)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await dialog(page).getByTestId('latch-walletconnect-entry').click()
  const qr = dialog(page).getByRole('img', { name: 'WalletConnect QR code' })
  await qr.waitFor({ timeout: 20_000 })
  wallet = await createSignClientWallet({
    relayUrl: relayUrl!,
    evmPrivateKey: ANVIL_PRIVATE_KEYS[0]!,
    solanaSeed: SOLANA_DEV_SEED,
  })
  await wallet.pair((await qr.getAttribute('data-value'))!)
  await page
    .locator('header')
    .getByRole('button', { name: /^Open account of 0xf39F/ })
    .waitFor({ timeout: 20_000 })
  expect(log.errors).toEqual([])

  const exited = new Promise<number | null>((resolve) => demo?.on('exit', resolve))
  demo?.kill('SIGINT')
  const outcome = await Promise.race([
    exited.then((code) => `exited with ${code}`),
    new Promise((resolve) => setTimeout(() => resolve('still running'), STOP_MS)),
  ])
  expect(outcome).toBe('exited with 0')
  expect(alive(anvilPids)).toEqual([])
}, 120_000)
