import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { RunningServer } from '../src/startServer'
import { apiUrl } from './api'
import { BACKENDS, startTestServer } from './backends'

let server: RunningServer
let browser: Browser
beforeAll(async () => {
  ;[server, browser] = await Promise.all([
    startTestServer(BACKENDS[0]),
    chromium.launch(chromiumLaunchOptions()),
  ])
  const now = Date.now()
  const day = 24 * 60 * 60 * 1000
  const batch = [
    ['CONNECT_SUCCESS', { namespace: 'eip155', name: 'MetaMask' }, now],
    ['CONNECT_SUCCESS', { namespace: 'eip155', name: '<img src=x onerror=alert(1)>' }, now - day],
    ['CONNECT_SUCCESS', { namespace: 'solana', name: 'Phantom' }, now - 2 * day],
    ['SEND_INITIATED', { network: 'eip155:1' }, now - day],
    ['SEND_SUCCESS', { network: 'eip155:1' }, now - day],
    ['INITIALIZE', {}, now - 3 * day],
  ].map(([event, properties, timestamp], index) => ({
    eventId: `b${index}`,
    url: 'https://app.example.com/',
    domain: 'app.example.com',
    timestamp,
    props: { type: 'track', event, properties },
  }))
  await fetch(apiUrl(server.url, '/batch'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ batch }),
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

test('the dashboard draws its SVG charts in Chromium under its CSP, outside names as text', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 1400 } })
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`))
  await page.goto(`${server.url}/dashboard/test-project`)
  await page.locator('body[data-ready="true"]').waitFor({ timeout: 10_000 })
  await expect(page.locator('#summary').textContent()).resolves.toBe('6 events in the last 30 days.')
  await expect(page.locator('svg[role="img"]').count()).resolves.toBe(5)
  // One bar segment per (day, event) that has events: six of them over four days.
  await expect(page.locator('#events-per-day rect[fill]:not([width="12"])').count()).resolves.toBe(6)
  const walletLabels = await page.locator('#connections-by-wallet text.label.end').allTextContents()
  expect(walletLabels).toEqual(['<img src=x onerror=alert(1)>', 'MetaMask', 'Phantom'])
  await expect(page.locator('#connections-by-wallet img').count()).resolves.toBe(0)
  await expect(page.locator('#connections-by-namespace text.label.end').allTextContents()).resolves.toEqual([
    'eip155',
    'solana',
  ])
  await expect(page.locator('#sends-by-network text.label.end').allTextContents()).resolves.toEqual([
    'eip155:1',
  ])
  const dir = join(import.meta.dirname, '../../../test-output/server')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, 'dashboard.png'), fullPage: true })
  expect(errors).toEqual([])
  await context.close()
}, 30_000)
