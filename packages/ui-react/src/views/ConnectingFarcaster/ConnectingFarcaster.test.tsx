import {
  EMBEDDED_CONNECTOR_IDS,
  type EmbeddedIntegration,
  type EmbeddedWallet,
  SocialLoginError,
} from '@latch/core'
import { open } from '@latch/core/actions'
import { createTestAdapter } from '@latch/core/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import { createTestClient, findModal, renderLatch } from '../../test/renderLatch'

const LINK = 'https://farcaster.xyz/~/siwf?channelToken=abcdefghijklmnopqrstuvwx'
const USER = {
  id: 'user-fc',
  email: 'farcaster:4242',
  accounts: { eip155: '0x4242424242424242424242424242424242424242', solana: 'So1ana' },
}

/**
 * The embedded wallet as core sees it (its frame, relay and verification run for real in apps/server's
 * embeddedFarcaster.browser.test.ts): `startFarcasterLogin` gives the link, `completeFarcasterLogin` waits for the
 * test to `sign()` or `refuse()`.
 */
function farcasterClient(options: { farcasterLogin?: boolean } = { farcasterLogin: true }) {
  const calls: string[] = []
  let settle: { sign(): void; refuse(error: Error): void } | undefined
  const wallet = {
    getUser: async () => null,
    signOut: async () => undefined,
    startFarcasterLogin: async ({ attempt }: { attempt: string }) => {
      calls.push(`start:${attempt.length}`)
      return { url: LINK }
    },
    completeFarcasterLogin: () =>
      new Promise((resolve, reject) => {
        calls.push('complete')
        settle = {
          sign: () => resolve({ ...USER, socialProvider: 'farcaster', username: 'ada' }),
          refuse: reject,
        }
      }),
    cancelSocialLogin: async () => {
      calls.push('cancel')
      return { underWay: false }
    },
  } as unknown as EmbeddedWallet
  const embedded: EmbeddedIntegration = {
    load: async () => wallet,
    socialLoginUrl: () => 'http://127.0.0.1:9/embedded/social/start',
    ...(options.farcasterLogin ? { farcasterLogin: true } : {}),
  }
  const adapter = createTestAdapter({
    connectors: [
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
    remoteFeatures: { email: true, socials: ['google', 'farcaster'] },
  })
  return {
    client,
    calls,
    sign: () => settle?.sign(),
    refuse: (error: Error) => settle?.refuse(error),
  }
}

async function openFarcaster(setup: ReturnType<typeof farcasterClient>) {
  await act(() => open(setup.client))
  const connect = await findModal('Connect')
  await userEvent.click(await connect.findByRole('button', { name: 'Continue with Farcaster' }))
  return findModal('ConnectingFarcaster')
}

describe('ConnectingFarcaster: Sign In With Farcaster by QR code (issue 33)', () => {
  test('behavior: "Continue with Farcaster" shows the login link as a QR code and a deep link, then connects the fid’s wallet', async () => {
    const setup = farcasterClient()
    renderLatch(setup.client)
    const view = await openFarcaster(setup)
    const qr = await view.findByRole('img', { name: 'Farcaster sign-in QR code' })
    expectShown(qr)
    expectShown(view.getByText('Scan with your phone to sign in with Farcaster'))
    expect(view.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(LINK)
    expect(setup.client.getState().accounts.eip155?.farcasterUrl).toBe(LINK)
    expect(setup.calls).toEqual(['start:36', 'complete'])

    setup.sign()
    await waitFor(() => expect(setup.client.getState().accounts.eip155?.status).toBe('connected'))
    const account = setup.client.getState().accounts.eip155
    expect(account?.socialProvider).toBe('farcaster')
    expect(account?.user).toEqual({ username: 'ada' })
    expect(account?.farcasterUrl).toBeUndefined()
  })

  test('behavior: a signature that did not verify says so, and "Try again" starts a new login', async () => {
    const setup = farcasterClient()
    renderLatch(setup.client)
    const view = await openFarcaster(setup)
    await view.findByRole('img', { name: 'Farcaster sign-in QR code' })
    setup.refuse(new SocialLoginError('notVerified'))
    expect((await view.findByRole('alert')).textContent).toBe('The Farcaster signature did not verify')
    await userEvent.click(view.getByRole('button', { name: 'Try again' }))
    await view.findByRole('img', { name: 'Farcaster sign-in QR code' })
    expect(setup.calls.filter((call) => call === 'complete')).toHaveLength(2)
    expect(setup.client.getState().accounts.eip155?.status).not.toBe('connected')
  })

  test('behavior: leaving the view stops the wait at the wallet frame', async () => {
    const setup = farcasterClient()
    renderLatch(setup.client)
    const view = await openFarcaster(setup)
    await view.findByRole('img', { name: 'Farcaster sign-in QR code' })
    await userEvent.click(view.getByRole('button', { name: 'Back' }))
    await findModal('Connect')
    await waitFor(() => expect(setup.calls).toContain('cancel'))
  })

  test('parameters: without the host’s farcasterLogin, Connect offers no Farcaster button', async () => {
    const setup = farcasterClient({})
    renderLatch(setup.client)
    await act(() => open(setup.client))
    const connect = await findModal('Connect')
    await connect.findByRole('button', { name: 'Continue with Google' })
    expect(connect.queryByRole('button', { name: 'Continue with Farcaster' })).toBeNull()
  })
})
