import type { SignInMessage } from '@latch/core'
import { open } from '@latch/core/actions'
import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../test/expectShown'
import { connectTestWallet, createTestClient, findModal, openModal, renderLatch } from '../test/renderLatch'

/** A host sign-in config whose message never arrives, so sign-in stays in its authenticating phase. */
function pendingSiwx() {
  return {
    createMessage: () => new Promise<SignInMessage>(() => {}),
    addSession: async () => {},
    getSessions: async () => [],
    setSessions: async () => {},
  }
}

describe('modal under locale es', () => {
  test("behavior: while the wallet signs in, the status banner reads 'Autenticando...', not 'Authenticating...'", async () => {
    const { client } = createTestClient({ siwx: pendingSiwx() })
    renderLatch(client, null, { locale: 'es' })
    await act(() =>
      open(client, {
        view: 'ConnectingExternal',
        params: { connectorId: 'test-wallet', namespace: 'eip155' },
      }),
    )
    const view = await findModal('SIWXSignMessage')
    await userEvent.click(view.getByRole('button', { name: 'Firmar' }))
    const modal = await findModal()
    await waitFor(() => expect(modal.getByTestId('latch-status').textContent).toBe('Autenticando...'))
    expect(modal.dialog.textContent).not.toContain('Authenticating')
  })

  test('behavior: a sign-in that cannot start shows the Spanish alert on Connect (spec §8)', async () => {
    const siwx = {
      ...pendingSiwx(),
      getSessions: async (): Promise<never> => {
        throw new Error('session store unavailable')
      },
    }
    const { client } = createTestClient({ siwx })
    renderLatch(client, null, { locale: 'es' })
    await act(() =>
      open(client, {
        view: 'ConnectingExternal',
        params: { connectorId: 'test-wallet', namespace: 'eip155' },
      }),
    )
    const modal = await findModal('Connect')
    await waitFor(() =>
      expect(modal.getByTestId('latch-alert').textContent).toContain(
        'Se produjo un problema al iniciar la autenticación',
      ),
    )
    expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('Conectar cartera')
    expect(modal.dialog.textContent).not.toContain('A problem occurred')
  })

  test('behavior: a switch to an unconfigured network shows the Spanish alert and error phase', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, { locale: 'es' })
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'SwitchNetwork', params: { networkId: 'eip155:999' } })
    const view = modal.getByTestId('latch-switch-network-view')
    await waitFor(() => expect(view.dataset.phase).toBe('error'))
    expect(within(view).getByRole('alert').textContent).toBe('Cambio rechazado')
    expectShown(within(view).getByText('No se encontró la red'))
    expect(modal.getByTestId('latch-alert').textContent).toContain('No se encontró la red')
    expect(modal.dialog.textContent).not.toContain('Switch network not found')
  })

  test('behavior: a wallet that drops the connection shows the Spanish error text, not the English one', async () => {
    const { client, adapter } = createTestClient()
    adapter.connect = async () => {
      throw Object.assign(new Error('Disconnected from chain'), { code: 4900 })
    }
    renderLatch(client, null, { locale: 'es' })
    await act(() =>
      open(client, {
        view: 'ConnectingExternal',
        params: { connectorId: 'test-wallet', namespace: 'eip155' },
      }),
    )
    const modal = await findModal('ConnectingExternal')
    await waitFor(() => expect(modal.getByTestId('latch-connecting-view').dataset.phase).toBe('error'))
    expect(modal.getByRole('alert').textContent).toBe('La conexión falló')
    expectShown(modal.getByText('La cartera se desconectó'))
    expect(modal.dialog.textContent).not.toContain('The wallet disconnected')
    expectShown(modal.getByRole('button', { name: 'Reintentar' }))
  })
})
