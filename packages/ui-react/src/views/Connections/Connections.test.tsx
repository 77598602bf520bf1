import { connect } from '@latch/core/actions'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useWalletInfo } from '../../hooks/useWalletInfo'
import { expectShown } from '../../test/expectShown'
import { createTestClient, findModal, openModal, renderLatch } from '../../test/renderLatch'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

/** Two EVM wallets and one Solana wallet, connected in that order (Solana is the active one). */
async function threeWallets(multiWallet: boolean) {
  const evm = createTestAdapter({
    connectors: [
      { id: 'alice-wallet', name: 'Alice Wallet', namespace: 'eip155', type: 'announced', installed: true },
      { id: 'bob-wallet', name: 'Bob Wallet', namespace: 'eip155', type: 'announced', installed: true },
    ],
    addressesByConnector: { 'alice-wallet': [ALICE], 'bob-wallet': [BOB] },
  })
  // Each EVM account has its own balance, so a row showing another row's balance is caught.
  const ether: Record<string, string> = { [ALICE]: '1.5', [BOB]: '0.25' }
  Object.assign(evm, {
    getBalance: async ({ address }: { address: string }) => ({
      value: '0',
      formatted: ether[address.split(':')[2] as string] ?? '0',
      symbol: 'ETH',
      decimals: 18,
    }),
  })
  const sol = createTestAdapter({
    namespace: 'solana',
    addresses: [SOL],
    symbol: 'SOL',
    decimals: 9,
    balance: 2_000_000_000n,
  })
  const { client } = createTestClient({
    networks: [testNetworks.mainnet, testNetworks.solana],
    adapters: [evm, sol],
    remoteFeatures: { multiWallet },
  })
  renderLatch(client, <ActiveAccountProbe />)
  await act(async () => {
    await connect(client, { namespace: 'eip155', connectorId: 'alice-wallet' })
    await connect(client, { namespace: 'eip155', connectorId: 'bob-wallet' })
    await connect(client, { namespace: 'solana', connectorId: 'test-wallet' })
  })
  return client
}

/** What a host's page shows through the hooks: the active account and its wallet. */
function ActiveAccountProbe() {
  const { address, namespace } = useLatchAccount()
  const { walletInfo } = useWalletInfo()
  return <output data-testid="probe">{`${namespace} ${address} ${walletInfo?.name}`}</output>
}

const probe = () => document.querySelector('[data-testid="probe"]')?.textContent

const rowOf = (rows: HTMLElement[], name: string) => {
  const row = rows.find((candidate) => candidate.textContent?.startsWith(name))
  if (!row) throw new Error(`no row for ${name}`)
  return within(row)
}

describe('Connections view (multi-wallet, issue 41)', () => {
  test('behavior: Account → Manage wallets lists the three wallets by namespace, each with its balance; switching changes Account and the hooks; disconnecting one keeps the others', async () => {
    const client = await threeWallets(true)
    const account = await openModal(client, { view: 'Account' }, 'Account')
    await userEvent.click(account.getByRole('button', { name: 'Manage wallets' }))
    const view = await findModal('Connections')
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Connections')
    const rows = () => view.getAllByTestId('latch-connection')
    await waitFor(() => expect(rows()).toHaveLength(3))
    // Each wallet with its account and its own balance.
    await waitFor(() =>
      expect(rows().map((row) => row.textContent)).toEqual([
        'AWAlice Wallet 0x1111…1111 1.5 ETHMake activeDisconnect',
        'BWBob Wallet 0x2222…2222 0.25 ETHMake activeDisconnect',
        'TWTest Wallet DRpbCB…21hy 2 SOLActiveDisconnect',
      ]),
    )
    expect(view.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Ethereum',
      'Solana',
    ])

    expect(probe()).toBe(`solana ${SOL} Test Wallet`)
    await userEvent.click(rowOf(rows(), 'AWAlice').getByRole('button', { name: 'Make active' }))
    await waitFor(() => expect(rowOf(rows(), 'AWAlice').getByText('Active').textContent).toBe('Active'))
    // The host's hooks follow the switch.
    await waitFor(() => expect(probe()).toBe(`eip155 ${ALICE} Alice Wallet`))
    expect(client.getState().activeNamespace).toBe('eip155')
    expect(client.getState().accounts.eip155?.address).toBe(ALICE)
    expect(rowOf(rows(), 'TWTest').getByRole('button', { name: 'Make active' }).textContent).toBe(
      'Make active',
    )

    await userEvent.click(rowOf(rows(), 'BWBob').getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(client.getState().accounts.eip155?.address).toBe(ALICE)
    expect(probe()).toBe(`eip155 ${ALICE} Alice Wallet`)
    expect(client.getState().accounts.solana?.status).toBe('connected')

    await userEvent.click(view.getByRole('button', { name: 'Back' }))
    const back = await findModal('Account')
    await waitFor(() => expectShown(back.getByText('0x1111…1111')))
  })

  test('parameters: without multi-wallet mode Account has no Manage wallets entry', async () => {
    const client = await threeWallets(false)
    const account = await openModal(client, { view: 'Account' }, 'Account')
    expectShown(account.getByRole('button', { name: 'Disconnect' }))
    expect(account.queryByRole('button', { name: 'Manage wallets' })).toBeNull()
  })

  test('behavior: Add another wallet opens Connect', async () => {
    const client = await threeWallets(true)
    await openModal(client, { view: 'Connections' }, 'Connections')
    await userEvent.click(
      (await findModal('Connections')).getByRole('button', { name: 'Add another wallet' }),
    )
    await findModal('Connect')
  })
})
