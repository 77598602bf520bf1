import { open } from '@latch/core/actions'
import { act, render, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { LatchProvider } from '../../provider/LatchProvider'
import { expectShown } from '../../test/expectShown'
import { createTestClient, findModal, openModal, renderLatch } from '../../test/renderLatch'
import { loadConnectAction } from '../shared/loadConnectAction'

describe('ConnectingExternal view', () => {
  test('behavior: in strict mode a wallet that declines at once is asked once and the view shows Try again (issue 39: its code prefetched, the decline settled before the second start, which prompted again)', async () => {
    const { client, adapter } = createTestClient()
    render(
      <StrictMode>
        <LatchProvider client={client} />
      </StrictMode>,
    )
    adapter.rejectNext()
    // The file's first test: the modal's chunks and the connect action's load now (a busy machine may take seconds).
    await act(() =>
      open(client, {
        view: 'ConnectingExternal',
        params: { connectorId: 'test-wallet', namespace: 'eip155' },
      }),
    )
    const modal = await findModal('ConnectingExternal')
    await waitFor(() => expect(modal.getByTestId('latch-connecting-view').dataset.phase).toBe('rejected'))
    // Both strict-mode starts queued on the action chunk before the decline rendered. A start queued behind them on
    // the same chunk settles only after theirs: at once if the second start asked nothing, or, had it asked the
    // wallet again, once that second prompt settled (it joins the request in flight).
    const attemptConnect = await loadConnectAction()
    await attemptConnect(client, { namespace: 'eip155', connectorId: 'test-wallet', start: true })
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(1)
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(modal.getByTestId('latch-connecting-view').dataset.phase).toBe('rejected')
    expect(modal.getByRole('button', { name: 'Try again' }).textContent).toBe('Try again')
  })

  test('RELIABILITY #10: a rejection shows declined with retry, and retry connects', async () => {
    const { client, adapter } = createTestClient()
    renderLatch(client)
    adapter.rejectNext()
    await openModal(client, {
      view: 'ConnectingExternal',
      params: { connectorId: 'test-wallet', namespace: 'eip155' },
    })
    const modal = await findModal('ConnectingExternal')
    await waitFor(() => expect(modal.getByTestId('latch-connecting-view').dataset.phase).toBe('rejected'))
    expect(modal.getByRole('alert').textContent).toBe('Connection declined')
    expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('Test Wallet')
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('connected'))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(2)
  })

  test('behavior: a wallet that answers -32002 shows that the request waits in the wallet; retry sends no second request', async () => {
    const { client, adapter } = createTestClient()
    renderLatch(client)
    adapter.failNext({
      code: -32002,
      message: "Request of type 'wallet_requestPermissions' already pending for origin x. Please wait.",
    })
    await openModal(client, {
      view: 'ConnectingExternal',
      params: { connectorId: 'test-wallet', namespace: 'eip155' },
    })
    const modal = await findModal('ConnectingExternal')
    await waitFor(() =>
      expect(modal.getByTestId('latch-connecting-view').dataset.phase).toBe('alreadyPending'),
    )
    expect(modal.getByRole('alert').textContent).toBe(
      'The request is waiting in your wallet. Open your wallet to approve it.',
    )
    expect(client.getState().attempts.connect?.error?.code).toBe('REQUEST_ALREADY_PENDING')
    const walletPrompts = () => adapter.calls.filter((call) => call.method === 'connect').length
    adapter.failReconnect() // the wallet still holds the earlier request
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(adapter.calls.filter((call) => call.method === 'reconnect')).toHaveLength(1))
    await waitFor(() =>
      expect(modal.getByTestId('latch-connecting-view').dataset.phase).toBe('alreadyPending'),
    )
    expect(walletPrompts()).toBe(1)
    await userEvent.click(modal.getByRole('button', { name: 'Try again' })) // approved in the wallet meanwhile
    await waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('connected'))
    expect(walletPrompts()).toBe(1)
  })

  test('behavior: the attempt lives in core: the view re-mounted mid-request shows it and sends nothing new', async () => {
    const { client, adapter } = createTestClient()
    const prompt = adapter.holdNext()
    const first = renderLatch(client)
    await openModal(client, {
      view: 'ConnectingExternal',
      params: { connectorId: 'test-wallet', namespace: 'eip155' },
    })
    await findModal('ConnectingExternal')
    await waitFor(() => expect(client.getState().attempts.connect?.phase).toBe('pending'))
    first.unmount()
    renderLatch(client)
    const modal = await findModal('ConnectingExternal')
    expect(modal.getByRole('status').textContent).toBe('Continue in Test Wallet')
    prompt.approve()
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(1)
  })

  test('default: pending says where to continue', async () => {
    const { client, adapter } = createTestClient()
    let release: () => void = () => {}
    let asked = false
    const original = adapter.connect.bind(adapter)
    adapter.connect = async (input) => {
      asked = true
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return original(input)
    }
    renderLatch(client)
    await openModal(client, {
      view: 'ConnectingExternal',
      params: { connectorId: 'test-wallet', namespace: 'eip155' },
    })
    const modal = await findModal('ConnectingExternal')
    expect(modal.getByRole('status').textContent).toBe('Continue in Test Wallet')
    // The wallet is asked once core's engine has loaded (it may still be loading when the view shows).
    await waitFor(() => expect(asked).toBe(true))
    expect(modal.getByRole('status').textContent).toBe('Continue in Test Wallet')
    release()
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
  })

  test('behavior: a wallet that is not installed links to its https homepage', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await openModal(client, { view: 'ConnectingExternal', params: { connectorId: 'me.rainbow' } })
    const modal = await findModal('ConnectingExternal')
    expectShown(modal.getByText('Rainbow is not installed'))
    const link = modal.getByRole('link', { name: 'Get Rainbow' })
    expect(link.getAttribute('href')).toBe('https://rainbow.me/download')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
