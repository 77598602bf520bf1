import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { startStacksApiServer } from '@latch/fixture-stacks/apiServer'
import { createStacksDevWallet } from '@latch/fixture-stacks/devWallet'
import { verifyMessageSignatureRsv } from '@stacks/encryption'
import { build } from 'esbuild'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserRunResult } from '../../test/browser/entry'

let browser: Browser
let page: Server
let pageUrl: string
let api: Awaited<ReturnType<typeof startStacksApiServer>>

beforeAll(async () => {
  api = await startStacksApiServer()
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../../test/browser/entry.ts', import.meta.url))],
    bundle: true,
    splitting: true,
    outdir: '/',
    write: false,
    format: 'esm',
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
      .end('<!doctype html><title>latch stacks</title><script type="module" src="/entry.js"></script>')
  })
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`
  browser = await chromium.launch(chromiumLaunchOptions())
}, 60_000)

afterAll(async () => {
  await browser?.close()
  page?.closeAllConnections()
  await new Promise((resolve) => page?.close(resolve))
  await api?.close()
})

describe('stacksAdapter in Chromium', () => {
  it('behavior: wbip_providers discovery (late wallet too), connect, balance over CORS, sign, decline, reload, wallet removed', async () => {
    const owner = createStacksDevWallet()
    api.setBalance(owner.stxAddress('testnet'), 42_500_000n)
    const context = await browser.newContext()
    // Only the page and the local API on 127.0.0.1 are reachable: anything else fails loudly.
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
    const tab = await context.newPage()
    await tab.goto(pageUrl)
    await tab.waitForFunction(() => 'runStacksSmoke' in window)
    const message = 'app.example wants you to sign in with your Stacks account'
    const result = (await tab.evaluate(
      (input) =>
        (window as unknown as { runStacksSmoke: (i: typeof input) => Promise<unknown> }).runStacksSmoke(
          input,
        ),
      { apiUrl: api.url, privateKey: owner.privateKey, message },
    )) as BrowserRunResult
    await context.close()

    expect(result).toEqual({
      connectorsBeforeStart: [],
      connectorsAfterStart: [
        { id: 'LatchStacksDevProvider', name: 'Latch Stacks Dev Wallet', installed: true, hasIcon: true },
      ],
      connectorsAfterLateWallet: ['LatchStacksDevProvider', 'LateStacksWallet'],
      accounts: [
        { address: `stacks:2147483648:${owner.stxAddress('testnet')}`, purpose: 'stacks' },
        {
          address: expect.stringMatching(/^bip122:000000000933ea01ad0ee984209779ba:tb1q/),
          purpose: 'payment',
        },
        {
          address: expect.stringMatching(/^bip122:000000000933ea01ad0ee984209779ba:tb1p/),
          purpose: 'ordinals',
        },
      ],
      balance: '42.5',
      signature: expect.stringMatching(/^[0-9a-f]{130}$/),
      signatureVerifies: true,
      rejection: 'UserRejectedError: User rejected the request',
      reconnectedAddress: `stacks:2147483648:${owner.stxAddress('testnet')}`,
      eventsAfterRemoval: ['disconnected', 'connectorsChanged'],
    })
    // The signature made in the browser verifies in Node with @stacks/encryption.
    expect(
      verifyMessageSignatureRsv({ message, signature: result.signature, publicKey: owner.publicKey }),
    ).toBe(true)
    expect(api.requests.some((request) => request.headers['x-hiro-product'] === 'stacksjs')).toBe(true)
  })
})
