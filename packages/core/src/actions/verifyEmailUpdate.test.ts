import { describe, expect, it } from 'vitest'
import { EmailCodeError } from '../errors/catalogue'
import { CODE, EMBEDDED_ADDRESS, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { connectEmail } from './connectEmail'
import { updateEmail } from './updateEmail'
import { verifyEmailOtp } from './verifyEmailOtp'
import { verifyEmailUpdate } from './verifyEmailUpdate'

describe('verifyEmailUpdate', () => {
  it('the new address carries the same wallet; the account state shows it', async () => {
    let now = 1_000_000
    const { client } = setupEmbeddedLatch(() => now)
    await connectEmail(client, { email: 'ada@example.com' })
    await verifyEmailOtp(client, { code: CODE })
    now += 30_000
    await updateEmail(client, { email: 'ada@new.example' })
    await expect(verifyEmailUpdate(client, { code: '999999' })).rejects.toBeInstanceOf(EmailCodeError)
    expect(client.getState().accounts.eip155?.user?.email).toBe('ada@example.com')
    const user = await verifyEmailUpdate(client, { code: CODE })
    expect(user).toMatchObject({ email: 'ada@new.example', accounts: { eip155: EMBEDDED_ADDRESS } })
    expect(client.getState().accounts.eip155?.user?.email).toBe('ada@new.example')
  })
})
