import { createLatch } from '@latch/core'
import { signMessage } from '@latch/core/actions'
import { createMemoryStorage } from '@latch/core/testing'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
// The README's example adapter, exactly as packages/core/README.md shows it.
import { acmeAdapter, acmeMainnet } from '../../../core/examples/acmeAdapter'
import { createAcmeWallet } from '../../../core/examples/acmeWallet'
import { expectShown } from '../test/expectShown'
import { openModal, renderLatch } from '../test/renderLatch'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a third-party adapter for a namespace core has never heard of ("acme")', () => {
  test('its wallet is listed, connects from the modal, signs, and the modal shows its account and balance', async () => {
    const wallet = await createAcmeWallet(2_500_000n)
    vi.stubGlobal('acme', wallet)
    const client = createLatch({
      projectId: 'test-project',
      networks: [acmeMainnet],
      adapters: [acmeAdapter()],
      storage: createMemoryStorage(),
      themeMode: 'light',
    })
    renderLatch(client)
    const connect = await openModal(client, {}, 'Connect')
    await userEvent.click(await connect.findByRole('button', { name: /Acme Wallet/ }))
    await waitFor(() => expect(client.getState().accounts.acme?.status).toBe('connected'))
    const address = client.getState().accounts.acme?.address ?? ''
    expect(address).toMatch(/^acme1[0-9a-f]{40}$/)
    expect(await signMessage(client, { message: 'hello' })).toMatch(/^[0-9a-f]{128}$/)

    const account = await openModal(client, {}, 'Account')
    expect(account.getByTestId('latch-account-name').getAttribute('title')).toBe(address)
    await waitFor(() => expect(account.getByTestId('latch-account-balance').textContent).toBe('2.5 ACM'))
    expectShown(account.getByRole('button', { name: 'Acme' }))
  })
})
