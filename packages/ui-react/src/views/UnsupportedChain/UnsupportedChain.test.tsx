import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import { connectTestWallet, createTestClient, openModal, renderLatch } from '../../test/renderLatch'

describe('UnsupportedChain view', () => {
  test('behavior: picking a configured network switches the wallet and closes', async () => {
    const { client, adapter } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'UnsupportedChain' }, 'UnsupportedChain')
    expectShown(
      modal.getByText(
        "This app doesn't support your current network. Switch to an available option to continue.",
      ),
    )
    await userEvent.click(modal.getByRole('button', { name: 'OP Mainnet' }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork').map((call) => call.input)).toEqual(
      [{ connectorId: 'test-wallet', networkId: 'eip155:10' }],
    )
  })

  test('behavior: disconnect from here', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'UnsupportedChain' }, 'UnsupportedChain')
    await userEvent.click(modal.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('disconnected'))
  })

  test('parameters: features.networkSwitch false: no network to switch to here; the visitor is told to switch in the wallet (issue 41)', async () => {
    const { client } = createTestClient({ features: { networkSwitch: false } })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'UnsupportedChain' }, 'UnsupportedChain')
    expectShown(modal.getByText(/Switch to a supported network in your wallet to continue\./))
    expect(modal.queryAllByTestId('latch-network-row')).toEqual([])
    expectShown(modal.getByRole('button', { name: 'Disconnect' }))
  })
})
