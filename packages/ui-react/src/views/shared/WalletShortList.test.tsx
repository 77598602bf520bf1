import { createTestAdapter } from '@latch/core/testing'
import { describe, expect, test } from 'vitest'
import { expectShown } from '../../test/expectShown'
import { createTestClient, openModal, renderLatch } from '../../test/renderLatch'

describe('WalletShortList', () => {
  test('behavior: every installed wallet is listed, however many there are; the rest waits behind All Wallets', async () => {
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven']
    const adapter = createTestAdapter({
      connectors: names.map((name) => ({
        id: name.toLowerCase(),
        name: `${name} Wallet`,
        namespace: 'eip155',
        type: 'announced' as const,
        installed: true,
      })),
    })
    const { client } = createTestClient({ adapter })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const rows = modal.getAllByTestId('latch-wallet-row').map((row) => row.textContent ?? '')
    for (const name of names) expect(rows.some((row) => row.includes(`${name} Wallet`))).toBe(true)
    expectShown(modal.getByTestId('latch-all-wallets'))
  })

  test("parameters: features.walletPreference 'installed' lists only the wallets found in the browser, All Wallets included (issue 41)", async () => {
    const installed = {
      id: 'found',
      name: 'Found Wallet',
      namespace: 'eip155',
      type: 'announced' as const,
      installed: true,
    }
    const make = (walletPreference: 'all' | 'installed') =>
      createTestClient({
        adapter: createTestAdapter({ connectors: [installed] }),
        features: { walletPreference },
      })
    const rowsOf = async (walletPreference: 'all' | 'installed') => {
      const { client } = make(walletPreference)
      const view = renderLatch(client)
      // All Wallets: every wallet of the listing, where the preference shows most.
      const modal = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
      const rows = (await modal.findAllByTestId('latch-wallet-grid-item')).map((row) => row.textContent ?? '')
      view.unmount()
      return rows
    }
    const all = await rowsOf('all')
    expect(all.length).toBeGreaterThan(1)
    expect(await rowsOf('installed')).toEqual([expect.stringContaining('Found Wallet')])
  })

  test('parameters: featuredWalletIds, includeWalletIds and excludeWalletIds shape Connect and All Wallets alike (issue 41)', async () => {
    const listsOf = async (options: Record<string, string[]>) => {
      const { client } = createTestClient({ adapter: createTestAdapter({ connectors: [] }), ...options })
      const view = renderLatch(client)
      const connect = await openModal(client, {}, 'Connect')
      const short = connect.getAllByTestId('latch-wallet-row').map((row) => row.textContent ?? '')
      const all = await openModal(client, { view: 'AllWallets' }, 'AllWallets')
      const grid = (await all.findAllByTestId('latch-wallet-grid-item')).map((item) => item.textContent ?? '')
      view.unmount()
      return { short, grid }
    }
    const shaped = await listsOf({
      featuredWalletIds: ['me.rainbow', 'io.rabby'],
      excludeWalletIds: ['com.trustwallet.app'],
    })
    for (const list of [shaped.short, shaped.grid]) {
      expect(list.slice(0, 2)).toEqual([expect.stringContaining('Rainbow'), expect.stringContaining('Rabby')])
      expect(list.some((name) => name.includes('Trust Wallet'))).toBe(false)
    }
    const plain = await listsOf({})
    expect(plain.grid.some((name) => name.includes('Trust Wallet'))).toBe(true)
    expect(plain.grid[0]).not.toContain('Rainbow')
    const only = await listsOf({ includeWalletIds: ['io.zerion.wallet'] })
    expect(only.grid).toEqual([expect.stringContaining('Zerion')])
  })
})
