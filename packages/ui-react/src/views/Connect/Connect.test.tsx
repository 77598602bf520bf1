import { EmailCodeError, EmailCooldownError, type EmbeddedIntegration } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import { createTestClient, findModal, openModal, renderLatch } from '../../test/renderLatch'
import { socialAction } from './loginActions'

type Modal = Awaited<ReturnType<typeof openModal>>

function buttonLabels(modal: Modal): (string | null)[] {
  return modal.getAllByRole('button').map((button) => button.textContent)
}

const embedded = createTestAdapter({
  connectors: [
    { id: 'test-wallet', name: 'Test Wallet', namespace: 'eip155', type: 'announced', installed: true },
    { id: 'social:google', name: 'Google', namespace: 'eip155', type: 'embedded', installed: true },
  ],
})

/** The e-mail wallet as the views reach it: codes mailed are recorded; the wallet server's 30 s rule applies. */
function emailWallet() {
  const mailed: string[] = []
  let last = Number.NEGATIVE_INFINITY
  const integration: EmbeddedIntegration = {
    load: async () => ({
      getUser: async () => null,
      startEmailLogin: async (email) => {
        if (Date.now() - last < 30_000)
          throw new EmailCooldownError(Math.ceil((last + 30_000 - Date.now()) / 1000))
        last = Date.now()
        mailed.push(email)
        return { resendAfterSeconds: 30 }
      },
      verifyEmailLogin: async () => {
        throw new EmailCodeError('invalidCode')
      },
      startEmailUpdate: async () => ({ resendAfterSeconds: 30 }),
      verifyEmailUpdate: async () => {
        throw new EmailCodeError('invalidCode')
      },
      startEmailCapture: async () => ({ resendAfterSeconds: 30 }),
      verifyEmailCapture: async () => {},
      signOut: async () => {},
    }),
  }
  return { integration, mailed }
}

describe('Connect view', () => {
  test('default: installed wallet, the all-wallets entry, no e-mail without the embedded option, no social without a connector', async () => {
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

  test('parameters: the e-mail field, then social, then wallets behind one entry (spec §1 default order)', async () => {
    const { client } = createTestClient({ adapter: embedded, embedded: emailWallet().integration })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    // The e-mail field and the social buttons are chunks of their own (not loaded for hosts without them).
    await waitFor(() =>
      expect(buttonLabels(modal).slice(1)).toEqual([
        'Continue with e-mail',
        'Continue with Google',
        'Continue with a wallet',
        'New to wallets?',
      ]),
    )
  })

  test('parameters: connectMethodsOrder puts wallets first, inline', async () => {
    const { client } = createTestClient({
      adapter: embedded,
      embedded: emailWallet().integration,
      features: { connectMethodsOrder: ['wallet', 'email'] },
    })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    await modal.findByTestId('latch-email-form')
    const labels = buttonLabels(modal)
    expect(labels[1]).toBe('TWTest WalletInstalled')
    expect(labels.at(-2)).toBe('Continue with e-mail')
    expect(labels).not.toContain('Continue with Google')
  })

  test('parameters: remoteFeatures.email false or the pay feature hide the e-mail field', async () => {
    for (const options of [{ remoteFeatures: { email: false } }, { features: { pay: true } }]) {
      const { client } = createTestClient({ embedded: emailWallet().integration, ...options })
      const view = renderLatch(client)
      const modal = await openModal(client, {}, 'Connect')
      expect(modal.queryByTestId('latch-email-form')).toBeNull()
      view.unmount()
    }
  })

  test('behavior: an e-mail mails a code and opens the code view; resending within 30 s says how long to wait', async () => {
    const wallet = emailWallet()
    const { client } = createTestClient({ embedded: wallet.integration })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    await userEvent.type(await modal.findByTestId('latch-email-input'), 'ada@example.com')
    await userEvent.click(modal.getByRole('button', { name: 'Continue with e-mail' }))
    const otp = await findModal('EmailVerifyOtp')
    expect(wallet.mailed).toEqual(['ada@example.com'])
    expectShown(otp.getByText('Enter the 6-digit code we sent to ada@example.com'))
    await userEvent.click(otp.getByRole('button', { name: 'Resend code' }))
    await waitFor(() =>
      expect(otp.getByRole('alert').textContent).toMatch(/^Please try again after (30|29|28) seconds$/),
    )
    expect(wallet.mailed).toHaveLength(1)
    await userEvent.type(otp.getByTestId('latch-otp-input'), '123456')
    await waitFor(() => expect(otp.getByRole('alert').textContent).toBe('Invalid code'))
    expect(client.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
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

describe('WalletGuide view (features.walletGuide)', () => {
  test('default: "New to wallets?" in Connect opens the guide, which leads to All Wallets and to the e-mail login', async () => {
    const wallet = emailWallet()
    const { client } = createTestClient({ embedded: wallet.integration })
    renderLatch(client)
    const connect = await openModal(client, {}, 'Connect')
    await userEvent.click(connect.getByRole('button', { name: 'New to wallets?' }))
    const guide = await findModal('WalletGuide')
    expect(guide.getByRole('heading', { level: 2 }).textContent).toBe('What is a wallet?')
    expectShown(
      guide.getByText(
        'A wallet holds your crypto and lets you sign in to apps like this one, without a password.',
      ),
    )
    expectShown(guide.getByText('No wallet yet? Continue with your e-mail and one is made for you.'))
    await userEvent.type(guide.getByTestId('latch-email-input'), 'ada@example.com')
    await userEvent.click(guide.getByRole('button', { name: 'Continue with e-mail' }))
    await findModal('EmailVerifyOtp')
    expect(wallet.mailed).toEqual(['ada@example.com'])
    await userEvent.click((await findModal()).getByRole('button', { name: 'Back' }))
    const back = await findModal('WalletGuide')
    await userEvent.click(back.getByRole('button', { name: 'Browse wallets' }))
    const all = await findModal('AllWallets')
    expectShown(all.getByRole('searchbox'))
  })

  test('parameters: without the e-mail login the guide offers only the catalogue', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    const guide = await openModal(client, { view: 'WalletGuide' }, 'WalletGuide')
    expectShown(guide.getByRole('button', { name: 'Browse wallets' }))
    expect(guide.queryByTestId('latch-email-form')).toBeNull()
    expect(guide.queryByText(/Continue with your e-mail/)).toBeNull()
  })

  test('parameters: features.walletGuide false hides the entry', async () => {
    const { client } = createTestClient({ features: { walletGuide: false } })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    expectShown(modal.getByTestId('latch-all-wallets'))
    expect(modal.queryByRole('button', { name: 'New to wallets?' })).toBeNull()
  })

  test('parameters: locale de: the guide in German', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, { locale: 'de' })
    const connect = await openModal(client, {}, 'Connect')
    await userEvent.click(connect.getByRole('button', { name: 'Neu bei Wallets?' }))
    const guide = await findModal('WalletGuide')
    expect(guide.getByRole('heading', { level: 2 }).textContent).toBe('Was ist eine Wallet?')
    expectShown(guide.getByRole('button', { name: 'Wallets ansehen' }))
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

describe('Connect view: social login (issue 33)', () => {
  /** The e-mail wallet with social login: its start page URL, and the popups the buttons open. */
  function socialWallet() {
    const { integration } = emailWallet()
    return {
      ...integration,
      socialLoginUrl: ({ provider, attempt }: { provider: string; attempt: string }) =>
        `https://wallet.example.com/embedded/social/start?provider=${provider}&attempt=${attempt}`,
    } satisfies EmbeddedIntegration
  }

  test('the configured social buttons sit between the e-mail field and the wallets (spec §1 order), Farcaster aside', async () => {
    const { client } = createTestClient({
      embedded: socialWallet(),
      remoteFeatures: { socials: ['google', 'github', 'farcaster', 'x'] },
    })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    await waitFor(() =>
      expect(buttonLabels(modal).slice(1)).toEqual([
        'Continue with e-mail',
        'Continue with Google',
        'Continue with GitHub',
        'Continue with X',
        'Continue with a wallet',
        'New to wallets?',
      ]),
    )
  })

  /** Replaces window.open: records each call's URL and window name, and returns one fake popup per name. */
  function recordPopups() {
    const calls: { url: string; name: string }[] = []
    const realOpen = window.open
    window.open = ((url: string, name: string) => {
      calls.push({ url, name })
      return { closed: false, close() {}, location: { href: url || 'about:blank' } } as unknown as Window
    }) as typeof window.open
    return { calls, restore: () => (window.open = realOpen) }
  }
  const START_URL =
    /^https:\/\/wallet\.example\.com\/embedded\/social\/start\?provider=google&attempt=[\w-]{36}$/

  test("a click opens the popup in the click itself, and the popup goes to the provider's page (action not loaded yet)", async () => {
    const { client } = createTestClient({ embedded: socialWallet(), remoteFeatures: { socials: ['google'] } })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const popups = recordPopups()
    try {
      const button = await modal.findByTestId('latch-social-google')
      // A synchronous click with no pointer or focus before it: the popup must be open when the handler returns.
      button.click()
      expect(popups.calls).toHaveLength(1)
      const name = popups.calls[0]?.name
      await waitFor(() => expect(popups.calls.at(-1)?.url).toMatch(START_URL))
      // The same window (by name): the visitor sees one popup.
      expect(popups.calls.every((call) => call.name === name)).toBe(true)
    } finally {
      popups.restore()
    }
  })

  test("after the pointer reached the button, the click opens the provider's page at once", async () => {
    const { client } = createTestClient({ embedded: socialWallet(), remoteFeatures: { socials: ['google'] } })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const button = await modal.findByTestId('latch-social-google')
    await userEvent.hover(button)
    const popups = recordPopups()
    try {
      // The hover fetched the action's chunk; once it is in, the click opens the provider's page directly.
      await socialAction.load()
      button.click()
      expect(popups.calls.map((call) => call.url)).toEqual([expect.stringMatching(START_URL)])
    } finally {
      popups.restore()
    }
  })
})
