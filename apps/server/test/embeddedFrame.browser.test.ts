import { createServer, type Server } from 'node:http'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import type { SmtpSink } from '@latch/fixture-smtp'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type EmbeddedTestServer, startEmbeddedServer, startSmtpSink, testClock } from './embedded'

// Issue 32 (RELIABILITY #28): the wallet frame loads in Chromium only under a host page whose origin the project
// lists; under any other origin, or for an unknown project, the frame stays empty (its script never runs).

/** A host page on its own 127.0.0.1 port that frames `frameUrl()` and records what the frame did. */
async function startHostPage(frameUrl: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><title>host</title>
<script>
  window.events = []
  addEventListener('message', (event) => window.events.push('message:' + event.origin + ':' + event.data))
</script>
<iframe src="${frameUrl()}" onload="window.events.push('load')"></iframe>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }
}

// The stand-in frame script tells its parent it ran (the real bundle's Ready event plays this part).
const FRAME_SCRIPT = "window.parent.postMessage('frame-ran', '*')\n"

let sink: SmtpSink
let target: EmbeddedTestServer
let browser: Browser
let listed: Awaited<ReturnType<typeof startHostPage>>
let unlisted: Awaited<ReturnType<typeof startHostPage>>
let unknownProject: Awaited<ReturnType<typeof startHostPage>>
beforeAll(async () => {
  const frameUrl = (projectId: string) => () => `${target.server.url}/embedded/frame?projectId=${projectId}`
  ;[listed, unlisted, unknownProject, sink, browser] = await Promise.all([
    startHostPage(frameUrl('framed-project')),
    startHostPage(frameUrl('framed-project')),
    startHostPage(frameUrl('no-such-project')),
    startSmtpSink(),
    chromium.launch(chromiumLaunchOptions()),
  ])
  target = await startEmbeddedServer({
    databaseUrl: undefined,
    sink,
    clock: testClock(),
    frameScript: FRAME_SCRIPT,
    projects: [
      {
        id: 'framed-project',
        name: 'Framed',
        allowedOrigins: [listed.origin],
        featuredWalletIds: [],
        includeWalletIds: [],
        excludeWalletIds: [],
        features: [],
        analyticsEnabled: false,
      },
    ],
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await target?.close()
  await sink?.close()
  for (const host of [listed, unlisted, unknownProject]) host?.server.close()
})

type HostEvents = { events: string[] }
const frameRan = () => (window as unknown as HostEvents).events.some((event) => event.startsWith('message:'))
const frameLoaded = () => (window as unknown as HostEvents).events.includes('load')

/**
 * Opens a host page and answers what its frame did once Chromium settled it: the frame posted its message, or
 * Chromium reported that the frame's `frame-ancestors` blocked it, or (for a frame page that is not a 2xx) it loaded
 * what the server answered instead. `outcome` says which came first.
 */
async function frameOutcome(hostOrigin: string) {
  const context = await browser.newContext()
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  const page = await context.newPage()
  const blocked = new Promise<'blocked'>((resolve) =>
    page.on('console', (message) => {
      if (/frame-ancestors.*has been blocked/s.test(message.text())) resolve('blocked')
    }),
  )
  const frameResponse = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/embedded/frame',
  )
  await page.goto(hostOrigin)
  const frameStatus = (await frameResponse).status()
  const notServed =
    frameStatus >= 300 ? page.waitForFunction(frameLoaded).then(() => 'not served' as const) : undefined
  const outcome = await Promise.race([
    page.waitForFunction(frameRan).then(() => 'ran' as const),
    blocked,
    ...(notServed ? [notServed] : []),
  ])
  const events = await page.evaluate(() => (window as unknown as HostEvents).events)
  await context.close()
  return { outcome, frameStatus, events }
}

test("the frame runs under a page on one of the project's origins (RELIABILITY #28)", async () => {
  const { outcome, events } = await frameOutcome(listed.origin)
  expect(outcome).toBe('ran')
  expect(events).toContain(`message:${target.server.url}:frame-ran`)
})

test('the frame stays empty under a page on any other origin: frame-ancestors refuses it (RELIABILITY #28)', async () => {
  const { outcome, frameStatus, events } = await frameOutcome(unlisted.origin)
  expect(frameStatus).toBe(200)
  expect(outcome).toBe('blocked')
  expect(events.filter((event) => event.startsWith('message:'))).toEqual([])
})

test('an unknown project gets no frame page, so nothing runs (RELIABILITY #28)', async () => {
  const { outcome, frameStatus, events } = await frameOutcome(unknownProject.origin)
  expect(frameStatus).toBe(404)
  expect(outcome).toBe('not served')
  expect(events.filter((event) => event.startsWith('message:'))).toEqual([])
})
