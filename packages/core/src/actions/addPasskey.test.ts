import { describe, expect, it } from 'vitest'
import { CODE, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { addPasskey } from './addPasskey'
import { connectEmail } from './connectEmail'
import { verifyEmailOtp } from './verifyEmailOtp'

describe('addPasskey (the e-mail wallet’s passkey, issue 33)', () => {
  it('asks the wallet frame, resolves with its PRF answer and leaves the connection as it is', async () => {
    const setup = setupEmbeddedLatch()
    await connectEmail(setup.client, { email: 'ada@example.com' })
    await verifyEmailOtp(setup.client, { code: CODE })
    expect(await addPasskey(setup.client)).toEqual({ prf: true })
    expect(setup.embedded.calls.at(-1)).toBe('addPasskey')
    expect(setup.client.getState().accounts.eip155?.status).toBe('connected')
  })
})
