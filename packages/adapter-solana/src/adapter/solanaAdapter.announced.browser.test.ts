import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { build, type OutputFile } from 'esbuild'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcUrl } from '../../test/testContext'

let browser: Browser
let server: Server
let pageUrl: string

beforeAll(async () => {
  // Split as a host's bundler splits it: the wallet side and the runtime are chunks of their own, fetched on import().
  const bundle = await build({
    entryPoints: { entry: fileURLToPath(new URL('../../test/browser/announcedEntry.ts', import.meta.url)) },
    bundle: true,
    splitting: true,
    outdir: '/page',
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['@latch/source'],
    logLevel: 'silent',
  })
  const files = new Map<string, OutputFile>(
    bundle.outputFiles.map((file) => [`/${file.path.split('/').pop()}`, file]),
  )
  server = createServer((request, response) => {
    const file = files.get((request.url ?? '/').split('?')[0] ?? '/')
    if (file) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(file.text)
      return
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>latch solana</title><script type="module" src="/entry.js"></script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?rpc=${encodeURIComponent(rpcUrl())}`
  browser = await chromium.launch(chromiumLaunchOptions())
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

// A page load and a bundle run on a shared 2-core machine: more than vitest's 5 s default.
describe('solanaAdapter in Chromium: a wallet announced on the page, before any wallet code (issue 39)', {
  timeout: 60_000,
}, () => {
  it('behavior: the real dev wallet is listed with its name and icon once the page is idle, and no wallet-side chunk was fetched; picking it fetches the wallet side and connects', async () => {
    const context = await browser.newContext()
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
    const tab = await context.newPage()
    const fetched: string[] = []
    tab.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await tab.goto(pageUrl)
    await tab.waitForFunction(() => 'listedWallets' in window)
    const { name, icon } = await tab.evaluate(() => {
      const page = window as unknown as { walletName: string; walletIcon: string }
      return { name: page.walletName, icon: page.walletIcon }
    })
    // Listed from the announcement once the client started its listening adapters (on idle).
    await tab.waitForFunction(
      () => (window as unknown as { listedWallets: () => unknown[] }).listedWallets().length > 0,
    )
    expect(
      await tab.evaluate(() => (window as unknown as { listedWallets: () => unknown[] }).listedWallets()),
    ).toEqual([{ id: name, name, imageUrl: icon, installed: true }])
    expect(icon).toMatch(/^data:image\//)
    await tab.waitForLoadState('networkidle')
    expect(fetched.filter((path) => /createSolanaWalletSide|createSolanaRuntime/.test(path))).toEqual([])

    // The visitor picks it: the wallet side is fetched then, and the connection goes through.
    const accounts = await tab.evaluate(() =>
      (window as unknown as { pickWallet: () => Promise<number> }).pickWallet(),
    )
    expect(accounts).toBeGreaterThan(0)
    expect(fetched.some((path) => /createSolanaWalletSide/.test(path))).toBe(true)
    await context.close()
  })

  it('behavior: opening the modal prefetches the wallet side of the first installed wallet before any pick', async () => {
    const context = await browser.newContext()
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
    const tab = await context.newPage()
    const fetched: string[] = []
    tab.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await tab.goto(pageUrl)
    await tab.waitForFunction(
      () =>
        'listedWallets' in window &&
        (window as unknown as { listedWallets: () => unknown[] }).listedWallets().length > 0,
    )
    expect(fetched.filter((path) => /createSolanaWalletSide/.test(path))).toEqual([])
    await tab.evaluate(() => (window as unknown as { openModal: () => Promise<void> }).openModal())
    await expect.poll(() => fetched.some((path) => /createSolanaWalletSide/.test(path))).toBe(true)
    await context.close()
  })
})
