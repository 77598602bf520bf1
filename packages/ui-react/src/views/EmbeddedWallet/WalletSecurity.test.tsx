import {
  EMBEDDED_CONNECTOR_IDS,
  type EmbeddedIntegration,
  type EmbeddedWallet,
  type EmbeddedWalletUser,
  FreshLoginRequiredError,
  PasskeyError,
  SocialLoginError,
  UserRejectedError,
} from '@latch/core'
import { connect, open } from '@latch/core/actions'
import { createTestAdapter } from '@latch/core/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  connectTestWallet,
  createTestClient,
  findModal,
  openModal,
  renderLatch,
} from '../../test/renderLatch'

const USER: EmbeddedWalletUser = {
  id: 'user-1',
  email: 'ada@example.com',
  accounts: { eip155: '0x1111111111111111111111111111111111111111', solana: 'So1ana' },
}

/**
 * The e-mail wallet as core sees it (its frame, ceremonies and server are tested in apps/server's Chromium suites):
 * each call is recorded, and `next` says how the next one ends.
 */
function emailWalletClient(options: { passkeyLogin?: boolean; socials?: ['google'] } = {}) {
  const calls: string[] = []
  let next: Error | undefined
  let prf = true
  const settle = async <T,>(name: string, value: T): Promise<T> => {
    calls.push(name)
    const failure = next
    next = undefined
    if (failure) throw failure
    return value
  }
  const wallet = {
    getUser: async () => null,
    signOut: async () => {
      calls.push('signOut')
    },
    addPasskey: () => settle('addPasskey', { prf }),
    connectPasskey: () => settle('connectPasskey', USER),
    exportWallet: () => settle('exportWallet', undefined),
    deleteWallet: () => settle('deleteWallet', undefined),
    completeSocialLogin: () => settle('completeSocialLogin', { ...USER, socialProvider: 'google' }),
  } as unknown as EmbeddedWallet
  const embedded: EmbeddedIntegration = {
    load: async () => wallet,
    ...(options.passkeyLogin ? { passkeyLogin: true } : {}),
    ...(options.socials ? { socialLoginUrl: () => 'http://127.0.0.1:9/embedded/social/start' } : {}),
  }
  const adapter = createTestAdapter({
    connectors: [
      {
        id: 'test-wallet',
        name: 'Test Wallet',
        namespace: 'eip155',
        type: 'announced',
        installed: true,
      },
      {
        id: EMBEDDED_CONNECTOR_IDS.eip155,
        name: 'E-mail wallet',
        namespace: 'eip155',
        type: 'announced',
        installed: true,
      },
    ],
  })
  const { client } = createTestClient({
    adapter,
    embedded,
    remoteFeatures: { email: true, ...(options.socials ? { socials: options.socials } : {}) },
  })
  return {
    client,
    calls,
    failNext: (error: Error) => {
      next = error
    },
    withoutPrf: () => {
      prf = false
    },
  }
}

async function openEmailAccount(setup: ReturnType<typeof emailWalletClient>) {
  await connect(setup.client, { namespace: 'eip155', connectorId: EMBEDDED_CONNECTOR_IDS.eip155 })
  const modal = await openModal(setup.client, {}, 'Account')
  // The settings are a chunk of their own: they appear once it is in.
  await modal.findByRole('heading', { name: 'Wallet security' })
  return modal
}

describe('Account view: the e-mail wallet’s security settings (issue 33)', () => {
  test('behavior: "Add a passkey" runs the frame’s passkey ceremony and says it was added', async () => {
    const setup = emailWalletClient()
    renderLatch(setup.client)
    const modal = await openEmailAccount(setup)
    await userEvent.click(modal.getByRole('button', { name: 'Add a passkey' }))
    await waitFor(() => expect(setup.calls).toEqual(['addPasskey']))
    await waitFor(() => expect(setup.client.getState().notices.toast?.message).toBe('Passkey added'))
    // A passkey without PRF: the visitor is told the kit is still the way onto a new device.
    setup.withoutPrf()
    await userEvent.click(modal.getByRole('button', { name: 'Add a passkey' }))
    await waitFor(() =>
      expect(setup.client.getState().notices.toast?.message).toBe(
        'Passkey added. Keep your recovery kit: this passkey cannot open the wallet on a new device.',
      ),
    )
  })

  test('behavior: a failed passkey shows the frame’s reason; closing the frame’s view shows nothing', async () => {
    const setup = emailWalletClient()
    renderLatch(setup.client)
    const modal = await openEmailAccount(setup)
    setup.failNext(new PasskeyError('alreadyAdded'))
    await userEvent.click(modal.getByRole('button', { name: 'Add a passkey' }))
    expect((await modal.findByRole('alert')).textContent).toBe(
      'This device already has a passkey for this wallet',
    )
    setup.failNext(new UserRejectedError())
    await userEvent.click(modal.getByRole('button', { name: 'Add a passkey' }))
    await waitFor(() => expect(setup.calls).toEqual(['addPasskey', 'addPasskey']))
    await waitFor(() => expect(modal.queryByRole('alert')).toBeNull())
    expect(modal.getByRole('button', { name: 'Add a passkey' }).hasAttribute('disabled')).toBe(false)
  })

  test('behavior: "Export wallet" opens the frame’s export and nothing else', async () => {
    const setup = emailWalletClient()
    renderLatch(setup.client)
    const modal = await openEmailAccount(setup)
    await userEvent.click(modal.getByRole('button', { name: 'Export wallet' }))
    await waitFor(() => expect(setup.calls).toEqual(['exportWallet']))
    expect(setup.client.getState().accounts.eip155?.status).toBe('connected')
  })

  test('behavior: export with a login too old for the server asks to log in again, in the visitor’s language', async () => {
    const setup = emailWalletClient()
    renderLatch(setup.client)
    const modal = await openEmailAccount(setup)
    setup.failNext(new FreshLoginRequiredError())
    await userEvent.click(modal.getByRole('button', { name: 'Export wallet' }))
    expect((await modal.findByRole('alert')).textContent).toBe('For your safety, log in again to continue.')
  })

  test('behavior: "Delete wallet" deletes after the frame’s confirmation and disconnects; cancelling keeps it', async () => {
    const setup = emailWalletClient()
    renderLatch(setup.client)
    const modal = await openEmailAccount(setup)
    setup.failNext(new UserRejectedError())
    await userEvent.click(modal.getByRole('button', { name: 'Delete wallet' }))
    await waitFor(() => expect(setup.calls).toEqual(['deleteWallet']))
    expect(setup.client.getState().accounts.eip155?.status).toBe('connected')
    await userEvent.click(modal.getByRole('button', { name: 'Delete wallet' }))
    await waitFor(() => expect(setup.client.getState().accounts.eip155?.status).toBe('disconnected'))
    expect(setup.calls).toEqual(['deleteWallet', 'deleteWallet', 'signOut'])
  })

  test('parameters: an external wallet’s Account view has no wallet security settings', async () => {
    const setup = emailWalletClient()
    renderLatch(setup.client)
    await connectTestWallet(setup.client)
    const modal = await openModal(setup.client, {}, 'Account')
    // The Account view's own rows are in, and in the same render the settings (or, while their chunk loads, their
    // hidden stand-in) would be right after them.
    expect(modal.getByRole('button', { name: 'Disconnect' }).textContent).toContain('Disconnect')
    expect(modal.queryByTestId('latch-feature-loading')).toBeNull()
    expect(modal.queryByTestId('latch-wallet-security')).toBeNull()
    expect(modal.queryByRole('button', { name: 'Export wallet' })).toBeNull()
  })

  test('behavior: in German the settings read in German (their catalogue loads with them)', async () => {
    const setup = emailWalletClient()
    renderLatch(setup.client, null, { locale: 'de' })
    await connect(setup.client, { namespace: 'eip155', connectorId: EMBEDDED_CONNECTOR_IDS.eip155 })
    const modal = await openModal(setup.client, {}, 'Account')
    await modal.findByRole('heading', { name: 'Wallet-Sicherheit' })
    await userEvent.click(modal.getByRole('button', { name: 'Passkey hinzufügen' }))
    await waitFor(() => expect(setup.calls).toEqual(['addPasskey']))
  })
})

describe('Connect view: passkey login (issue 33)', () => {
  test('behavior: with passkeyLogin, "Log in with a passkey" follows the e-mail field and connects the wallet', async () => {
    const setup = emailWalletClient({ passkeyLogin: true })
    renderLatch(setup.client)
    await act(() => open(setup.client))
    const modal = await findModal('Connect')
    const button = await modal.findByRole('button', { name: 'Log in with a passkey' })
    // The field follows the opening's first frame (a stand-in before it: modal/modalShown).
    const email = await modal.findByTestId('latch-email-input')
    expect((email as Node).compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    await userEvent.click(button)
    await waitFor(() => expect(setup.client.getState().accounts.eip155?.status).toBe('connected'))
    expect(setup.calls).toEqual(['connectPasskey'])
    expect(setup.client.getState().accounts.eip155?.user).toEqual({ email: 'ada@example.com' })
  })

  test('behavior: no passkey used shows why, and the button is usable again', async () => {
    const setup = emailWalletClient({ passkeyLogin: true })
    renderLatch(setup.client)
    await act(() => open(setup.client))
    const modal = await findModal('Connect')
    setup.failNext(new PasskeyError('notUsed'))
    await userEvent.click(await modal.findByRole('button', { name: 'Log in with a passkey' }))
    expect((await modal.findByRole('alert')).textContent).toBe('No passkey was used')
    expect(modal.getByRole('button', { name: 'Log in with a passkey' }).hasAttribute('disabled')).toBe(false)
  })

  test('parameters: without passkeyLogin there is no passkey button', async () => {
    const setup = emailWalletClient()
    renderLatch(setup.client)
    await act(() => open(setup.client))
    const modal = await findModal('Connect')
    // The e-mail field is in, and in the same render the passkey button (or its hidden stand-in) would follow it.
    await modal.findByRole('textbox')
    expect(modal.queryByTestId('latch-feature-loading')).toBeNull()
    expect(modal.queryByTestId('latch-passkey-login')).toBeNull()
  })
})

describe('Connect view: a refused social login (issue 33)', () => {
  test('behavior: the provider’s refusal reads as such, not as a generic wallet failure', async () => {
    const setup = emailWalletClient({ socials: ['google'] })
    renderLatch(setup.client)
    await act(() => open(setup.client))
    const modal = await findModal('Connect')
    setup.failNext(new SocialLoginError('unverifiedEmail'))
    await userEvent.click(await modal.findByTestId('latch-social-google'))
    expect((await modal.findByRole('alert')).textContent).toBe('The provider did not verify this e-mail')
    expect(modal.getByTestId('latch-social-google').getAttribute('aria-busy')).toBe('false')
  })
})
