import { describe, expect, it } from 'vitest'
import { EmailCooldownError } from '../errors/catalogue'
import { setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { captureEmail } from './captureEmail'
import { connect } from './connect'

describe('captureEmail', () => {
  it('mails a code to the e-mail of a visitor connected with an external wallet; 30 s between codes', async () => {
    const { client } = setupEmbeddedLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(captureEmail(client, { email: 'bob@example.com' })).resolves.toEqual({
      resendAfterSeconds: 30,
    })
    await expect(captureEmail(client, { email: 'bob@example.com' })).rejects.toBeInstanceOf(
      EmailCooldownError,
    )
  })
})
