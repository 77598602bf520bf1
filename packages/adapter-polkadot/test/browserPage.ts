import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { build } from 'esbuild'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/** A page server for test/browser/entry.ts (bundled by esbuild from source) and a Chromium to open it in. */
interface BrowserBed {
  /** A fresh context and page at the harness, with every request outside 127.0.0.1 aborted. */
  open(): Promise<Page>
  close(): Promise<void>
}

async function startBrowserBed(): Promise<BrowserBed> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./browser/entry.ts', import.meta.url))],
    bundle: true,
    // Split as a host's bundler does: the adapter's import() of its runtime becomes a chunk of its own, so the
    // tests can see when the page loads it.
    splitting: true,
    outdir: '/harness',
    chunkNames: '[name]-[hash]',
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@latch/source'],
    logLevel: 'silent',
  })
  const scripts = new Map(bundle.outputFiles.map((file) => [file.path.replace('/harness', ''), file.text]))
  const page: Server = createServer((request, response) => {
    const script = scripts.get(request.url ?? '')
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      return
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>latch polkadot</title><script type="module" src="/entry.js"></script>')
  })
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`
  const browser: Browser = await chromium.launch(chromiumLaunchOptions())
  return {
    open: async () => {
      const context = await browser.newContext()
      await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
      const tab = await context.newPage()
      await tab.goto(url)
      await tab.waitForFunction(() => 'harness' in window)
      return tab
    },
    close: async () => {
      await browser.close()
      page.closeAllConnections()
      await new Promise((resolve) => page.close(resolve))
    },
  }
}

/** Starts a browser bed before the file's tests and closes it after them; returns its `open`. */
export function useBrowserBed(): () => Promise<Page> {
  let bed: BrowserBed | undefined
  beforeAll(async () => {
    bed = await startBrowserBed()
  }, 60_000)
  afterAll(async () => {
    await bed?.close()
  })
  return () => {
    if (!bed) throw new Error('The browser bed is not started')
    return bed.open()
  }
}
