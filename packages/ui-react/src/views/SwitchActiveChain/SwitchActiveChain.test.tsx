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
})
