import {
  type Balance,
  EMBEDDED_CONNECTOR_IDS,
  type EmbeddedIntegration,
  type EmbeddedWallet,
} from '@latch/core'
import { connect } from '@latch/core/actions'
import { createTestAdapter } from '@latch/core/testing'
import { waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import {
  connectTestWallet,
  createTestClient,
  findModal,
  openModal,
  renderLatch,
} from '../../test/renderLatch'
import { avatarGradient } from './avatarGradient'

describe('Account view', () => {
  test('default: short address, balance for the locale, wallet, network, disconnect', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    await waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1.2345'))
    const modal = await openModal(client, {}, 'Account')
    expect(modal.getByTestId('latch-account-name').textContent).toBe('0x1111…1111')
    expect(modal.getByTestId('latch-account-name').getAttribute('title')).toBe(
      '0x1111111111111111111111111111111111111111',
    )
    expect(modal.getByTestId('latch-account-balance').textContent).toBe('1.2345 ETH')
    expect(modal.getByTestId('latch-account-wallet').textContent).toBe('TWTest Wallet')
    expectShown(modal.getByRole('button', { name: 'Ethereum' }))
    await userEvent.click(modal.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('disconnected'))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
  })

  test('behavior: every action carries its own inline SVG icon (no image request), the action tiles sit on one row with each icon above its label, and header back and close are icons too (close drawn in CSS, issue 39) (issue 40)', async () => {
    // An adapter that sends prepared calls and a server for swaps and on-ramp: every action is offered.
    const adapter = Object.assign(createTestAdapter(), { sendTransaction: async () => '0x' })
    const { client } = createTestClient({
      adapter,
      features: { swaps: true },
      services: { onramp: 'http://127.0.0.1:9', swap: 'http://127.0.0.1:9' },
    })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    const icons: Record<string, HTMLElement> = {
      send: modal.getByRole('button', { name: 'Send' }),
      receive: modal.getByRole('button', { name: 'Receive' }),
      swap: modal.getByRole('button', { name: 'Swap' }),
      buy: modal.getByRole('button', { name: 'Buy crypto' }),
      copy: modal.getByRole('button', { name: 'Copy address' }),
      networks: modal.getByRole('button', { name: 'Ethereum' }),
      disconnect: modal.getByRole('button', { name: 'Disconnect' }),
      activity: modal.getByRole('tab', { name: 'Activity' }),
    }
    // The close X is drawn in CSS (so the hidden pre-render holds no SVG): an icon's size, in the button's colour.
    const close = modal.getByRole('button', { name: 'Close' })
    const glyph = close.querySelector<HTMLElement>('.latch-close-glyph')
    expect(glyph?.getAttribute('aria-hidden')).toBe('true')
    expect(glyph?.getBoundingClientRect().width).toBe(18)
    expect(getComputedStyle(glyph as HTMLElement, '::before').backgroundColor).toBe(
      getComputedStyle(close).color,
    )
    expect(getComputedStyle(glyph as HTMLElement, '::after').transform).not.toBe('none')
    for (const [name, control] of Object.entries(icons)) {
      const icon = control.querySelector<SVGElement>(`svg[data-icon="${name}"]`)
      expect(icon, `${name} icon`).not.toBeNull()
      expect(icon?.getAttribute('aria-hidden')).toBe('true')
      // Drawn in the control's own text colour, at a small icon's size.
      const box = (icon as SVGElement).getBoundingClientRect()
      expect(box.width).toBeGreaterThanOrEqual(14)
      expect(box.width).toBeLessThanOrEqual(24)
      expect(getComputedStyle(icon as SVGElement).color).toBe(getComputedStyle(control).color)
    }
    // Bundled: no icon is an image fetched from anywhere.
    expect(modal.dialog.querySelectorAll('svg image, svg use')).toHaveLength(0)
    const tiles = ['Receive', 'Send', 'Swap', 'Buy crypto'].map((name) => modal.getByRole('button', { name }))
    const dialog = modal.dialog.getBoundingClientRect()
    const tops = tiles.map((tile) => Math.round(tile.getBoundingClientRect().top))
    expect(new Set(tops).size).toBe(1)
    for (const tile of tiles) {
      const tileBox = tile.getBoundingClientRect()
      expect(tileBox.right).toBeLessThanOrEqual(dialog.right)
      const icon = (tile.querySelector('svg') as SVGElement).getBoundingClientRect()
      const label = (tile.querySelector('span') as HTMLElement).getBoundingClientRect()
      expect(icon.bottom).toBeLessThanOrEqual(label.top)
      expect(Math.abs(icon.left + icon.width / 2 - (label.left + label.width / 2))).toBeLessThan(2)
    }
    await userEvent.click(icons.networks as HTMLElement)
    const networks = await findModal('Networks')
    expect(
      networks.getByRole('button', { name: 'Back' }).querySelector('svg[data-icon="back"]'),
    ).not.toBeNull()
  })

  test('behavior: while the balance loads, a skeleton line stands in its place with a "Loading balance" status, then the balance (issue 40)', async () => {
    // Every balance read waits until the test answers them all.
    const pending: ((balance: Balance) => void)[] = []
    const give = (balance: Balance) => {
      for (const resolve of pending.splice(0)) resolve(balance)
    }
    const adapter = Object.assign(createTestAdapter(), {
      getBalance: () => new Promise<Balance>((resolve) => pending.push(resolve)),
    })
    const { client } = createTestClient({ adapter })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    const balance = modal.getByTestId('latch-account-balance')
    const status = await waitFor(() => within(balance).getByRole('status'))
    expect(status.textContent).toBe('Loading balance')
    const line = balance.querySelector('.latch-skeleton-line') as HTMLElement
    expectShown(line)
    expect(line.getBoundingClientRect().width).toBe(96)
    give({ value: '2000000000000000000', formatted: '2', symbol: 'ETH', decimals: 18 })
    await waitFor(() => expect(balance.textContent).toBe('2 ETH'))
    expect(balance.querySelector('.latch-skeleton-line')).toBeNull()
  })

  test('parameters: locale es formats the balance and words', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, { locale: 'es' })
    await connectTestWallet(client)
    await waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1.2345'))
    const modal = await openModal(client, {}, 'Account')
    expect(modal.getByTestId('latch-account-balance').textContent).toBe('1,2345 ETH')
    expectShown(modal.getByRole('button', { name: 'Desconectar' }))
  })

  test('behavior: the network button leads to Networks; back returns to Account', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, {}, 'Account')
    await userEvent.click(modal.getByRole('button', { name: 'Ethereum' }))
    const networks = await findModal('Networks')
    await userEvent.click(networks.getByRole('button', { name: 'Back' }))
    await findModal('Account')
  })

  test('parameters: features.send false hides the Send entry; on by default (issue 41)', async () => {
    for (const send of [true, false]) {
      const { client } = createTestClient({ features: { send } })
      const view = renderLatch(client)
      await connectTestWallet(client)
      const modal = await openModal(client, {}, 'Account')
      expect(modal.queryByRole('button', { name: 'Send' }) !== null).toBe(send)
      view.unmount()
    }
  })

  test('parameters: features.swaps false hides Swap and features.onramp false hides Buy crypto, each alone (issue 41)', async () => {
    const adapter = Object.assign(createTestAdapter(), { sendTransaction: async () => '0x' })
    for (const features of [
      { swaps: false, onramp: true },
      { swaps: true, onramp: false },
    ]) {
      const { client } = createTestClient({
        adapter,
        features,
        services: { onramp: 'http://127.0.0.1:9', swap: 'http://127.0.0.1:9' },
      })
      const view = renderLatch(client)
      await connectTestWallet(client)
      const modal = await openModal(client, {}, 'Account')
      expect(modal.queryByRole('button', { name: 'Swap' }) !== null).toBe(features.swaps)
      expect(modal.queryByRole('button', { name: 'Buy crypto' }) !== null).toBe(features.onramp)
      view.unmount()
    }
  })
})

describe('Account view: the e-mail wallet’s account type (issue 34)', () => {
  // The e-mail wallet as core sees it; the switch itself runs on anvil in @latch/embedded (evmBatch.test.ts).
  function emailWalletClient(defaultAccountTypes?: { eip155: 'eoa' | 'smartAccount' }) {
    const switches: string[] = []
    const wallet = {
      getUser: async () => null,
      setAccountType: async ({ type }: { type: 'eoa' | 'smartAccount' }) => {
        switches.push(type)
        return { smartAccountDeployed: type === 'smartAccount' }
      },
    } as unknown as EmbeddedWallet
    const embedded: EmbeddedIntegration = { load: async () => wallet }
    const adapter = createTestAdapter({
      connectors: [
        {
          id: EMBEDDED_CONNECTOR_IDS.eip155,
          name: 'E-mail wallet',
          namespace: 'eip155',
          type: 'announced',
          installed: true,
        },
      ],
    })
    const { client } = createTestClient({
      adapter,
      embedded,
      remoteFeatures: { email: true },
      ...(defaultAccountTypes ? { defaultAccountTypes } : {}),
    })
    return { client, switches }
  }

  test('behavior: with defaultAccountTypes set, the switch makes the account a smart account and back', async () => {
    const { client, switches } = emailWalletClient({ eip155: 'eoa' })
    renderLatch(client)
    await connect(client, { namespace: 'eip155', connectorId: EMBEDDED_CONNECTOR_IDS.eip155 })
    const modal = await openModal(client, {}, 'Account')
    await userEvent.click(modal.getByRole('button', { name: 'Use smart account' }))
    await waitFor(() => expect(client.getState().accounts.eip155?.smartAccountDeployed).toBe(true))
    expect(client.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount')
    await userEvent.click(await modal.findByRole('button', { name: 'Use standard account' }))
    await waitFor(() => expect(client.getState().accounts.eip155?.preferredAccountType).toBe('eoa'))
    expect(switches).toEqual(['smartAccount', 'eoa'])
  })

  test('parameters: without defaultAccountTypes, or with an external wallet, no switch is offered', async () => {
    const { client } = emailWalletClient()
    const view = renderLatch(client)
    await connect(client, { namespace: 'eip155', connectorId: EMBEDDED_CONNECTOR_IDS.eip155 })
    const modal = await openModal(client, {}, 'Account')
    expect(modal.queryByTestId('latch-account-type')).toBeNull()
    view.unmount()
    const external = createTestClient({ defaultAccountTypes: { eip155: 'eoa' } })
    renderLatch(external.client)
    await connectTestWallet(external.client)
    const other = await openModal(external.client, {}, 'Account')
    expect(other.queryByTestId('latch-account-type')).toBeNull()
  })
})

describe('avatarGradient', () => {
  test('default: deterministic per address, case-insensitive', () => {
    expect(avatarGradient('0xAbC')).toBe(avatarGradient('0xabc'))
    expect(avatarGradient('0xabc')).not.toBe(avatarGradient('0xabd'))
    expect(avatarGradient('0xabc')).toMatch(
      /^linear-gradient\(135deg, hsl\(\d+, 70%, 60%\), hsl\(\d+, 70%, 45%\)\)$/,
    )
  })
})
