import type { Page, Route } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { dialog, EVM_DEV_WALLET, openDemo, screenshot, waitForView } from './browser'
import { sharedBrowser } from './testBed'

// Issue 17: the modal's wallet lists come from the demo's own Latch server (apps/server on PGlite, its 539-wallet
// catalogue), through the demo's proxy at /svc/latch/. Every request outside 127.0.0.1 is aborted (openDemo).

const browser = sharedBrowser()

interface WalletsRequest {
  entries: string | null
  page: string | null
  search: string | null
  chains: string | null
  sdk: boolean
}

/** Requests to anywhere but 127.0.0.1 (openDemo aborts them; none may be attempted). */
const outside: string[] = []

/** Records the page's getWallets requests (parameters only), and any request that leaves the machine. */
function recordWalletRequests(page: Page): WalletsRequest[] {
  const requests: WalletsRequest[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') outside.push(url.href)
    if (!url.pathname.endsWith('/getWallets')) return
    const query = url.searchParams
    requests.push({
      entries: query.get('entries'),
      page: query.get('page'),
      search: query.get('search'),
      chains: query.get('chains'),
      sdk: query.get('projectId') === 'latch-demo' && query.get('st') === 'latch' && query.has('sv'),
    })
  })
  return requests
}

/** How many catalogue wallets the server has for the demo's chains (asked directly, as the kit asks it). */
async function catalogueCount(chains: string): Promise<number> {
  const url = new URL(`${inject('serviceUrls').latch}/getWallets`)
  for (const [key, value] of Object.entries({ projectId: 'latch-demo', st: 'latch', sv: 'test', chains })) {
    url.searchParams.set(key, value)
  }
  url.searchParams.set('entries', '1')
  return ((await (await fetch(url)).json()) as { count: number }).count
}

/** The last wallet of the catalogue's ranking for `chains` that has a plain name, a homepage and a logo. */
async function lastCatalogueWallet(chains: string): Promise<{ name: string; homepage: string }> {
  const total = await catalogueCount(chains)
  const url = new URL(`${inject('serviceUrls').latch}/getWallets`)
  const query = { projectId: 'latch-demo', st: 'latch', sv: 'test', chains, entries: '40' }
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  url.searchParams.set('page', String(Math.ceil(total / 40)))
  const { data } = (await (await fetch(url)).json()) as {
    data: { name: string; homepage: string | null; image_id: string | null }[]
  }
  const wallet = data
    .reverse()
    .find((entry) => /^[A-Za-z][A-Za-z ]{7,}$/.test(entry.name) && entry.homepage && entry.image_id)
  if (!wallet?.homepage) throw new Error('no plain wallet on the last page')
  return { name: wallet.name, homepage: wallet.homepage }
}

const gridItems = (page: Page) => dialog(page).getByTestId('latch-wallet-grid-item')
const logos = (page: Page) => dialog(page).locator('img[src^="data:image/"]')

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
}

async function openAllWallets(page: Page) {
  await openConnect(page)
  await dialog(page).getByTestId('latch-all-wallets').click()
  await waitForView(page, 'AllWallets')
}

/**
 * Scrolls the AllWallets grid to its bottom, again and again as pages arrive, until at least `atLeast` wallets
 * show and no page is left to load; returns the wallet names shown.
 */
async function scrollToEnd(page: Page, atLeast: number): Promise<string[]> {
  const scrollDown = () =>
    dialog(page)
      .getByTestId('latch-view')
      .evaluate((view) => {
        for (let box: Element | null = view; box; box = box.parentElement) box.scrollTop = box.scrollHeight
      })
  await expect
    .poll(
      async () => {
        await scrollDown()
        return gridItems(page).count()
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBeGreaterThanOrEqual(atLeast)
  await scrollDown()
  // The grid and its "Show more wallets" button come from one render: once that render shows the whole catalogue,
  // read both in the same DOM pass (no timer): every wallet is there and no further page is offered.
  const end = await dialog(page)
    .getByTestId('latch-view')
    .evaluate((view) => ({
      items: view.querySelectorAll('[data-testid="latch-wallet-grid-item"]').length,
      more: [...view.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === 'Show more wallets',
      ),
    }))
  expect(end.items).toBeGreaterThanOrEqual(atLeast)
  expect(end.more).toBe(false)
  return gridItems(page).evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? ''))
}

describe('issue 17 in chromium: the wallet lists from the Latch server', () => {
  afterEach(() => {
    expect(outside).toEqual([])
  })

  test('behavior: Connect lists the installed dev wallet first, then featured and recommended wallets with their logos; All Wallets gives the catalogue count', async () => {
    const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
    const requests = recordWalletRequests(page)
    try {
      // Nothing is asked before the visitor opens the modal (the pre-rendered hidden modal asks nothing): not at
      // mount, and not once the page has been idle (when the kit starts the discovery that needs no code).
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
      expect(requests).toEqual([])
      await openConnect(page)
      const rows = dialog(page).getByTestId('latch-wallet-row')
      expect(await rows.first().getAttribute('title')).toBe('Latch Dev Wallet')
      // The host's featured wallets (MetaMask, Rabby), with the logo the server serves for each.
      for (const name of ['MetaMask', 'Rabby']) {
        const logo = rows.filter({ hasText: name }).locator('img[src^="data:image/"]')
        await expect.poll(() => logo.count(), { timeout: 10_000 }).toBe(1)
      }
      // The list may render again as the project's config arrives: read it until it holds, not once.
      await expect
        .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('title'))), {
          timeout: 10_000,
        })
        .toEqual(expect.arrayContaining(['Latch Dev Wallet', 'MetaMask', 'Rabby']))
      // Spec §7: 4 recommended, and the ranking (20) prefetched for AllWallets, each with the sdk params.
      expect(requests.map((request) => request.entries).sort()).toEqual(['20', '4'])
      expect(requests.every((request) => request.sdk)).toBe(true)
      const chains = requests[0]?.chains ?? ''
      expect(chains.split(',')).toEqual(
        expect.arrayContaining(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks']),
      )
      const total = await catalogueCount(chains)
      expect(total).toBeGreaterThan(300)
      const allWallets = dialog(page).getByTestId('latch-all-wallets')
      await expect
        .poll(async () => Number((await allWallets.textContent())?.replace(/\D/g, '')))
        .toBeGreaterThanOrEqual(total)
      await screenshot(page, 'issue17-connect-catalogue')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)

  test('behavior: AllWallets pages the whole catalogue in by 40 as the visitor scrolls, every wallet once, logos shown', async () => {
    const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
    const requests = recordWalletRequests(page)
    try {
      await openAllWallets(page)
      // Catalogue logos (the seven dev wallets bring their own icons).
      await expect.poll(() => logos(page).count(), { timeout: 10_000 }).toBeGreaterThan(20)
      const total = await catalogueCount(requests[0]?.chains ?? '')
      const names = await scrollToEnd(page, total)
      // The whole catalogue, plus the installed dev wallets and the bundled wallets the catalogue lacks.
      expect(names.length).toBeGreaterThanOrEqual(total)
      expect(names.length).toBeLessThan(total + 30)
      expect(names).toContain('Jupiter')
      // The last page's wallets got their logos too.
      const last = await lastCatalogueWallet(requests[0]?.chains ?? '')
      const lastLogo = gridItems(page).filter({ hasText: last.name }).locator('img[src^="data:image/"]')
      await expect.poll(() => lastLogo.count(), { timeout: 10_000 }).toBe(1)
      const pages = requests
        .filter((request) => request.entries === '40')
        .map((request) => Number(request.page))
      expect(pages).toEqual(Array.from({ length: Math.ceil(total / 40) }, (_, index) => index + 1))
      // Every wallet of the catalogue once: no page is listed twice.
      expect(new Set(names).size).toBeGreaterThan(names.length - 5)
      await screenshot(page, 'issue17-all-wallets-end')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 90_000)

  test('behavior: search waits 300 ms, asks the server once for 100, and picking a found wallet opens it with its logo and its link', async () => {
    const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
    const requests = recordWalletRequests(page)
    try {
      await openAllWallets(page)
      // A wallet of the catalogue's last page: not among the wallets loaded so far, so only the server finds it.
      const target = await lastCatalogueWallet(requests[0]?.chains ?? '')
      const text = target.name.slice(0, 8)
      await dialog(page)
        .getByRole('searchbox', { name: 'Search wallet' })
        // Keys back to back: with a delay between them a loaded CI machine can stretch one gap past the 300 ms wait.
        .pressSequentially(text)
      await expect
        .poll(() => gridItems(page).evaluateAll((items) => items.map((item) => item.getAttribute('title'))), {
          timeout: 10_000,
        })
        .toContain(target.name)
      // Typed faster than the wait: one search, for the whole text, with the search page size.
      const searches = requests.filter((request) => request.search !== null)
      expect(searches).toEqual([expect.objectContaining({ search: text, entries: '100' })])
      await gridItems(page).filter({ hasText: target.name }).first().click()
      await waitForView(page, 'ConnectingExternal')
      await expect.poll(() => logos(page).count(), { timeout: 10_000 }).toBe(1)
      const homepage = dialog(page).locator('a[href^="https://"]').first()
      expect(await homepage.getAttribute('href')).toBe(new URL(target.homepage).href)
      expect(await homepage.getAttribute('rel')).toContain('noopener')
      await screenshot(page, 'issue17-picked-from-search')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)

  const TINY_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )
  const hostilePage = JSON.stringify({
    count: 1e9,
    data: [
      {
        id: 'evil',
        name: '<img src=x onerror="window.__pwned=1">Evil\u202Etellaw',
        image_id: 'huge',
        chains: ['eip155'],
        homepage: 'javascript:window.__pwned=1',
        mobile_link: 'javascript:window.__pwned=1',
      },
      { id: 'evil', name: 'Evil again', chains: ['eip155'] },
      { id: 'fine', name: 'Fine Wallet', chains: ['eip155'] },
    ],
  })

  const faults: [string, (route: Route) => Promise<void>][] = [
    ['the server down (connection refused)', (route) => route.abort('connectionrefused')],
    ['HTTP 503', (route) => route.fulfill({ status: 503, body: 'unavailable' })],
    ['malformed JSON', (route) => route.fulfill({ contentType: 'application/json', body: '{"data": [' })],
  ]
  for (const [fault, answer] of faults) {
    test(`RELIABILITY #5: getWallets fails (${fault}): the lists show the installed and bundled wallets, nothing crashes`, async () => {
      const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
      try {
        await page.route('**/svc/latch/getWallets**', answer)
        await openConnect(page)
        await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).waitFor()
        await dialog(page).getByTestId('latch-all-wallets').click()
        await waitForView(page, 'AllWallets')
        const names = await gridItems(page).evaluateAll((items) =>
          items.map((item) => item.getAttribute('title')),
        )
        expect(names).toEqual(expect.arrayContaining(['Latch Dev Wallet', 'MetaMask', 'Rainbow']))
        expect(log.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([])
      } finally {
        await close()
      }
    }, 60_000)
  }

  test('RELIABILITY #4, #6, #17: hostile catalogue data (HTML and bidi in names, javascript: links, a count of 10^9, a repeated id, a 5 MB logo) is shown as text, capped, and never run', async () => {
    const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      let pagesAsked = 0
      await page.route('**/svc/latch/getWallets**', (route) => {
        if (new URL(route.request().url()).searchParams.get('entries') === '40') pagesAsked += 1
        return route.fulfill({ contentType: 'application/json', body: hostilePage })
      })
      let hugeLogoAsked = 0
      await page.route('**/svc/latch/getWalletImage/**', (route) => {
        hugeLogoAsked += 1
        // A real PNG (1×1) followed by 5 MB: an image would decode, so only the size caps keep it off the page.
        return route.fulfill({
          contentType: 'image/png',
          body: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]),
        })
      })
      await openAllWallets(page)
      await expect.poll(() => gridItems(page).count()).toBeGreaterThan(2)
      const names = await gridItems(page).evaluateAll((items) =>
        items.map((item) => item.getAttribute('title')),
      )
      expect(names.filter((name) => name?.startsWith('<img'))).toEqual([
        '<img src=x onerror="window.__pwned=1">Eviltellaw',
      ])
      expect(names).not.toContain('Evil again')
      expect(names).toContain('Fine Wallet')
      // The count is not believed: a page that brings nothing new is the last, the list does not page on toward
      // 10^9.
      const more = dialog(page).getByRole('button', { name: 'Show more wallets' })
      await more.evaluateAll((buttons) => buttons[0]?.scrollIntoView())
      await expect.poll(() => more.count()).toBe(0)
      // Settled: no page is being loaded and none can be asked for (no show-more button to scroll to).
      await dialog(page).locator('[role="group"][aria-label="Wallets"]:not([aria-busy])').waitFor()
      expect(await more.count()).toBe(0)
      expect(pagesAsked).toBeLessThanOrEqual(2)
      // The 5 MB logo was fetched and refused: initials instead.
      const evil = dialog(page).getByRole('button', { name: /^<img/ })
      await expect.poll(() => hugeLogoAsked).toBeGreaterThan(0)
      // The logo's answer has been read (the item is busy until then).
      await expect.poll(() => evil.getAttribute('aria-busy')).toBeNull()
      expect(await evil.locator('img').count()).toBe(0)
      expect(await evil.getByTestId('latch-initials').count()).toBe(1)
      await evil.click()
      await waitForView(page, 'ConnectingExternal')
      expect(await dialog(page).locator('a[href^="javascript:"]').count()).toBe(0)
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
      expect(log.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)

  test('§8: the origins call answers 429 with Retry-After or 503: the rate-limited or server-error alert shows, and the lists still work', async () => {
    for (const [status, message] of [
      [429, 'App configuration rate-limited'],
      [503, 'Server error'],
    ] as const) {
      const { page, close } = await openDemo(browser(), inject('demoUrl'), {})
      try {
        await page
          .context()
          .route('**/svc/latch/projects/v1/origins**', (route) =>
            route.fulfill({ status, headers: { 'Retry-After': '30' }, body: '' }),
          )
        await page.reload()
        await openConnect(page)
        await expect
          .poll(() => dialog(page).getByRole('alert').allTextContents(), { timeout: 10_000 })
          .toEqual(expect.arrayContaining([expect.stringContaining(message)]))
        await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).waitFor()
        // The server's recommended wallets arrive after the installed ones: awaited, not read once.
        await expect
          .poll(() => dialog(page).getByTestId('latch-wallet-row').count(), { timeout: 10_000 })
          .toBeGreaterThan(7)
      } finally {
        await close()
      }
    }
  }, 60_000)
})
