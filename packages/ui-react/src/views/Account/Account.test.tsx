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
