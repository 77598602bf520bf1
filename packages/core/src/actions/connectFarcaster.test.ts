import { describe, expect, it } from 'vitest'
import type { EmbeddedIntegration } from '../adapter/embedded'
import { ConnectorNotFoundError, UserRejectedError } from '../errors/catalogue'
import { EMBEDDED_ADDRESS, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { connectFarcaster } from './connectFarcaster'

const LINK = 'https://farcaster.xyz/~/siwf?channelToken=abc'

/** The in-memory e-mail wallet with a Farcaster login: it waits until `sign` (the Farcaster app) or a cancel. */
function withFarcaster(integration: EmbeddedIntegration) {
  let sign: (() => void) | undefined
  let cancel: (() => void) | undefined
  const farcaster: EmbeddedIntegration = {
    ...integration,
    farcasterLogin: true,
    load: async (options) => ({
      ...(await integration.load(options)),
      startFarcasterLogin: async () => ({ url: LINK }),
      completeFarcasterLogin: () =>
        new Promise((resolve, reject) => {
          sign = () =>
            resolve({
              id: 'user-fc',
              email: 'farcaster:42',
              accounts: { eip155: EMBEDDED_ADDRESS, solana: 'So1ana' },
              socialProvider: 'farcaster',
              username: 'ada',
            })
          cancel = () => reject(new UserRejectedError())
        }),
      cancelSocialLogin: async () => {
        cancel?.()
        return { underWay: false }
      },
    }),
  }
  return { farcaster, sign: () => sign?.(), signed: () => sign !== undefined }
}

describe('connectFarcaster (ConnectingFarcaster, issue 33)', () => {
  it('shows the login link as farcasterUrl while it waits; once signed, the wallet is connected as a Farcaster login and the link is cleared', async () => {
    const { embedded } = setupEmbeddedLatch()
    const wallet = withFarcaster(embedded.integration)
    const { client } = setupEmbeddedLatch(undefined, {
      embedded: wallet.farcaster,
      remoteFeatures: { socials: ['farcaster'] },
    })
    const connecting = connectFarcaster(client)
    await expect.poll(() => client.getState().accounts.eip155?.farcasterUrl).toBe(LINK)
    await expect.poll(wallet.signed).toBe(true)
    wallet.sign()
    const user = await connecting
    expect(user.username).toBe('ada')
    expect(client.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: EMBEDDED_ADDRESS,
      socialProvider: 'farcaster',
    })
    expect(client.getState().accounts.eip155?.farcasterUrl).toBeUndefined()
  })

  it('leaving the view (abort) stops the wait with UserRejectedError; nothing is connected and the link is cleared', async () => {
    const { embedded } = setupEmbeddedLatch()
    const wallet = withFarcaster(embedded.integration)
    const { client } = setupEmbeddedLatch(undefined, {
      embedded: wallet.farcaster,
      remoteFeatures: { socials: ['farcaster'] },
    })
    const leaving = new AbortController()
    const connecting = connectFarcaster(client, { signal: leaving.signal })
    await expect.poll(() => client.getState().accounts.eip155?.farcasterUrl).toBe(LINK)
    leaving.abort()
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedError)
    expect(client.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(client.getState().accounts.eip155?.farcasterUrl).toBeUndefined()
  })

  it('without the host option or with farcaster not among the socials: ConnectorNotFoundError, nothing loaded', async () => {
    const { embedded } = setupEmbeddedLatch()
    const wallet = withFarcaster(embedded.integration)
    const off = setupEmbeddedLatch(undefined, {
      embedded: wallet.farcaster,
      remoteFeatures: { socials: ['google'] },
    })
    await expect(connectFarcaster(off.client)).rejects.toBeInstanceOf(ConnectorNotFoundError)
    const noOption = setupEmbeddedLatch(undefined, { remoteFeatures: { socials: ['farcaster'] } })
    await expect(connectFarcaster(noOption.client)).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(noOption.embedded.loads()).toBe(0)
  })
})
