import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { devKeypair, freshAddress } from '@latch/fixture-solana/devWallet'
import { airdrop, createTestMint, mintTokens, readTokenBalance } from '@latch/fixture-solana/rpcServer'
import { createKeyPairSignerFromBytes } from '@solana/kit'
import { build } from 'esbuild'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserRunResult, BrowserSplResult } from '../../test/browser/entry'
import { lamportsOf, rpcUrl, testRpc } from '../../test/testContext'

let browser: Browser
let page: Server
let pageUrl: string

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../../test/browser/entry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['@latch/source'],
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]?.text ?? ''
  page = createServer((request, response) => {
    if (request.url === '/entry.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      return
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>latch solana</title><script type="module" src="/entry.js"></script>')
  })
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`
  browser = await chromium.launch(chromiumLaunchOptions())
}, 60_000)

afterAll(async () => {
  await browser?.close()
  page?.closeAllConnections()
  await new Promise((resolve) => page?.close(resolve))
})

// A page load, a bundle run and RPC round trips on a shared 2-core machine: more than vitest's 5 s default.
describe('solanaAdapter in Chromium', { timeout: 30_000 }, () => {
  it('behavior: the dev wallet registers in the browser; connect, balance, sign-in, a rejected send and 0.25 SOL', async () => {
    const owner = devKeypair()
    const receiver = freshAddress()
    await airdrop(testRpc(), owner.address, 2_000_000_000)
    const context = await browser.newContext()
    // Only the page and the SVM RPC on 127.0.0.1 are reachable: anything else fails loudly.
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
    const tab = await context.newPage()
    await tab.goto(pageUrl)
    await tab.waitForFunction(() => 'runSolanaSmoke' in window)
    const result = (await tab.evaluate(
      (input) =>
        (window as unknown as { runSolanaSmoke: (i: typeof input) => Promise<unknown> }).runSolanaSmoke(
          input,
        ),
      { rpcUrl: rpcUrl(), secretKey: [...owner.secretKey], receiver },
    )) as BrowserRunResult
    await context.close()

    expect(result).toEqual({
      connectorIdsBeforeStart: [],
      connectorIdsAfterStart: ['Latch Dev Wallet'],
      connectorIdsAfterLateWallet: ['Latch Dev Wallet', 'Late Wallet'],
      address: `solana:localnet:${owner.address}`,
      balance: '2',
      signatureVerifies: true,
      rejection: 'UserRejectedError: User rejected the request',
      transferSignature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
      events: ['connectorsChanged'],
    })
    expect(await lamportsOf(receiver)).toBe(250_000_000n)
  })

  it('behavior: an SPL send works in a page with no global Buffer; the receiver gets the exact tokens', async () => {
    const owner = devKeypair()
    const receiver = freshAddress()
    await airdrop(testRpc(), owner.address, 1_000_000_000)
    const mint = await createTestMint(testRpc(), await createKeyPairSignerFromBytes(owner.secretKey), 6)
    await mintTokens(testRpc(), mint, owner.address, 5_000_000n)
    const context = await browser.newContext()
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
    const tab = await context.newPage()
    await tab.goto(pageUrl)
    await tab.waitForFunction(() => 'runSolanaSplSend' in window)
    // Browsers have no Node `Buffer`, and nothing in the bundle may install one: the adapter must not need it.
    expect(await tab.evaluate(() => typeof (globalThis as { Buffer?: unknown }).Buffer)).toBe('undefined')
    const result = (await tab.evaluate(
      (input) =>
        (window as unknown as { runSolanaSplSend: (i: typeof input) => Promise<unknown> }).runSolanaSplSend(
          input,
        ),
      {
        rpcUrl: rpcUrl(),
        secretKey: [...owner.secretKey],
        receiver,
        mint: mint.mint,
        decimals: 6,
        value: '1250000',
      },
    )) as BrowserSplResult
    await context.close()

    expect(result).toEqual({
      bufferGlobalAfterSend: 'undefined',
      signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
    })
    // The receiver's token account was created by the send and holds exactly 1.25 tokens.
    expect(await readTokenBalance(testRpc(), mint.mint, receiver)).toBe(1_250_000n)
    expect(await readTokenBalance(testRpc(), mint.mint, owner.address)).toBe(3_750_000n)
  })
})
