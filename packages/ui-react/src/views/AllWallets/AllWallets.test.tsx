import { toDisplayText } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, onTestFinished, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { createTestClient, modalShadowRoot, openModal, renderLatch } from '../../test/renderLatch'
import type { WalletListing } from '../../wallets/types'
import { moveGridFocus } from './moveGridFocus'

const many: WalletListing[] = Array.from({ length: 45 }, (_, index) => ({
  id: `w${index}`,
  name: `Wallet ${String(index).padStart(2, '0')}`,
  chains: ['eip155'],
}))

describe('AllWallets view', () => {
  test('behavior: search filters, and says when nothing matches', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    await userEvent.type(modal.getByRole('searchbox', { name: 'Search wallet' }), 'rain')
    expect(modal.getAllByTestId('latch-wallet-grid-item').map((item) => item.textContent)).toEqual([
      'RRainbow',
    ])
    await userEvent.type(modal.getByRole('searchbox'), 'zzz')
    expect(modal.getByRole('status').textContent).toBe('No wallet found')
  })

  test("behavior: with an explorer, a search nothing bundled matches reads 'Searching wallets' (rows loading) until the explorer answers, then 'No wallet found' (issue 40)", async () => {
    // An explorer on a port nothing listens on: its search fails, as a server that is down does (RELIABILITY #5).
    const { client } = createTestClient({ services: { explorer: 'http://127.0.0.1:9' } })
    renderLatch(client)
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    await userEvent.type(modal.getByRole('searchbox', { name: 'Search wallet' }), 'zzz')
    const searching = modal.getByTestId('latch-skeleton')
    expect(searching.textContent).toBe('Searching wallets')
    expect(searching.getAttribute('role')).toBe('status')
    await waitFor(() => expect(modal.getByRole('status').textContent).toBe('No wallet found'))
    expect(modal.queryByTestId('latch-skeleton')).toBeNull()
  })

  test('behavior: a bundled wallet shows its bundled logo, not a letter tile, with no server (issue 40)', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    await userEvent.type(modal.getByRole('searchbox', { name: 'Search wallet' }), 'metamask')
    const [item] = modal.getAllByTestId('latch-wallet-grid-item')
    expect(item?.textContent).toBe('MetaMask')
    const logo = item?.querySelector('img')
    await waitFor(() => expect(logo?.complete && logo.naturalWidth > 0).toBe(true))
  })

  test('behavior: 10 s after All Wallets opens, the bundled logos are still images with a natural size, not letter tiles (issue 40: tiles after 5 s)', async () => {
    // The page's clock follows real time, and the test can move it 10 s on at once.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const { client } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    const logoOf = (name: string) =>
      modal
        .getAllByTestId('latch-wallet-grid-item')
        .find((item) => item.textContent?.endsWith(name))
        ?.querySelector('img')
    const names = ['MetaMask', 'Phantom', 'Rabby Wallet']
    await waitFor(() => {
      for (const name of names) expect(logoOf(name)?.naturalWidth).toBeGreaterThan(0)
    })
    // Past the 5 s time cap (it once fired on images that had already loaded).
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    for (const name of names) expect(logoOf(name)?.naturalWidth).toBeGreaterThan(0)
  })

  test('behavior: pages of 40 load as the visitor scrolls to the end of the grid', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, { wallets: many })
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    expect(modal.getAllByTestId('latch-wallet-grid-item')).toHaveLength(40)
    modal.getByRole('button', { name: 'Show more wallets' }).scrollIntoView()
    await waitFor(() => expect(modal.getAllByTestId('latch-wallet-grid-item')).toHaveLength(46))
    expect(modal.queryByRole('button', { name: 'Show more wallets' })).toBeNull()
  })

  test('behavior: the show-more button pages in too (keyboard)', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, { wallets: many })
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    const more = modal.getByRole('button', { name: 'Show more wallets' })
    more.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(modal.getAllByTestId('latch-wallet-grid-item')).toHaveLength(46))
  })

  test('behavior: arrow keys move through the grid', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, { wallets: many })
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    const items = modal.getAllByTestId('latch-wallet-grid-item')
    items[0]?.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(modalShadowRoot()?.activeElement).toBe(items[1])
    await userEvent.keyboard('{ArrowDown}')
    expect(modalShadowRoot()?.activeElement).toBe(items[5])
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}')
    expect(modalShadowRoot()?.activeElement).toBe(items[0])
  })

  test('behavior: 1,000 wallets page by 40 into blocks the browser skips off-screen; every entry is reachable by keyboard', async () => {
    const thousand: WalletListing[] = Array.from({ length: 1000 }, (_, index) => ({
      id: `t${index}`,
      name: `Wallet ${String(index).padStart(4, '0')}`,
      chains: ['eip155'],
    }))
    const { client } = createTestClient()
    renderLatch(client, null, { wallets: thousand })
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    expect(modal.getAllByTestId('latch-wallet-grid-item')).toHaveLength(40)
    for (let page = 2; page <= 26; page += 1) {
      modal.getByRole('button', { name: 'Show more wallets' }).scrollIntoView()
      await waitFor(() =>
        expect(modal.getAllByTestId('latch-wallet-grid-item')).toHaveLength(Math.min(page * 40, 1001)),
      )
    }
    expect(modal.queryByRole('button', { name: 'Show more wallets' })).toBeNull()
    const blocks = [...modal.dialog.querySelectorAll<HTMLElement>('.latch-grid-page')]
    expect(blocks).toHaveLength(26)
    for (const block of blocks) expect(getComputedStyle(block).contentVisibility).toBe('auto')
    const items = modal.getAllByTestId('latch-wallet-grid-item')
    // Down from the last row of one page lands in the first row of the next, four columns on.
    items[37]?.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(modalShadowRoot()?.activeElement).toBe(items[41])
    // End reaches the last wallet, scrolled into view in the modal's list and rendered.
    await userEvent.keyboard('{End}')
    const last = items[1000] as HTMLElement
    expect(modalShadowRoot()?.activeElement).toBe(last)
    expect(last.querySelector('.latch-grid-name')?.textContent).toBe('Wallet 0999')
    await waitFor(() => {
      const list = modal.getByTestId('latch-view').getBoundingClientRect()
      const box = last.getBoundingClientRect()
      expect(box.height).toBeGreaterThan(0)
      expect(box.bottom).toBeLessThanOrEqual(list.bottom + 1)
      expect(box.top).toBeGreaterThanOrEqual(list.top - 1)
    })
    await userEvent.keyboard('{Home}')
    expect(modalShadowRoot()?.activeElement).toBe(items[0])
    // 25 scrolls that each render 40 more tiles: a limit for a loaded CI machine, not a speed assertion.
  }, 60_000)

  test('RELIABILITY #17: hostile wallet names render as text, unsafe images fall back, long names are ellipsized', async () => {
    const hostile =
      '<img src=x onerror="window.__pwned=1"> Evil Wallet With A Very Very Long Name That Goes On'
    const adapter = createTestAdapter({
      connectors: [
        {
          id: 'evil',
          name: hostile,
          namespace: 'eip155',
          type: 'announced',
          installed: true,
          imageUrl: 'javascript:alert(1)',
        },
      ],
    })
    const { client } = createTestClient({ adapter })
    renderLatch(client)
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    // Shown as text, cut to the display bound before layout (the rest is ellipsized by CSS).
    const shown = toDisplayText(hostile)
    expect(shown).toMatch(/^<img src=x onerror="window.__pwned=1"> Evi.*…$/)
    const item = modal.getByRole('button', { name: shown })
    expect(item.querySelector('img')).toBeNull()
    expect(item.querySelector('.latch-grid-name')?.textContent).toBe(shown)
    const name = item.querySelector('.latch-grid-name') as HTMLElement
    expect(getComputedStyle(name).textOverflow).toBe('ellipsis')
    expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  test('behavior: choosing a listed wallet that is not installed offers to get it', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    await userEvent.click(modal.getByRole('button', { name: 'Rainbow' }))
    await waitFor(() => expect(client.getState().modal.history.at(-1)?.view).toBe('ConnectingExternal'))
  })
})

describe('moveGridFocus', () => {
  test('default: edges clamp', () => {
    expect(moveGridFocus('ArrowLeft', 0, 10, 4)).toBe(0)
    expect(moveGridFocus('ArrowRight', 9, 10, 4)).toBe(9)
    expect(moveGridFocus('ArrowDown', 7, 10, 4)).toBe(7)
    expect(moveGridFocus('ArrowDown', 5, 10, 4)).toBe(9)
    expect(moveGridFocus('End', 0, 10, 4)).toBe(9)
    expect(moveGridFocus('a', 0, 10, 4)).toBeUndefined()
  })
})
