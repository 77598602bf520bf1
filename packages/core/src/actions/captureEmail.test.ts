import { describe, expect, it } from 'vitest'
import { EmailCooldownError } from '../errors/catalogue'
import { setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { captureEmail } from './captureEmail'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { open } from './open'

describe('DataCapture after an external wallet connects (remoteFeatures.emailCapture)', () => {
  it('shows DataCapture instead of closing, once per account; never for the e-mail wallet or with capture off', async () => {
    const { client } = setupEmbeddedLatch(undefined, { remoteFeatures: { emailCapture: true } })
    await open(client)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().modal.history.at(-1)?.view).toBe('DataCapture')
    await disconnect(client)
    await open(client)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().modal.open).toBe(false)

    const off = setupEmbeddedLatch()
    await open(off.client)
    await connect(off.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(off.client.getState().modal.open).toBe(false)
  })

  it('capture works with e-mail login off (it needs only the embedded option)', async () => {
    const { client } = setupEmbeddedLatch(undefined, { remoteFeatures: { email: false, emailCapture: true } })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(captureEmail(client, { email: 'bob@example.com' })).resolves.toEqual({
      resendAfterSeconds: 30,
    })
  })
})

describe('captureEmail', () => {
  it('mails a code to the e-mail of a visitor connected with an external wallet; 30 s between codes', async () => {
    const { client } = setupEmbeddedLatch(undefined, { remoteFeatures: { emailCapture: true } })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(captureEmail(client, { email: 'bob@example.com' })).resolves.toEqual({
      resendAfterSeconds: 30,
    })
    await expect(captureEmail(client, { email: 'bob@example.com' })).rejects.toBeInstanceOf(
      EmailCooldownError,
    )
  })
})
