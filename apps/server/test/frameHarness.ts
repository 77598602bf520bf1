import { createServer, type Server } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import type { SmtpSink } from '@latch/fixture-smtp'
import { build } from 'esbuild'
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Frame,
  type Page,
} from 'playwright-core'
import {
  type EmbeddedTestServer,
  startEmbeddedServer,
  startSmtpSink,
  type TestClock,
  testClock,
} from './embedded'

// The real wallet frame (@latch/embedded's frame script, bundled here from its sources as its tsup build does) under
// a bare host page that speaks the frame protocol by hand and logs every message it receives, so a test sees
// exactly what the host page is given.

const FRAME_ENTRY = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/embedded/src/frame/main.ts',
)

/** The frame script, one classic IIFE file as `@latch/embedded/frame-bundle` ships it. */
export async function bundleFrameScript(): Promise<string> {
  const result = await build({
    entryPoints: [FRAME_ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    // Workspace packages from their sources (the condition every vitest project resolves with).
    conditions: ['@latch/source'],
  })
  return result.outputFiles[0]?.text ?? ''
}

/**
 * A host page on its own port that frames the wallet of `projectId` from `frameOrigin()`. `hostname` is how the
 * page is reached (it listens on 127.0.0.1): `localhost` puts it on the same site as a `localhost` frame (another
 * origin; storage works), `127.0.0.1` on another site (Chromium then denies the frame its storage).
 */
export async function startBareHost(
  frameOrigin: () => string,
  projectId: string,
  hostname: 'localhost' | '127.0.0.1' = 'localhost',
): Promise<{ server: Server; origin: string }> {
  let origin = ''
  const server = createServer((_request, response) => {
    const src = `${frameOrigin()}/embedded/frame?projectId=${projectId}&hostOrigin=${encodeURIComponent(origin)}`
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><title>host</title>
<script>
  window.messages = []
  const waiting = new Map()
  let frameWindow
  addEventListener('message', (event) => {
    if (event.source !== frameWindow) return
    window.messages.push(JSON.stringify(event.data))
    const answer = waiting.get(event.data && event.data.id)
    if (answer) answer(event.data)
  })
  window.ready = new Promise((resolve) => {
    addEventListener('message', (event) => event.data && event.data.event === 'Ready' && resolve())
  })
  window.frameRequest = (type, payload) => new Promise((resolve) => {
    const id = crypto.randomUUID().replaceAll('-', '')
    waiting.set(id, resolve)
    frameWindow.postMessage({ latch: 'embedded/1', id, type, payload }, ${JSON.stringify(frameOrigin())})
  })
</script>
<iframe title="Wallet" width="420" height="640" allow="publickey-credentials-get; publickey-credentials-create"
  src="${src.replaceAll('&', '&amp;')}"></iframe>
<script>frameWindow = document.querySelector('iframe').contentWindow</script>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://${hostname}:${typeof address === 'object' && address ? address.port : 0}`
  return { server, origin }
}

/** A frame answer as the host page got it. */
export type FrameAnswer =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: number | string; message: string } }

/** Sends one request from the host page to the frame and waits for its answer. */
export async function frameRequest(page: Page, type: string, payload: object = {}): Promise<FrameAnswer> {
  const answer = await page.evaluate(
    ([type, payload]) =>
      (
        window as unknown as { frameRequest(type: string, payload: object): Promise<FrameAnswer> }
      ).frameRequest(type as string, payload as object),
    [type, payload] as const,
  )
  return answer.ok ? { ok: true, result: answer.result } : { ok: false, error: answer.error }
}

/** Every message the host page received from the frame, as JSON text. */
export const hostMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { messages: string[] }).messages)

/** Opens the host page in `context`, restricted to 127.0.0.1 and localhost, and waits for the frame's Ready. */
export async function openHost(
  context: BrowserContext,
  hostOrigin: string,
): Promise<{ page: Page; frame: Frame }> {
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url())
    return hostname === '127.0.0.1' || hostname === 'localhost' ? route.continue() : route.abort()
  })
  const page = await context.newPage()
  await page.goto(hostOrigin)
  await page.evaluate(() => (window as unknown as { ready: Promise<void> }).ready)
  const frame = page.frames().find((candidate) => candidate.url().includes('/embedded/frame'))
  if (!frame) throw new Error('no wallet frame')
  return { page, frame }
}

/** Chromium's virtual authenticator (CDP WebAuthn) for `page`: user-verifying, discoverable credentials. */
export async function addVirtualAuthenticator(
  page: Page,
  options: { hasPrf: boolean },
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: options.hasPrf,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/** One project's wallet frame served by apps/server (PGlite) on `localhost`, a bare host page, a mailbox, Chromium. */
export interface FrameBed {
  host: Awaited<ReturnType<typeof startBareHost>>
  sink: SmtpSink
  browser: Browser
  target: EmbeddedTestServer
  /** The wallet frame's origin, `http://localhost:<port>`. */
  frameOrigin(): string
  close(): Promise<void>
}

/**
 * Starts a `FrameBed` for `projectId`. The frame is on `localhost:<port>` (a WebAuthn relying party must be a name,
 * never an IP); `hostname` places the host page on the frame's site or on another one (see `startBareHost`).
 */
export async function startFrameBed(
  projectId: string,
  hostname: 'localhost' | '127.0.0.1' = 'localhost',
  options: { clock?: TestClock; farcaster?: Parameters<typeof startEmbeddedServer>[0]['farcaster'] } = {},
): Promise<FrameBed> {
  let serverUrl = ''
  const frameOrigin = () => serverUrl.replace('127.0.0.1', 'localhost')
  const [host, sink, browser, frameScript] = await Promise.all([
    startBareHost(frameOrigin, projectId, hostname),
    startSmtpSink(),
    chromium.launch(chromiumLaunchOptions()),
    bundleFrameScript(),
  ])
  const target = await startEmbeddedServer({
    databaseUrl: undefined,
    sink,
    clock: options.clock ?? testClock(),
    frameScript,
    publicOrigin: frameOrigin,
    farcaster: options.farcaster,
    projects: [
      {
        id: projectId,
        name: projectId,
        allowedOrigins: [host.origin],
        featuredWalletIds: [],
        includeWalletIds: [],
        excludeWalletIds: [],
        features: [],
        analyticsEnabled: false,
      },
    ],
  })
  serverUrl = target.server.url
  return {
    host,
    sink,
    browser,
    target,
    frameOrigin,
    async close() {
      await browser.close()
      await target.close()
      await sink.close()
      host.server.close()
    },
  }
}

/** The result of a frame answer, or the frame's error thrown. */
export function resultOf<T>(answer: FrameAnswer): T {
  if (!answer.ok) throw new Error(`frame error ${answer.error.code}: ${answer.error.message}`)
  return answer.result as T
}

/** The frame's own view `name` (its `data-view`). */
export const frameView = (frame: Frame, name: string) => frame.locator(`[data-view="${name}"]`)
