import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { waitFor } from '@testing-library/react'
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

describe('SwitchActiveChain view', () => {
  test('behavior: opening for another namespace asks to switch; confirming makes it active and offers wallets', async () => {
    const solana = createTestAdapter({
      namespace: 'solana',
      addresses: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
      connectors: [
        { id: 'sol-wallet', name: 'Sol Wallet', namespace: 'solana', type: 'announced', installed: true },
      ],
    })
    const { client } = createTestClient({
      adapters: [createTestAdapter(), solana],
      networks: [testNetworks.mainnet, testNetworks.solana],
    })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, { namespace: 'solana' }, 'SwitchActiveChain')
    expectShown(modal.getByText('Your wallet is connected on another chain. Switch to Solana to continue.'))
    await userEvent.click(modal.getByRole('button', { name: 'Switch to Solana' }))
    await waitFor(() => expect(client.getState().activeNamespace).toBe('solana'))
    const connect = await findModal('Connect')
    expectShown(connect.getByRole('button', { name: 'Sol Wallet Installed' }))
    // Only Solana's wallets: the connected EVM wallet is not offered for Solana.
    expect(connect.queryByRole('button', { name: /^Test Wallet/ })).toBeNull()
  })

  for (const path of ['opened for Solana', 'a Solana network picked in Networks'] as const) {
    test(`behavior: Back from the filtered Connect (after "Switch to Solana", ${path}) returns to "Switch to Solana", not Account`, async () => {
      const solana = createTestAdapter({
        namespace: 'solana',
        addresses: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
        connectors: [
          { id: 'sol-wallet', name: 'Sol Wallet', namespace: 'solana', type: 'announced', installed: true },
        ],
      })
      const { client } = createTestClient({
        adapters: [createTestAdapter(), solana],
        networks: [testNetworks.mainnet, testNetworks.solana],
      })
      renderLatch(client)
      await connectTestWallet(client)
      if (path === 'opened for Solana') await openModal(client, { namespace: 'solana' }, 'SwitchActiveChain')
      else {
        const networks = await openModal(client, { view: 'Networks' }, 'Networks')
        await userEvent.click(networks.getByRole('button', { name: /^Solana/ }))
      }
      const ask = await findModal('SwitchActiveChain')
      await userEvent.click(ask.getByRole('button', { name: 'Switch to Solana' }))
      const connect = await findModal('Connect')
      await userEvent.click(connect.getByRole('button', { name: 'Back' }))
      const back = await findModal('SwitchActiveChain')
      expectShown(back.getByRole('button', { name: 'Switch to Solana' }))
      expect(client.getState().modal.history.at(-1)?.view).toBe('SwitchActiveChain')
    })
  }
})
