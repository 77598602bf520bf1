import { describe, expect, it } from 'vitest'
import { EMBEDDED_CONNECTOR_IDS } from '../adapter/embedded'
import { EmailCodeError } from '../errors/catalogue'
import { CODE, EMBEDDED_ADDRESS, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { stored } from '../testing/testLatch.fixture'
import { connectEmail } from './connectEmail'
import { disconnect } from './disconnect'
import { open } from './open'
import { verifyEmailOtp } from './verifyEmailOtp'

describe('verifyEmailOtp', () => {
  it('connects the e-mail wallet, carries user.email, remembers the address, closes the modal', async () => {
    const { client, storage } = setupEmbeddedLatch()
    await open(client)
    await connectEmail(client, { email: 'ada@example.com' })
    const user = await verifyEmailOtp(client, { code: CODE })
    expect(user.accounts.eip155).toBe(EMBEDDED_ADDRESS)
    const account = client.getState().accounts.eip155
    expect(account).toMatchObject({
      status: 'connected',
      address: EMBEDDED_ADDRESS,
      user: { email: 'ada@example.com' },
      connectedWalletInfo: { id: EMBEDDED_CONNECTOR_IDS.eip155, type: 'embedded' },
    })
    expect(stored(storage, 'recentEmails')).toEqual(['ada@example.com'])
    expect(client.getState().modal.open).toBe(false)
  })

  it('a wrong code: the typed error, nothing connected, the code view stays', async () => {
    const { client } = setupEmbeddedLatch()
    await open(client)
    await connectEmail(client, { email: 'ada@example.com' })
    await expect(verifyEmailOtp(client, { code: '000000' })).rejects.toBeInstanceOf(EmailCodeError)
    expect(client.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(client.getState().modal.history.at(-1)?.view).toBe('EmailVerifyOtp')
  })

  it('disconnect signs out of the e-mail wallet (the frame session ends)', async () => {
    const { client, embedded } = setupEmbeddedLatch()
    await connectEmail(client, { email: 'ada@example.com' })
    await verifyEmailOtp(client, { code: CODE })
    await disconnect(client)
    expect(embedded.calls.at(-1)).toBe('signOut')
    expect(embedded.user()).toBeNull()
    expect(client.getState().accounts.eip155?.user).toBeUndefined()
  })
})
