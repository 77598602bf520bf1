import { createTestAdapter } from '@latch/core/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { AccountButton } from '../../components/AccountButton'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { expectShown } from '../../test/expectShown'
import { connectTestWallet, createTestClient, openModal, renderLatch } from '../../test/renderLatch'

const FIRST = '0x1111111111111111111111111111111111111111'
const SECOND = '0x2222222222222222222222222222222222222222'

/** What a host's page shows through the hook: the account in use. */
function AccountProbe() {
  const { address } = useLatchAccount()
  return <output data-testid="probe">{address}</output>
}
const probe = () => document.querySelector('[data-testid="probe"]')?.textContent

/** A wallet that granted two accounts (as an EVM wallet's eth_requestAccounts may), each with its own balance. */
async function twoAccounts(addresses = [FIRST, SECOND]) {
  const adapter = createTestAdapter({ addresses })
  const ether: Record<string, string> = { [FIRST]: '1.5', [SECOND]: '0.25' }
  Object.assign(adapter, {
    getBalance: async ({ address }: { address: string }) => ({
      value: '0',
      formatted: ether[address.split(':')[2] as string] ?? '0',
      symbol: 'ETH',
      decimals: 18,
    }),
  })
  const { client } = createTestClient({ adapter })
  renderLatch(
    client,
    <>
      <AccountProbe />
      <AccountButton />
    </>,
  )
  await connectTestWallet(client)
  return { client, adapter }
}

describe('Account: account switcher (issue 41)', () => {
  test('behavior: Switch account lists the wallet’s accounts with their balances; picking one changes Account, the account button and the hook', async () => {
    const { client } = await twoAccounts()
    const account = await openModal(client, { view: 'Account' }, 'Account')
    await waitFor(() => expect(account.getByTestId('latch-account-name').textContent).toBe('0x1111…1111'))
    const toggle = await waitFor(() => account.getByRole('button', { name: 'Switch account' }))
    expectShown(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    const choices = () => account.getAllByTestId('latch-account-choice')
    await waitFor(() =>
      expect(choices().map((choice) => choice.textContent)).toEqual([
        '0x1111…1111 1.5 ETHIn use',
        '0x2222…2222 0.25 ETH',
      ]),
    )
    expect(choices().map((choice) => choice.getAttribute('aria-current'))).toEqual(['true', null])
    expect(probe()).toBe(FIRST)

    await userEvent.click(choices()[1] as HTMLElement)
    await waitFor(() => expect(account.getByTestId('latch-account-name').textContent).toBe('0x2222…2222'))
    await waitFor(() => expect(probe()).toBe(SECOND))
    // The host page's account button names the account in use.
    await waitFor(() =>
      expect(document.querySelector('button[aria-label^="Open account"]')?.getAttribute('aria-label')).toBe(
        `Open account of ${SECOND}`,
      ),
    )
    await waitFor(() => expect(account.getByTestId('latch-account-balance').textContent).toBe('0.25 ETH'))
    // The list closed; opened again, the chosen account is the one in use, listed first.
    expect(account.queryAllByTestId('latch-account-choice')).toHaveLength(0)
    await userEvent.click(account.getByRole('button', { name: 'Switch account' }))
    await waitFor(() =>
      expect(choices().map((choice) => choice.textContent)).toEqual([
        '0x2222…2222 0.25 ETHIn use',
        '0x1111…1111 1.5 ETH',
      ]),
    )
    expect(choices().map((choice) => choice.getAttribute('aria-current'))).toEqual(['true', null])
  })

  test('behavior: the wallet’s own account change still wins after a switch', async () => {
    const { client, adapter } = await twoAccounts()
    const account = await openModal(client, { view: 'Account' }, 'Account')
    await userEvent.click(await waitFor(() => account.getByRole('button', { name: 'Switch account' })))
    await userEvent.click(
      (await waitFor(() => account.getAllByTestId('latch-account-choice')))[1] as HTMLElement,
    )
    await waitFor(() => expect(probe()).toBe(SECOND))
    act(() => adapter.setAccounts([FIRST, SECOND]))
    await waitFor(() => expect(account.getByTestId('latch-account-name').textContent).toBe('0x1111…1111'))
    expect(probe()).toBe(FIRST)
  })

  test('parameters: a wallet that granted one account shows no Switch account', async () => {
    const { client } = await twoAccounts([FIRST])
    const account = await openModal(client, { view: 'Account' }, 'Account')
    expectShown(account.getByRole('button', { name: 'Disconnect' }))
    expect(account.queryByRole('button', { name: 'Switch account' })).toBeNull()
  })
})
