import { describe, expect, it } from 'vitest'
import { EMBEDDED_CONNECTOR_IDS } from '../adapter/embedded'
import { EmailCodeError } from '../errors/catalogue'
import { startBatchSink } from '../services/analytics/startBatchSink.fixture'
import type { AnalyticsItem } from '../services/analytics/types'
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

  it('analytics (spec §7): an e-mail login sends EMAIL_LOGIN_SUCCESS and the connection CONNECT_SUCCESS', async () => {
    const sink = await startBatchSink()
    try {
      const { client } = setupEmbeddedLatch(undefined, { services: { analytics: sink.baseUrl } })
      await connectEmail(client, { email: 'ada@example.com' })
      await verifyEmailOtp(client, { code: CODE })
      client.destroy()
      const [request] = await sink.waitForRequests(1)
      const events = (JSON.parse(request?.body ?? '{}') as { batch: AnalyticsItem[] }).batch.map(
        (item) => item.props.event,
      )
      expect(events).toContain('EMAIL_LOGIN_SUCCESS')
      expect(events).toContain('CONNECT_SUCCESS')
    } finally {
      await sink.close()
    }
  })
})
