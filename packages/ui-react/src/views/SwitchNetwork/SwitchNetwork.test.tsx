import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  connectTestWallet,
  createTestClient,
  findModal,
  openModal,
  renderLatch,
} from '../../test/renderLatch'

describe('SwitchNetwork view', () => {
  test('RELIABILITY #10: declined shows retry; retry switches and the modal closes', async () => {
    const { client, adapter } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    adapter.rejectNext()
    await openModal(client, { view: 'SwitchNetwork', params: { networkId: 'eip155:10' } })
    const modal = await findModal('SwitchNetwork')
    expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('OP Mainnet')
    await waitFor(() => expect(modal.getByRole('alert').textContent).toBe('Switch declined'))
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10'))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
  })

  test('behavior: a switch the wallet answers with -32002 shows the waiting message; retry sends no second switch', async () => {
    const { client, adapter } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    adapter.failNext({ code: -32002, message: 'Already processing wallet_switchEthereumChain. Please wait.' })
    await openModal(client, { view: 'SwitchNetwork', params: { networkId: 'eip155:10' } })
    const modal = await findModal('SwitchNetwork')
    await waitFor(() =>
      expect(modal.getByRole('alert').textContent).toBe(
        'The request is waiting in your wallet. Open your wallet to approve it.',
      ),
    )
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(modal.getByTestId('latch-switch-network-view').dataset.phase).toBe('alreadyPending'),
    )
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
    adapter.setNetwork('eip155:10') // the visitor approved the earlier switch in the wallet
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
  })
})
