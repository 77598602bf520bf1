import { describe, expect, it } from 'vitest'
import { EmailCodeError } from '../errors/catalogue'
import { CODE, EMBEDDED_ADDRESS, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { stored } from '../testing/testLatch.fixture'
import { captureEmail } from './captureEmail'
import { connect } from './connect'
import { navigate } from './navigate'
import { open } from './open'
import { verifyEmailCapture } from './verifyEmailCapture'

describe('verifyEmailCapture', () => {
  it('keeps the e-mail with the account address on the server, sets user.email, closes DataCapture', async () => {
    const { client, embedded, storage } = setupEmbeddedLatch(undefined, {
      remoteFeatures: { emailCapture: true },
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await open(client)
    navigate(client, { view: 'DataCapture' })
    await captureEmail(client, { email: 'bob@example.com' })
    await expect(
      verifyEmailCapture(client, { email: 'bob@example.com', code: '000000' }),
    ).rejects.toBeInstanceOf(EmailCodeError)
    expect(embedded.captured).toEqual([])
    await verifyEmailCapture(client, { email: 'bob@example.com', code: CODE })
    expect(embedded.captured).toEqual([{ email: 'bob@example.com', address: `eip155:1:${EMBEDDED_ADDRESS}` }])
    expect(client.getState().accounts.eip155?.user?.email).toBe('bob@example.com')
    expect(stored(storage, 'recentEmails')).toEqual(['bob@example.com'])
    expect(client.getState().modal.open).toBe(false)
  })
})
