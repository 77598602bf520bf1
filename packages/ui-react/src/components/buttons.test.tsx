import { close } from '@latch/core/actions'
import { createTestAdapter } from '@latch/core/testing'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../test/expectShown'
import { connectTestWallet, createTestClient, renderLatch } from '../test/renderLatch'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

describe('buttons', () => {
  test('default: ConnectButton opens Connect and becomes the account once connected', async () => {
    const { client } = createTestClient()
    renderLatch(client, <ConnectButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(client.getState().modal.history.at(-1)?.view).toBe('Connect')
    act(() => close(client))
    await connectTestWallet(client)
    await waitFor(() =>
      expectShown(
        screen.getByRole('button', { name: 'Open account of 0x1111111111111111111111111111111111111111' }),
      ),
    )
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('1.2345 ETH0x1111…1111'))
  })

  test('behavior: pointing at the connect button loads the wallet code of the installed wallet before the click (issue 39)', async () => {
    const loads: string[] = []
    const adapter = Object.assign(createTestAdapter(), {
      load: async () => {
        loads.push('eip155')
      },
    })
    const { client } = createTestClient({ adapter })
    renderLatch(client, <ConnectButton />)
    expect(loads).toEqual([])
    await userEvent.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(loads).toEqual(['eip155']))
    expect(client.getState().modal.open).toBe(false)
  })

  test('parameters: label and class', () => {
    const { client } = createTestClient()
    renderLatch(client, <ConnectButton label="Sign in" className="host-button" />)
    const button = screen.getByRole('button', { name: 'Sign in' })
    expect(button.className).toBe('latch-connect-button host-button')
  })

  test('default: AccountButton renders nothing while disconnected and opens Account', async () => {
    const { client } = createTestClient()
    const { container } = renderLatch(client, <AccountButton balance="hide" />)
    expect(container.querySelector('button')).toBeNull()
    await connectTestWallet(client)
    await userEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button').textContent).toBe('0x1111…1111')
    expect(client.getState().modal.history.at(-1)?.view).toBe('Account')
  })

  test('default: NetworkButton shows the network and opens Networks', async () => {
    const { client } = createTestClient()
    renderLatch(client, <NetworkButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(client.getState().modal.history.at(-1)?.view).toBe('Networks')
  })

  test('parameters: features.networkSwitch false: NetworkButton shows the network and offers no switch (issue 41)', async () => {
    const { client } = createTestClient({ features: { networkSwitch: false } })
    renderLatch(client, <NetworkButton />)
    const button = screen.getByRole('button', { name: 'Network: Ethereum' })
    expect(button).toBeDisabled()
    await userEvent.click(button, { force: true })
    expect(client.getState().modal.open).toBe(false)
  })
})
