import { close } from '@latch/core/actions'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { ConnectButton } from '../../components/ConnectButton'
import { createTestClient, findModal, modalShadowRoot, openModal, renderLatch } from '../../test/renderLatch'
import { loadConnectAction } from './loadConnectAction'

/** Records whether the connecting view is ever put in the modal's DOM. */
function watchConnectingView(): () => boolean {
  let seen = false
  const observer = new MutationObserver(() => {
    if (modalShadowRoot()?.querySelector('[data-testid="latch-connecting-view"]')) seen = true
  })
  observer.observe(modalShadowRoot() as ShadowRoot, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    return seen
  }
}

/** A client whose modal is open on Connect with the connect action in, as a visitor's click finds it. */
async function openOnWalletRows() {
  const { client, adapter } = createTestClient()
  renderLatch(client)
  const modal = await openModal(client, {}, 'Connect')
  await loadConnectAction()
  return { client, adapter, modal }
}

describe('picking a wallet in the list (issue 39)', () => {
  test('behavior: a wallet that answers at once is connected and the account shows; the connecting view is never rendered', async () => {
    const { client, adapter } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />)
    // The file's first test: the modal's chunks load now (a busy machine may take seconds).
    const modal = await openModal(client, {}, 'Connect')
    await loadConnectAction()
    const stop = watchConnectingView()
    await userEvent.click(modal.getByTestId('latch-wallet-row'))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    await screen.findByText(/0x/)
    expect(stop()).toBe(false)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(1)
  })

  test('behavior: while the wallet holds its prompt, the connecting view shows it pending, asked once', async () => {
    const { client, adapter, modal } = await openOnWalletRows()
    const prompt = adapter.holdNext()
    await userEvent.click(modal.getByTestId('latch-wallet-row'))
    const connecting = await findModal('ConnectingExternal')
    expect(connecting.getByTestId('latch-connecting-view').dataset.phase).toBe('pending')
    act(() => prompt.approve())
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(1)
  })

  test('behavior: closed on another view, the modal is rendered ahead again, hidden, on the Connect view, and opens on its rows', async () => {
    const { client, adapter, modal } = await openOnWalletRows()
    adapter.holdNext()
    await userEvent.click(modal.getByTestId('latch-wallet-row'))
    await findModal('ConnectingExternal')
    act(() => void close(client))
    const hiddenRow = await waitFor(() => {
      const row = modalShadowRoot()?.querySelector<HTMLElement>('[data-testid="latch-wallet-row"]')
      if (!row) throw new Error('not rendered ahead again yet')
      return row
    })
    expect(modalShadowRoot()?.querySelector('[role="dialog"]')).toBeNull()
    expect(hiddenRow.checkVisibility({ opacityProperty: true })).toBe(false)
    const reopened = await openModal(client, {}, 'Connect')
    expect(reopened.getByTestId('latch-wallet-row')).toBe(hiddenRow)
  })
})
