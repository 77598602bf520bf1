import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { build } from 'esbuild'
import { type Browser, chromium, type Page } from 'playwright-core'

/** A page server for one entry under test/browser/ (bundled by esbuild from source) and a Chromium to open it in. */
export interface BrowserBed {
  /**
   * A fresh context and page, with every request outside 127.0.0.1 aborted, once `global` is on `window`;
   * `beforeLoad` sees the page before it navigates (e.g. to watch its requests).
   */
  open(global: string, beforeLoad?: (page: Page) => void): Promise<Page>
  close(): Promise<void>
}

/** Bundles `test/browser/<entry>.ts` (split, so the adapter's chunks stay chunks) and starts Chromium. */
export async function startBrowserBed(entry: string): Promise<BrowserBed> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL(`./browser/${entry}.ts`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    splitting: true,
    outdir: '/entry',
    platform: 'browser',
    conditions: ['@latch/source'],
    // React reads process.env.NODE_ENV; @mysten/dapp-kit's stylesheet is not needed to run its wallet.
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  })
  const files = new Map(bundle.outputFiles.map((file) => [file.path, file.text]))
  const page: Server = createServer((request, response) => {
    const script = files.get(request.url ?? '')
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      return
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>latch sui</title><script type="module" src="/entry/${entry}.js"></script>`)
  })
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`
  const browser: Browser = await chromium.launch(chromiumLaunchOptions())
  return {
    open: async (global, beforeLoad) => {
      const context = await browser.newContext()
      // Only the page and the Sui test node on 127.0.0.1 are reachable: anything else fails loudly.
      await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
      const tab = await context.newPage()
      beforeLoad?.(tab)
      await tab.goto(url)
      await tab.waitForFunction((name) => name in window, global)
      return tab
    },
    close: async () => {
      await browser?.close()
      page.closeAllConnections()
      await new Promise((resolve) => page.close(resolve))
    },
  }
}
