import type { ActivityItem, TokenHolding } from '@latch/core'
import { ChainDataUnavailableError } from '@latch/core'
import { setCurrentTab } from '@latch/core/actions'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import { connectTestWallet, createTestClient, openModal, renderLatch } from '../../test/renderLatch'
import { HOUR, setup, textAfterIcon, USDC, usdc } from './accountTabsSetup'

describe('Account: Activity tab (spec §2, §9)', () => {
  const now = Date.now()
  const items: ActivityItem[] = [
    {
      hash: `0x${'a1'.repeat(32)}`,
      networkId: 'eip155:1',
      timestamp: now - 5 * 60_000,
      direction: 'sent',
      counterparty: '0x2222222222222222222222222222222222222222',
      amount: { formatted: '0.25', symbol: 'ETH' },
    },
    {
      hash: `0x${'b2'.repeat(32)}`,
      networkId: 'eip155:1',
      timestamp: now - 3 * HOUR,
      direction: 'received',
      // Address poisoning: same first and last characters as the visitor's own address.
      counterparty: '0x1111999999999999999999999999999999991111',
      amount: { formatted: '0', symbol: 'USDC', tokenAddress: USDC },
    },
    {
      hash: `0x${'c3'.repeat(32)}`,
      networkId: 'eip155:1',
      timestamp: now - 40 * 24 * HOUR,
      direction: 'contract',
      counterparty: USDC,
      failed: true,
    },
  ]

  test('default: kind, counterparty, amount, short relative time and an https explorer link', async () => {
    const { client } = setup(
      { getActivity: async () => items },
      { ...testNetworks.mainnet, blockExplorerUrl: 'https://etherscan.io' },
    )
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await userEvent.click(modal.getByRole('tab', { name: 'Activity' }))
    await waitFor(() => expect(modal.getAllByTestId('latch-activity-row')).toHaveLength(3))
    const [sent, received, call] = modal.getAllByTestId('latch-activity-row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ]
    // 'E': the ETH amount's letter tile (no icon listed for it).
    expect(sent.textContent).toBe('SentTo 0x2222…2222E−0.25 ETH5 min↗')
    expect(sent.querySelector('a')?.getAttribute('href')).toBe(`https://etherscan.io/tx/0x${'a1'.repeat(32)}`)
    expect(sent.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    // The lookalike is shown whole with a warning, never shortened to what would read as the visitor's address.
    expect(received.textContent).toContain('From 0x1111999999999999999999999999999999991111')
    expect(received.textContent).toContain('Not your address: it only looks like it')
    expect(received.textContent).not.toContain('0x1111…1111')
    expect(received.textContent).toContain('3 hr')
    expect(call.textContent).toBe(`Contract call · FailedWith 0xA0b8…eB481 mo↗`)
    // Each row leads with its direction's icon; a failed one in the error colour.
    expect([sent, received, call].map((row) => row.querySelector('svg')?.dataset.icon)).toEqual([
      'send',
      'receive',
      'swap',
    ])
    const badge = call.querySelector('.latch-activity-icon') as HTMLElement
    expect(getComputedStyle(badge).color).not.toBe(
      getComputedStyle(sent.querySelector('.latch-activity-icon') as HTMLElement).color,
    )
    expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      (call.querySelector('.latch-row-name') as HTMLElement).getBoundingClientRect().left,
    )
    expect(client.getState().accounts.eip155?.currentTab).toBe(1)
  })

  test('behavior: a non-https explorer gets no link', async () => {
    const { client } = setup(
      { getActivity: async () => items.slice(0, 1) },
      { ...testNetworks.mainnet, blockExplorerUrl: 'javascript:alert(1)//' },
    )
    renderLatch(client)
    await connectTestWallet(client)
    setCurrentTab(client, { tab: 1 })
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() => expect(modal.getAllByTestId('latch-activity-row')).toHaveLength(1))
    expect(modal.getByTestId('latch-activity-row').querySelector('a')).toBeNull()
  })

  test('behavior: no transactions reads "No activity yet"', async () => {
    const { client } = setup({ getActivity: async () => [] })
    renderLatch(client)
    await connectTestWallet(client)
    setCurrentTab(client, { tab: 1 })
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() => expectShown(modal.getByText('No activity yet')))
  })

  test('behavior: a node without the activity methods reads "not available on this network"', async () => {
    const { client } = setup({
      getActivity: async () => {
        throw new ChainDataUnavailableError()
      },
    })
    renderLatch(client)
    await connectTestWallet(client)
    setCurrentTab(client, { tab: 1 })
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() => expectShown(modal.getByText('Activity is not available on this network.')))
  })

  test('error: a failing read offers Try again, which lists the activity', async () => {
    let fail = true
    const { client } = setup({
      getActivity: async () => {
        if (fail) throw new Error('socket hang up')
        return items.slice(0, 1)
      },
    })
    renderLatch(client)
    await connectTestWallet(client)
    setCurrentTab(client, { tab: 1 })
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() =>
      expect(modal.getByRole('alert').textContent).toContain('Activity could not be loaded.'),
    )
    fail = false
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(modal.getAllByTestId('latch-activity-row')).toHaveLength(1))
  })
})

describe('Account: tokens the host does not list, and older activity (issue 41)', () => {
  const FAKE_USDC = '0x5555555555555555555555555555555555555555'
  const lookalike: TokenHolding = { ...usdc, address: FAKE_USDC, name: 'USD Coin', quantity: '1000' }

  test("behavior: a token the host does not list reads 'Unverified' in Tokens and in Activity, even when it calls itself USDC; the listed USDC does not", async () => {
    const { client } = setup({
      getTokenBalances: async () => [usdc, lookalike],
      getActivity: async () => [
        {
          hash: `0x${'d4'.repeat(32)}`,
          networkId: 'eip155:1',
          direction: 'received',
          counterparty: '0x2222222222222222222222222222222222222222',
          amount: { formatted: '1000', symbol: 'USDC', tokenAddress: FAKE_USDC },
        },
        {
          hash: `0x${'e5'.repeat(32)}`,
          networkId: 'eip155:1',
          direction: 'received',
          counterparty: '0x2222222222222222222222222222222222222222',
          amount: { formatted: '5', symbol: 'USDC', tokenAddress: USDC },
        },
      ],
    })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() => expect(modal.getAllByTestId('latch-token-row')).toHaveLength(3))
    const rows = modal.getAllByTestId('latch-token-row').map(textAfterIcon)
    // Listed first; the unlisted one after it, marked, and without the listed token's icon.
    expect(rows[1]).toBe('USDC250.5$250.50')
    expect(rows[2]).toBe('USDC Unverified1,000$9,999,000.00')
    await userEvent.click(modal.getByRole('tab', { name: 'Activity' }))
    await waitFor(() => expect(modal.getAllByTestId('latch-activity-row')).toHaveLength(2))
    const amounts = modal.getAllByTestId('latch-activity-amount').map((amount) => amount.textContent)
    expect(amounts).toEqual(['+1,000 USDC Unverified', '+5 USDC'])
  })

  test("behavior: Activity shows the host list's icon beside a listed token's amount; the unlisted USDC lookalike shows letters, never that icon (issue 40)", async () => {
    const icon =
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2220%22 height=%2220%22%3E%3Ccircle cx=%2210%22 cy=%2210%22 r=%2210%22 fill=%22%232775ca%22/%3E%3C/svg%3E'
    const received = (tokenAddress: string, hash: string): ActivityItem => ({
      hash,
      networkId: 'eip155:1',
      direction: 'received',
      counterparty: '0x2222222222222222222222222222222222222222',
      amount: { formatted: '5', symbol: 'USDC', tokenAddress },
    })
    const { client } = createTestClient({
      adapter: Object.assign(createTestAdapter(), {
        getActivity: async () => [
          received(FAKE_USDC, `0x${'f6'.repeat(32)}`),
          received(USDC, `0x${'f7'.repeat(32)}`),
        ],
      }),
      networks: [testNetworks.mainnet],
      tokens: { 'eip155:1': [{ address: USDC, symbol: 'USDC', iconUrl: icon }] },
    })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await userEvent.click(modal.getByRole('tab', { name: 'Activity' }))
    await waitFor(() => expect(modal.getAllByTestId('latch-activity-token')).toHaveLength(2))
    const [lookalike, listed] = modal.getAllByTestId('latch-activity-token') as [HTMLElement, HTMLElement]
    const image = listed.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe(icon)
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0))
    expect(image.getBoundingClientRect().width).toBe(20)
    expect(lookalike.querySelector('img')).toBeNull()
    expect(lookalike.querySelector('[data-testid="latch-initials"]')?.textContent).toBe('U')
  })

  test('behavior: Activity lists the older page once the visitor scrolls to the end, then stops at the end of the history', async () => {
    const now = Date.now()
    const history: ActivityItem[] = Array.from({ length: 35 }, (_, index) => ({
      hash: `0x${index.toString(16).padStart(64, '0')}`,
      networkId: 'eip155:1',
      timestamp: now - (index + 1) * 60_000,
      direction: 'sent',
      counterparty: '0x2222222222222222222222222222222222222222',
      amount: { formatted: String(index + 1), symbol: 'ETH' },
    }))
    const asked: (string | undefined)[] = []
    const { client } = setup({
      getActivity: (async ({ before }: { before?: string } = {}) => {
        asked.push(before)
        const start = before ? history.findIndex((item) => item.hash === before) + 1 : 0
        return history.slice(start, start + 25)
      }) as () => Promise<ActivityItem[]>,
    })
    const observed = vi.spyOn(IntersectionObserver.prototype, 'observe')
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await userEvent.click(modal.getByRole('tab', { name: 'Activity' }))
    await waitFor(() => expect(modal.getAllByTestId('latch-activity-row')).toHaveLength(25))
    // Not scrolled yet: the view watches the end of the list, and its observer's first report (out of view) asks
    // nothing. An observer made after the view's reports after it, in the same step: its report is the signal.
    const more = modal.getByTestId('latch-activity-more')
    await waitFor(() => expect(observed.mock.calls.some(([target]) => target === more)).toBe(true))
    observed.mockRestore()
    const inView = await firstReport(more)
    expect(inView).toBe(false)
    expect(client.getState().accountData.eip155?.activityMore).toBe('idle')
    expect(asked).toEqual([undefined])
    modal.getByTestId('latch-activity-more').scrollIntoView()
    await waitFor(() => expect(modal.getAllByTestId('latch-activity-row')).toHaveLength(35))
    expect(asked[1]).toBe(history[24]?.hash)
    expect(modal.getAllByTestId('latch-activity-amount').at(-1)?.textContent).toBe('−35 ETH')
    // Scrolling to the end again reads an empty page: the list ends, no loading row is left.
    modal.getByTestId('latch-activity-more').scrollIntoView()
    await waitFor(() => expect(modal.queryByTestId('latch-activity-more')).toBeNull())
    expect(asked).toEqual([undefined, history[24]?.hash, history[34]?.hash])
  })
})

/** Whether `element` is in view, by the first report of a new IntersectionObserver (it reports at once). */
function firstReport(element: Element): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((records) => {
      observer.disconnect()
      resolve(records.some((record) => record.isIntersecting))
    })
    observer.observe(element)
  })
}
