import { createTestAdapter } from '@latch/core/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import { createTestClient, findModal, openModal, renderLatch } from '../../test/renderLatch'

const embedded = createTestAdapter({
  connectors: [
    { id: 'test-wallet', name: 'Test Wallet', namespace: 'eip155', type: 'announced', installed: true },
    { id: 'email', name: 'Email', namespace: 'eip155', type: 'embedded', installed: true },
    { id: 'social:google', name: 'Google', namespace: 'eip155', type: 'embedded', installed: true },
  ],
})

describe('Connect view', () => {
  test('default: installed wallet, the all-wallets entry, no e-mail or social without a connector', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const rows = modal.getAllByTestId('latch-wallet-row')
    expect(rows[0]?.textContent).toBe('TWTest WalletInstalled')
    expectShown(modal.getByTestId('latch-all-wallets'))
    expect(modal.queryByText('Continue with e-mail')).toBeNull()
    expect(modal.queryByText(/Continue with Google/)).toBeNull()
    expect(modal.queryByTestId('latch-legal-footer')).toBeNull()
  })

  test('parameters: e-mail and social connectors appear in the default order, wallets behind one entry', async () => {
    const { client } = createTestClient({ adapter: embedded })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const labels = modal.getAllByRole('button').map((button) => button.textContent)
    expect(labels.slice(1)).toEqual([
      'Continue with e-mail',
      'Continue with Google',
      'Continue with a wallet',
    ])
  })

  test('parameters: connectMethodsOrder puts wallets first, inline', async () => {
    const { client } = createTestClient({
      adapter: embedded,
      features: { connectMethodsOrder: ['wallet', 'email'] },
    })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const labels = modal.getAllByRole('button').map((button) => button.textContent)
    expect(labels[1]).toBe('TWTest WalletInstalled')
    expect(labels.at(-1)).toBe('Continue with e-mail')
    expect(labels).not.toContain('Continue with Google')
  })

  test('parameters: legal footer only with https URLs', async () => {
    const { client } = createTestClient({
      termsConditionsUrl: 'https://host.example/terms',
      privacyPolicyUrl: 'javascript:alert(1)',
    })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const footer = modal.getByTestId('latch-legal-footer')
    expect(footer.textContent).toBe('By connecting your wallet, you agree to our Terms of Service')
    expect(modal.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://host.example/terms',
    )
    expect(modal.queryByRole('link', { name: 'Privacy Policy' })).toBeNull()
  })

  test('behavior: choosing a wallet connects it and the modal closes', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    await userEvent.click(modal.getByRole('button', { name: 'Test Wallet Installed' }))
    await waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('connected'))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
  })

  test('parameters: locale es', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, { locale: 'es' })
    const modal = await openModal(client, {}, 'Connect')
    expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('Conectar cartera')
    expectShown(modal.getByRole('button', { name: 'Cerrar' }))
    expectShown(modal.getByRole('button', { name: /^Todas las carteras \d+$/ }))
  })
})

describe('ConnectWallets view', () => {
  test('default: wallet list with the legal footer', async () => {
    const { client } = createTestClient({
      adapter: embedded,
      termsConditionsUrl: 'https://host.example/terms',
      privacyPolicyUrl: 'https://host.example/privacy',
    })
    renderLatch(client)
    const connect = await openModal(client, {}, 'Connect')
    await userEvent.click(connect.getByRole('button', { name: 'Continue with a wallet' }))
    const modal = await findModal('ConnectWallets')
    expect(modal.getAllByTestId('latch-wallet-row')[0]?.textContent).toBe('TWTest WalletInstalled')
    expect(modal.getByTestId('latch-legal-footer').textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    expectShown(modal.getByRole('button', { name: 'Back' }))
  })
})
