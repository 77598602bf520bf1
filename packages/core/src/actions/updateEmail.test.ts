import { describe, expect, it } from 'vitest'
import { EmailCodeError, EmailCooldownError } from '../errors/catalogue'
import { CODE, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { connectEmail } from './connectEmail'
import { updateEmail } from './updateEmail'
import { verifyEmailOtp } from './verifyEmailOtp'

describe('updateEmail', () => {
  it('mails a code to the new address; a second one within 30 s waits', async () => {
    let now = 1_000_000
    const { client } = setupEmbeddedLatch(() => now)
    await connectEmail(client, { email: 'ada@example.com' })
    await verifyEmailOtp(client, { code: CODE })
    now += 30_000
    await expect(updateEmail(client, { email: 'ada@new.example' })).resolves.toEqual({
      resendAfterSeconds: 30,
    })
    await expect(updateEmail(client, { email: 'ada@new.example' })).rejects.toBeInstanceOf(EmailCooldownError)
    await expect(updateEmail(client, { email: 'not-an-address' })).rejects.toBeInstanceOf(EmailCodeError)
  })
})
