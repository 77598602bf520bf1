import type { ActivityItem, TokenHolding } from '@latch/core'
import { ChainDataUnavailableError } from '@latch/core'
import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import { connectTestWallet, openModal, renderLatch } from '../../test/renderLatch'
import { setup, spam, textAfterIcon, usdc } from './accountTabsSetup'

describe('Account: Tokens tab (spec §2, §3)', () => {
  test('default: each token with balance and USD value, the network balance in USD; spam last', async () => {
    const { client } = setup({ getTokenBalances: async () => [spam, usdc] })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() => expect(modal.getAllByTestId('latch-token-row')).toHaveLength(3))
    const rows = modal.getAllByTestId('latch-token-row').map(textAfterIcon)
    expect(rows[0]).toBe('ETH1.5$3,000.00')
    expect(rows[1]).toBe('USDC250.5$250.50')
    // The spam token claims $9.999 billion and still comes last; its name loses the bidi override.
    expect(rows[2]).toBe('CLAIMgnp.exe Possible spam1,000,000$9,999,000,000.00')
    expect(modal.getByTestId('latch-network-balance').textContent).toBe('Network balance $3,250.50')
  })

  test("behavior: each token row leads with its icon: the token list's image, else a letter tile (issue 40)", async () => {
    const icon =
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2232%22 height=%2232%22%3E%3Ccircle cx=%2216%22 cy=%2216%22 r=%2216%22 fill=%22%232775ca%22/%3E%3C/svg%3E'
    const { client } = setup({ getTokenBalances: async () => [{ ...usdc, iconUrl: icon }] })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() => expect(modal.getAllByTestId('latch-token-row')).toHaveLength(2))
    const [eth, usdcRow] = modal.getAllByTestId('latch-token-row') as [HTMLElement, HTMLElement]
    const image = usdcRow.querySelector('img') as HTMLImageElement
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0))
    expect(image.getAttribute('src')).toBe(icon)
    expect(eth.querySelector('[data-testid="latch-initials"]')?.textContent).toBe('E')
    for (const row of [eth, usdcRow]) {
      const badge = (row.firstElementChild as HTMLElement).getBoundingClientRect()
      const name = (row.querySelector('.latch-row-name') as HTMLElement).getBoundingClientRect()
      expect(badge.width).toBe(32)
      expect(badge.right).toBeLessThanOrEqual(name.left)
    }
  })

  test('behavior: a failed read shows an error with Try again; the retry waits out the 30 s window', async () => {
    let fail = true
    const { client } = setup({
      getTokenBalances: async () => {
        if (fail) throw new Error('RPC timed out')
        return [usdc]
      },
    })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    // Two alerts: the tab's error, and core's 'Token Balance Unavailable' toast (an error toast is an alert).
    const alerts = () => modal.getAllByRole('alert').map((alert) => alert.textContent)
    await waitFor(() =>
      expect(alerts()).toContainEqual(expect.stringContaining('Token balances could not be loaded.')),
    )
    expect(alerts()).toContain('Token Balance Unavailable')
    fail = false
    // Within the retry window nothing is asked again (spec §4): still the error.
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }))
    expect(alerts()).toContainEqual(expect.stringContaining('Token balances could not be loaded.'))
    const account = client.getState().accounts.eip155
    expect(account?.lastRetry).toEqual(expect.any(Number))
  })

  test('behavior: an endpoint that cannot read tokens says so, and the native balance still shows', async () => {
    const { client } = setup({
      getTokenBalances: async () => {
        throw new ChainDataUnavailableError()
      },
    })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() =>
      expect(modal.getByText('Token balances are not available on this network.')).toBeInstanceOf(
        HTMLElement,
      ),
    )
    expect(modal.getAllByTestId('latch-token-row').map(textAfterIcon)).toEqual(['ETH1.5$3,000.00'])
  })

  test('parameters: locale es', async () => {
    const { client } = setup({ getTokenBalances: async () => [usdc] })
    renderLatch(client, null, { locale: 'es' })
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await waitFor(() => expect(modal.getAllByTestId('latch-token-row')).toHaveLength(2))
    expectShown(modal.getByRole('tab', { name: 'Actividad' }))
    expect(modal.getByTestId('latch-network-balance').textContent).toMatch(/^Saldo en la red 3250,50\sUS\$$/)
  })
})

describe('Account: loading placeholders (issue 40)', () => {
  /** Each skeleton row is laid out like a list row (full width, a row's height), not blank space or a spinner. */
  function expectRowShaped(status: HTMLElement) {
    const rows = [...status.querySelectorAll<HTMLElement>('.latch-skeleton-row')]
    expect(rows.length).toBeGreaterThanOrEqual(3)
    const list = status.getBoundingClientRect()
    for (const row of rows) {
      expectShown(row)
      const box = row.getBoundingClientRect()
      expect(box.height).toBeGreaterThanOrEqual(48)
      expect(box.width).toBeCloseTo(list.width, 0)
    }
    // Stacked, one under the other.
    const tops = rows.map((row) => row.getBoundingClientRect().top)
    expect(tops).toEqual([...tops].sort((a, b) => a - b))
    expect(new Set(tops).size).toBe(rows.length)
  }

  test('behavior: while tokens and activity load, each tab shows row-shaped placeholders with a "Loading" status, replaced by the rows', async () => {
    let giveTokens: (tokens: TokenHolding[]) => void = () => {}
    let giveActivity: (items: ActivityItem[]) => void = () => {}
    const { client } = setup({
      getTokenBalances: () => new Promise((resolve) => (giveTokens = resolve)),
      getActivity: () => new Promise((resolve) => (giveActivity = resolve)),
    })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    const tokens = modal.getByTestId('latch-tokens-tab').querySelector<HTMLElement>('[role="status"]')
    expect(tokens?.textContent).toBe('Loading tokens')
    expectRowShaped(tokens as HTMLElement)
    giveTokens([usdc])
    await waitFor(() => expect(modal.getAllByTestId('latch-token-row').length).toBeGreaterThan(0))
    expect(modal.getByTestId('latch-tokens-tab').querySelector('.latch-skeleton-row')).toBeNull()

    await userEvent.click(modal.getByRole('tab', { name: 'Activity' }))
    const activity = await waitFor(() => {
      const status = modal.getByTestId('latch-activity-tab').querySelector<HTMLElement>('[role="status"]')
      if (!status) throw new Error('no loading status')
      return status
    })
    expect(activity.textContent).toBe('Loading activity')
    expectRowShaped(activity)
    giveActivity([])
    await waitFor(() => expectShown(modal.getByText('No activity yet')))
    expect(modal.getByTestId('latch-activity-tab').querySelector('.latch-skeleton-row')).toBeNull()
  })
})
