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

// The views against the real server, the popup and the provider page: apps/demo/e2e/onramp.test.ts.
describe('on-ramp views (issue 36)', () => {
  test('Account offers Buy crypto when features.onramp is on and a server is set; it opens OnRampFiatSelect', async () => {
    // Port 9 (discard): nothing answers, so the view shows the unavailable state with Try again.
    const { client } = createTestClient({ services: { onramp: 'http://127.0.0.1:9' } })
    renderLatch(client)
    await connectTestWallet(client)
    const account = await openModal(client, {}, 'Account')
    await userEvent.click(account.getByRole('button', { name: 'Buy crypto' }))
    await waitFor(() => expect(client.getState().modal.history.at(-1)?.view).toBe('OnRampFiatSelect'))
    const fiat = await findModal('OnRampFiatSelect')
    await waitFor(() =>
      expect(fiat.getByRole('alert').textContent).toContain('Buying crypto is not available right now'),
    )
    expectShown(fiat.getByRole('button', { name: 'Try again' }))
  })

  test.each([
    ['features.onramp is off', { features: { onramp: false }, services: { explorer: 'http://127.0.0.1:9' } }],
    ['no server is set', {}],
  ])('Account has no Buy crypto when %s', async (_name, options) => {
    const { client } = createTestClient(options)
    renderLatch(client)
    await connectTestWallet(client)
    const account = await openModal(client, {}, 'Account')
    expectShown(account.getByRole('button', { name: 'Receive' }))
    expect(account.queryByRole('button', { name: 'Buy crypto' })).toBeNull()
  })

  test('the views load only when opened: opening the modal preloads the other views, not these', async () => {
    const { client } = createTestClient({ services: { onramp: 'http://127.0.0.1:9' } })
    renderLatch(client)
    await connectTestWallet(client)
    await openModal(client, {}, 'Account')
    const { isViewLoaded } = await import('../viewComponents')
    await waitFor(() => expect(isViewLoaded('WalletSend')).toBe(true))
    expect(isViewLoaded('OnRampProviders')).toBe(false)
  })
})
