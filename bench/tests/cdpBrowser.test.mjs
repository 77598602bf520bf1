import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { launchCdpBrowser } from '../lib/cdpBrowser.mjs'
import { startStaticServer } from '../lib/staticServer.mjs'

// The heap loads' browser (issue 39: "every entry's heap read the same way, CDP only, no harness script in the
// page"): a page opened there holds nothing but its own scripts, and reaches nothing outside 127.0.0.1.
let root
let server
let browser
let page
let socketServer

/** A WebSocket server on 127.0.0.1 that accepts every handshake (RFC 6455 §4.2.2) and sends nothing. */
function startSocketServer() {
  const http = createServer((_request, response) => response.writeHead(426).end())
  http.on('upgrade', (request, socket) => {
    const accept = createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
  })
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(http)))
}

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'latch-cdp-test-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><p>page</p>')
  writeFileSync(join(root, 'data.txt'), 'local')
  server = await startStaticServer(root)
  socketServer = await startSocketServer()
  browser = await launchCdpBrowser()
  page = await browser.openPage({ viewport: { width: 390, height: 844 } })
  await page.goto(`${server.origin}/index.html`)
})

after(async () => {
  await page?.close()
  await browser?.close()
  await server?.close()
  socketServer?.closeAllConnections()
  socketServer?.close()
  rmSync(root, { recursive: true, force: true })
})

const evaluate = async (expression) => {
  const { result, exceptionDetails } = await page.send('Runtime.evaluate', {
    expression,
    returnByValue: true,
    awaitPromise: true,
  })
  assert.equal(exceptionDetails, undefined, exceptionDetails?.text)
  return result.value
}

test('the page holds no script but its own: no Playwright global, the native WebSocket', async () => {
  const globals = await evaluate(
    'Object.getOwnPropertyNames(window).filter((name) => /playwright|__pw/i.test(name))',
  )
  assert.deepEqual(globals, [])
  assert.equal(await evaluate('/\\[native code\\]/.test(String(WebSocket))'), true)
})

test('the page is at the setting viewport', async () => {
  assert.equal(await evaluate('innerWidth'), 390)
})

// `localhost` reaches the same servers under another host name: only the bench's blocking keeps it out.
const socketOutcome = (url) =>
  evaluate(`new Promise((resolve) => {
    const socket = new WebSocket('${url}')
    socket.onopen = () => { resolve('open'); socket.close() }
    socket.onerror = () => resolve('error')
  })`)

test('requests to 127.0.0.1 pass, requests to another host are blocked', async () => {
  const port = new URL(server.origin).port
  assert.equal(await evaluate(`fetch('${server.origin}/data.txt').then((r) => r.text())`), 'local')
  const outside = `http://localhost:${port}/data.txt`
  assert.equal(
    await evaluate(`fetch('${outside}', { mode: 'no-cors' }).then(() => 'reached', () => 'failed')`),
    'failed',
  )
  assert.ok(page.blocked.includes(outside))
})

test('WebSockets to 127.0.0.1 open, WebSockets to another host are blocked', async () => {
  const { port } = socketServer.address()
  assert.equal(await socketOutcome(`ws://127.0.0.1:${port}/`), 'open')
  assert.equal(await socketOutcome(`ws://localhost:${port}/`), 'error')
})
