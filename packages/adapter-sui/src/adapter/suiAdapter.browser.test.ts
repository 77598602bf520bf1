import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { build } from 'esbuild'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserRunResult } from '../../test/browser/entry'
import { fund, rpcUrl } from '../../test/testContext'

let browser: Browser
let page: Server
let pageUrl: string

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../../test/browser/entry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    splitting: true,
    outdir: '/entry',
    platform: 'browser',
    conditions: ['@latch/source'],
    logLevel: 'silent',
  })
  const files = new Map(bundle.outputFiles.map((file) => [file.path, file.text]))
  page = createServer((request, response) => {
    const script = files.get(request.url ?? '')
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      return
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>latch sui</title><script type="module" src="/entry/entry.js"></script>')
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

describe('suiAdapter in Chromium', () => {
  it('behavior: registerWallet → getWallets discovery (late wallet too), connect, cross-origin balance, sign-in, decline', async () => {
    const owner = Ed25519Keypair.generate()
    await fund(owner.toSuiAddress())
    const context = await browser.newContext()
    // Only the page and the Sui test node on 127.0.0.1 are reachable: anything else fails loudly.
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
    const tab = await context.newPage()
    const scripts: string[] = []
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await tab.goto(pageUrl)
    await tab.waitForFunction(() => 'runSuiSmoke' in window)
    const loadedBeforeConnect = [...scripts]
    const result = (await tab.evaluate(
      (input) =>
        (window as unknown as { runSuiSmoke: (i: typeof input) => Promise<unknown> }).runSuiSmoke(input),
      { rpcUrl: rpcUrl(), secretKey: owner.getSecretKey() },
    )) as BrowserRunResult
    await context.close()

    expect(result).toEqual({
      connectorIdsBeforeStart: [],
      connectorIdsAfterStart: ['Latch Dev Wallet (Sui)'],
      connectorIdsAfterLateWallet: ['Latch Dev Wallet (Sui)', 'Late Sui Wallet'],
      address: `sui:localnet:${owner.toSuiAddress()}`,
      balance: '1.25',
      message: expect.stringContaining(
        `wants you to sign in with your Sui account:\n${owner.toSuiAddress()}\n`,
      ),
      signature: expect.any(String),
      signatureVerifies: true,
      rejection: 'UserRejectedError: User rejected the request',
      events: ['connectorsChanged', 'connectorsChanged'],
    })
    // The signature made in the browser verifies in Node with @mysten/sui's own verifier, for that address.
    const key = await verifyPersonalMessageSignature(
      new TextEncoder().encode(result.message),
      result.signature,
      {
        address: owner.toSuiAddress(),
      },
    )
    expect(key.toSuiAddress()).toBe(owner.toSuiAddress())
    // The adapter's runtime chunk was fetched on connect, not with the page (the dev wallet on this page brings
    // its own @mysten/sui keys, so the SDK itself is checked on the built package by runtimeSplit.test.ts).
    const runtimeChunk = /\/createSuiRuntime-\w+\.js$/
    expect(loadedBeforeConnect.filter((path) => runtimeChunk.test(path))).toEqual([])
    expect(scripts.filter((path) => runtimeChunk.test(path))).toHaveLength(1)
  }, 60_000)
})
