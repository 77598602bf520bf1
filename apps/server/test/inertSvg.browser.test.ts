import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { images } from '../src/db/schema'
import type { RunningServer } from '../src/startServer'
import { apiUrl } from './api'
import { BACKENDS, startTestServer } from './backends'

/** An SVG that marks its own document when a script in it runs. */
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.documentElement.setAttribute('data-ran', 'yes')</script><rect width="10" height="10" fill="red"/></svg>`

let server: RunningServer
let plain: Server
let plainUrl: string
let browser: Browser
beforeAll(async () => {
  ;[server, browser] = await Promise.all([
    startTestServer(BACKENDS[0]),
    chromium.launch(chromiumLaunchOptions()),
  ])
  await server.database.db.insert(images).values({
    id: 'hostile-svg',
    kind: 'wallet',
    contentType: 'image/svg+xml',
    bytes: Buffer.from(HOSTILE_SVG),
  })
  // The control: the same bytes from a server that sends no policy, where the script does run.
  plain = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(HOSTILE_SVG)
  })
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/logo.svg`
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => plain?.close(resolve))
  await server?.close()
})

async function scriptRan(url: string): Promise<string | null> {
  const context = await browser.newContext()
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  const page = await context.newPage()
  // goto resolves at the load event: a script in the SVG would have run while the document was parsed.
  await page.goto(url, { waitUntil: 'load' })
  const ran = await page.evaluate(() => document.documentElement.getAttribute('data-ran'))
  await context.close()
  return ran
}

test('an SVG logo with a script, opened on its own from the image endpoint, runs nothing (RELIABILITY #17)', async () => {
  expect(await scriptRan(plainUrl)).toBe('yes')
  expect(await scriptRan(apiUrl(server.url, '/getWalletImage/hostile-svg'))).toBeNull()
}, 30_000)
