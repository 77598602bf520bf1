import type { SignInMessage, SiwxConfig, SiwxSession } from '@latch/core'
import { connect, open, switchNetwork } from '@latch/core/actions'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import { connectTestWallet, createTestClient, findModal, renderLatch } from '../../test/renderLatch'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
// A safe icon that loads without a network (an https one that fails to load falls back to initials, by design).
const ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/** A host session store in memory, as a host's `siwx` would keep it (on its server). */
function hostSiwx(options: { required: boolean; failSessions?: boolean }) {
  const sessions: SiwxSession[] = []
  const siwx: SiwxConfig = {
    createMessage: async ({ accountAddress, chainId }): Promise<SignInMessage> => ({
      accountAddress,
      chainId: chainId as SignInMessage['chainId'],
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
    }),
    addSession: async (session) => {
      sessions.push(session)
    },
    getSessions: async (chainId, address) => {
      if (options.failSessions) throw new Error('session store down')
      return sessions.filter(
        (session) => session.data.chainId === chainId && session.data.accountAddress === address,
      )
    },
    setSessions: async (next) => {
      sessions.splice(0, sessions.length, ...next)
    },
    getRequired: () => options.required,
  }
  return { siwx, sessions }
}

function setup(options: { required: boolean; failSessions?: boolean; icon?: string }) {
  const host = hostSiwx(options)
  const { client, adapter } = createTestClient({
    siwx: host.siwx,
    metadata: {
      name: 'Acme Dapp',
      description: 'Acme',
      url: 'https://app.example',
      icons: [options.icon ?? ICON],
    },
  })
  renderLatch(client)
  return { client, adapter, ...host }
}

describe('SIWXSignMessage view (spec §4)', () => {
  test('behavior: connecting without a session opens the sign view with the dapp, its icon and the account', async () => {
    const { client, sessions } = setup({ required: true })
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    expectShown(modal.getByRole('heading', { name: 'Sign In' }))
    expectShown(modal.getByText('Acme Dapp'))
    expect(modal.dialog.querySelector('img')?.getAttribute('src')).toBe(ICON)
    expect(modal.getByTestId('latch-siwx-account').getAttribute('title')).toBe(ACCOUNT)
    expectShown(modal.getByText(/proves you own this wallet/))
    expect(sessions).toEqual([])
  })

  test('behavior: an unsafe dapp icon is never loaded; the initials show instead (RELIABILITY #17)', async () => {
    const { client } = setup({ required: false, icon: 'javascript:alert(1)' })
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    expect(modal.dialog.querySelector('img')).toBeNull()
    expect(modal.getByTestId('latch-initials').textContent).toBe('AD')
  })

  test("behavior: Sign shows 'Authenticating...' while the wallet signs, stores the session and closes the modal", async () => {
    const { client, adapter, sessions } = setup({ required: true })
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    let release: () => void = () => {}
    const original = adapter.signMessage
    adapter.signMessage = async (input) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return original(input)
    }
    await userEvent.click(modal.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(modal.getAllByText('Authenticating...').length).toBeGreaterThan(0))
    expect(modal.getByRole('button', { name: 'Authenticating...' }).hasAttribute('disabled')).toBe(true)
    release()
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(sessions).toHaveLength(1)
    // The host's message said app.example; what is signed names the page itself (RELIABILITY #19).
    expect(sessions[0]?.message).toContain(
      `${location.host} wants you to sign in with your Ethereum account:`,
    )
    expect(sessions[0]?.data).toMatchObject({
      domain: location.host,
      uri: location.origin,
      nonce: 'n0nce1234',
    })
    expect(client.getState().signIn.hasSession).toBe(true)
  })

  test("behavior: a failed signature shows 'Error signing message' and the sign view again; retrying signs in", async () => {
    const { client, adapter, sessions } = setup({ required: true })
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    adapter.failNext(new Error('wallet crashed'))
    await userEvent.click(modal.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expectShown(modal.getByText('Error signing message')))
    const again = await findModal('SIWXSignMessage')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    await userEvent.click(again.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(sessions).toHaveLength(1)
  })

  test('behavior: while sign-in is required and there is no session, neither × nor the backdrop nor Escape closes the modal', async () => {
    const { client } = setup({ required: true })
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    await userEvent.click(modal.getByRole('button', { name: 'Close' }))
    await userEvent.keyboard('{Escape}')
    const backdrop = document
      .querySelector('[data-latch-modal]')
      ?.shadowRoot?.querySelector<HTMLElement>('[data-testid="latch-backdrop"]')
    backdrop?.click()
    expect(client.getState().modal.open).toBe(true)
    expectShown((await findModal('SIWXSignMessage')).dialog)
    // It says why (issue 40: the close button seemed to do nothing).
    expectShown(await modal.findByText('Sign in to continue, or cancel to disconnect'))
  })

  test('behavior: Cancel while sign-in is required disconnects the wallet', async () => {
    const { client } = setup({ required: true })
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('disconnected'))
    expect(client.getState().modal.open).toBe(false)
  })

  test('behavior: Cancel on a new network goes back to the last authenticated network when it has a session', async () => {
    const { client, adapter } = setup({ required: true })
    await connectTestWallet(client)
    await userEvent.click((await findModal('SIWXSignMessage')).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    await act(() => switchNetwork(client, { networkId: 'eip155:10' }))
    await act(() => open(client, { view: 'SIWXSignMessage' }))
    const modal = await findModal('SIWXSignMessage')
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:1'))
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(client.getState().modal.open).toBe(false)
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork').length).toBe(2)
  })

  test('behavior: Cancel while sign-in is optional closes the modal and stays connected', async () => {
    const { client } = setup({ required: false })
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  test("behavior: a sign-in that cannot start shows 'A problem occurred while trying initialize authentication', disconnects and resets to Connect", async () => {
    const { client } = setup({ required: true, failSessions: true })
    await act(() => open(client))
    await act(async () => {
      await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' }).catch(() => {})
    })
    const modal = await findModal('Connect')
    expect(modal.getByText('A problem occurred while trying initialize authentication')).toBeInstanceOf(
      HTMLElement,
    )
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  test('behavior: the view reads in Spanish', async () => {
    const host = hostSiwx({ required: true })
    const { client } = createTestClient({ siwx: host.siwx })
    renderLatch(client, null, { locale: 'es' })
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    expectShown(modal.getByRole('button', { name: 'Firmar' }))
    expectShown(modal.getByRole('button', { name: 'Cancelar' }))
    expectShown(modal.getByText('Esta aplicación'))
  })
})
