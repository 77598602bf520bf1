import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isLocalUrl } from './isolate.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './paths.mjs'

/**
 * A Chromium driven over CDP alone (`--remote-debugging-pipe`), for the heap readings. Playwright adds its own
 * scripts to every page's main world as the page is created (its bindings controller, and a WebSocket wrapper once
 * WebSockets are routed), so a page opened through it holds Playwright's code and objects besides the page's own:
 * the same amount on every entry's page, which no visitor's page has. A page opened here holds only its own.
 */
export async function launchCdpBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'latch-bench-cdp-'))
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      ...PLAYWRIGHT_LIKE_ARGS,
      // WebSockets do not pass through CDP's Fetch domain: no host but 127.0.0.1 resolves, as on an offline network.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const toBrowser = child.stdio[3]
  const fromBrowser = child.stdio[4]
  let nextId = 1
  const pending = new Map()
  const listeners = new Set()
  let buffered = ''
  fromBrowser.setEncoding('utf8')
  fromBrowser.on('data', (chunk) => {
    buffered += chunk
    let end = buffered.indexOf('\0')
    while (end !== -1) {
      const message = JSON.parse(buffered.slice(0, end))
      buffered = buffered.slice(end + 1)
      end = buffered.indexOf('\0')
      if (message.id !== undefined) {
        const call = pending.get(message.id)
        pending.delete(message.id)
        if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`))
        else call?.resolve(message.result)
      } else {
        for (const listener of listeners) listener(message)
      }
    }
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))

  /** Sends one CDP command (to the browser, or to a page's flat session). */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject, method })
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
    })

  /**
   * Opens a page in a browser context of its own, at `viewport` and `rate` (CPU throttling), with every request
   * outside 127.0.0.1 failed as blocked (as `isolateContext` does for Playwright's pages).
   */
  const openPage = async ({ viewport, rate = 1 }) => {
    const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true })
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId })
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })
    const inFlight = new Set()
    const blocked = []
    const wsUrls = new Map()
    let lastNetworkActivity = Date.now()
    let loaded = false
    const onMessage = (message) => {
      if (message.sessionId !== sessionId) return
      const { method, params } = message
      if (method === 'Fetch.requestPaused') {
        const outside = !isLocalUrl(params.request.url)
        if (outside) blocked.push(params.request.url)
        send(
          outside ? 'Fetch.failRequest' : 'Fetch.continueRequest',
          outside
            ? { requestId: params.requestId, errorReason: 'BlockedByClient' }
            : { requestId: params.requestId },
          sessionId,
        ).catch(() => {})
      } else if (method === 'Network.requestWillBeSent') {
        inFlight.add(params.requestId)
        lastNetworkActivity = Date.now()
      } else if (method === 'Network.webSocketCreated') {
        wsUrls.set(params.requestId, params.url)
      } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
        if (params.blockedReason === 'inspector' && wsUrls.has(params.requestId))
          blocked.push(wsUrls.get(params.requestId))
        inFlight.delete(params.requestId)
        lastNetworkActivity = Date.now()
      } else if (method === 'Page.loadEventFired') {
        loaded = true
      }
    }
    listeners.add(onMessage)
    await send('Page.enable', {}, sessionId)
    await send('Network.enable', {}, sessionId)
    await send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }, sessionId)
    await send(
      'Emulation.setDeviceMetricsOverride',
      { width: viewport.width, height: viewport.height, deviceScaleFactor: 1, mobile: false },
      sessionId,
    )
    if (rate > 1) await send('Emulation.setCPUThrottlingRate', { rate }, sessionId)

    const until = async (condition, what, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }
    return {
      send: (method, params) => send(method, params, sessionId),
      /** Every URL blocked as outside 127.0.0.1 so far (requests and WebSockets). */
      blocked,
      /** Navigates and resolves at the load event. */
      goto: async (url) => {
        loaded = false
        await send('Page.navigate', { url }, sessionId)
        await until(() => loaded, `the load event of ${url}`)
      },
      /** Playwright's `networkidle`: no request in flight for 500 ms. */
      networkIdle: () =>
        until(() => inFlight.size === 0 && Date.now() - lastNetworkActivity >= 500, 'network idle'),
      close: async () => {
        listeners.delete(onMessage)
        await send('Target.closeTarget', { targetId }).catch(() => {})
        await send('Target.disposeBrowserContext', { browserContextId }).catch(() => {})
      },
    }
  }

  return {
    openPage,
    close: async () => {
      await send('Browser.close').catch(() => {})
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/**
 * The switches of Playwright's own Chromium launch that change how a page runs (timers, backgrounding, field trials,
 * colour, scrollbars), so that a page here runs as on the bench's other loads.
 */
const PLAYWRIGHT_LIKE_ARGS = [
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-extensions',
  '--disable-dev-shm-usage',
  '--disable-hang-monitor',
  '--allow-pre-commit-input',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--mute-audio',
]
