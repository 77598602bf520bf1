import { describe, expect, it } from 'vitest'
import { CODE, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { connectEmail } from './connectEmail'
import { exportWallet } from './exportWallet'
import { verifyEmailOtp } from './verifyEmailOtp'

describe('exportWallet (the e-mail wallet’s export, issue 33)', () => {
  it('asks the wallet frame, hands nothing to the host page and leaves the connection as it is', async () => {
    const setup = setupEmbeddedLatch()
    await connectEmail(setup.client, { email: 'ada@example.com' })
    await verifyEmailOtp(setup.client, { code: CODE })
    await expect(exportWallet(setup.client)).resolves.toBeUndefined()
    expect(setup.embedded.calls.at(-1)).toBe('exportWallet')
    expect(setup.client.getState().accounts.eip155?.status).toBe('connected')
  })
})
