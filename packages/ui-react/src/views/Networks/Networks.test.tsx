import { connectWalletConnect } from '@latch/core/actions'
import {
  createTestAdapter,
  createTestWalletConnect,
  testNetworks,
  testSession,
  walletConnectTestAdapter,
} from '@latch/core/testing'
import { act, waitFor } from '@testing-library/react'
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

describe('Networks view', () => {
  test('default: grouped by namespace, active and unsupported marked, default footer', async () => {
    const { client } = createTestClient({
      networks: [testNetworks.mainnet, testNetworks.optimism, testNetworks.solana],
    })
    renderLatch(client)
    const modal = await openModal(client, { view: 'Networks' }, 'Networks')
    expect(modal.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'EVM networks',
      'Solana networks',
    ])
    const rows = modal.getAllByTestId('latch-network-row')
    expect(rows.map((row) => row.textContent)).toEqual(['EthereumActive', 'OP Mainnet', 'SolanaUnsupported'])
    expect(rows[0]?.getAttribute('aria-current')).toBe('true')
    expect(rows[2]?.getAttribute('aria-disabled')).toBe('true')
    expectShown(
      modal.getByText('Your connected wallet may not support some of the networks available for this dApp'),
    )
  })

  test('behavior: a network without an image shows its official mark, bundled with the network list (Solana Localnet and Sui Localnet no longer share "SL"); a chain the kit has no mark for shows its namespace\'s drawn one (issue 40)', async () => {
    const solanaLocalnet = { ...testNetworks.solana, id: 'solana:localnet', name: 'Solana Localnet' } as const
    const suiLocalnet = {
      ...testNetworks.solana,
      id: 'sui:localnet',
      namespace: 'sui',
      caipNetworkId: 'sui:localnet',
      name: 'Sui Localnet',
    } as unknown as typeof testNetworks.solana
    const unknownEvm = {
      ...testNetworks.optimism,
      id: 'eip155:999999',
      reference: '999999',
      name: 'Acme Chain',
    } as const
    const { client } = createTestClient({
      networks: [testNetworks.mainnet, testNetworks.optimism, unknownEvm, solanaLocalnet, suiLocalnet],
    })
    renderLatch(client)
    const modal = await openModal(client, { view: 'Networks' }, 'Networks')
    const row = (name: string) => {
      const found = modal.getByRole('button', { name: new RegExp(`^${name}`) })
      expect(found.querySelector('[data-testid="latch-initials"]')).toBeNull()
      return found
    }
    const official = (name: string) => row(name).querySelector('img.latch-network-mark') as HTMLImageElement
    const names = ['Ethereum', 'OP Mainnet', 'Solana Localnet', 'Sui Localnet']
    // Shown from the list's first frame (the view's chunk brings them), each a decoded image of its own.
    expect(names.map((name) => official(name)?.dataset.networkMark)).toEqual([
      'ethereum',
      'optimism',
      'solana',
      'sui',
    ])
    await waitFor(() => {
      for (const name of names) expect(official(name).naturalWidth).toBeGreaterThan(0)
    })
    expect(new Set(names.map((name) => official(name).src)).size).toBe(4)
    expectShown(official('Solana Localnet'))
    expect(official('Solana Localnet').getBoundingClientRect().width).toBe(32)
    const drawn = row('Acme Chain').querySelector('svg.latch-network-mark') as SVGElement
    expect(drawn.dataset.namespace).toBe('eip155')
  })

  test('behavior: disconnected, choosing a network selects it and goes back', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, { view: 'Networks' }, 'Networks')
    await userEvent.click(modal.getByRole('button', { name: 'OP Mainnet' }))
    await waitFor(() => expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10'))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
  })

  test("parameters: features.networkSwitch false: Account's network button is disabled and Networks lists the networks without asking the wallet (issue 41)", async () => {
    const { client, adapter } = createTestClient({ features: { networkSwitch: false } })
    renderLatch(client)
    await connectTestWallet(client)
    const account = await openModal(client, {}, 'Account')
    expect((account.getByRole('button', { name: 'Ethereum' }) as HTMLButtonElement).disabled).toBe(true)
    const modal = await openModal(client, { view: 'Networks' }, 'Networks')
    const row = modal.getByRole('button', { name: 'OP Mainnet' })
    expect(row.getAttribute('aria-disabled')).toBe('true')
    // Playwright will not click an aria-disabled control, and a forced click lands on whatever is drawn at the row's
    // centre (once, the Account view's Disconnect button, still leaving). A visitor's click reaches the row itself.
    // Choosing a network while connected goes to SwitchNetwork within the click's render, so the view after the
    // click is the signal: still Networks, and the wallet never asked.
    await act(async () => row.click())
    expect(modal.dialog.getAttribute('data-view')).toBe('Networks')
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toEqual([])
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expectShown(modal.getByRole('button', { name: 'OP Mainnet' }))
  })

  test('behavior: connected, choosing a network asks the wallet, then returns to Account', async () => {
    const { client, adapter } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    const account = await openModal(client, {}, 'Account')
    await userEvent.click(account.getByRole('button', { name: 'Ethereum' }))
    const modal = await findModal('Networks')
    await userEvent.click(modal.getByRole('button', { name: 'OP Mainnet' }))
    await findModal('Account')
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork').map((call) => call.input)).toEqual(
      [{ connectorId: 'test-wallet', networkId: 'eip155:10' }],
    )
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10')
  })

  test('behavior: connected on EVM only, choosing a Solana network asks to switch to Solana and then lists Solana wallets only (not closed)', async () => {
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
    const networks = await openModal(client, { view: 'Networks' }, 'Networks')
    await userEvent.click(networks.getByRole('button', { name: 'Solana' }))
    const switchView = await findModal('SwitchActiveChain')
    expect(client.getState().modal.open).toBe(true)
    await userEvent.click(switchView.getByRole('button', { name: 'Switch to Solana' }))
    const connect = await findModal('Connect')
    expect(client.getState().activeNamespace).toBe('solana')
    expect(client.getState().networks.solana?.caipNetwork?.id).toBe(testNetworks.solana.id)
    expectShown(connect.getByRole('button', { name: 'Sol Wallet Installed' }))
    expect(connect.queryByRole('button', { name: /^Test Wallet/ })).toBeNull()
    // All Wallets from there stays on Solana's wallets.
    await userEvent.click(connect.getByTestId('latch-all-wallets'))
    const all = await findModal('AllWallets')
    await waitFor(() => expect(all.getAllByRole('button', { name: /Sol Wallet/ }).length).toBeGreaterThan(0))
    expect(all.queryByRole('button', { name: /^Test Wallet/ })).toBeNull()
    expect(all.queryByRole('button', { name: /MetaMask/ })).toBeNull()
  })

  test('behavior: a network the WalletConnect session did not approve is marked, and choosing it explains why instead of asking the wallet', async () => {
    const walletConnect = createTestWalletConnect()
    const adapter = walletConnectTestAdapter()
    const { client } = createTestClient({ adapter, walletConnect: walletConnect.integration })
    renderLatch(client)
    const pairing = connectWalletConnect(client)
    await waitFor(() => expect(client.getState().walletConnect.phase).toBe('pairing'))
    // The host offers Ethereum and OP Mainnet; the phone wallet approved Ethereum only.
    walletConnect.approve({
      eip155: testSession(['eip155:1:0x00000000000000000000000000000000000000a1'], ['eip155:1']),
    })
    await pairing
    const modal = await openModal(client, { view: 'Networks' }, 'Networks')
    const optimism = modal.getByRole('button', { name: /^OP Mainnet/ })
    expect(optimism.textContent).toContain('Not approved')
    expect(modal.getByRole('button', { name: /^Ethereum/ }).textContent).not.toContain('Not approved')
    await userEvent.click(optimism)
    expectShown(
      modal.getByText(
        'Your wallet did not approve OP Mainnet for this connection. To use it, disconnect, connect again and approve it in your wallet.',
      ),
    )
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toEqual([])
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:1')
  })
})
