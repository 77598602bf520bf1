import { describe, expect, it } from 'vitest'
import { memorySiwx } from '../testing/memorySiwx.fixture'
import { CODE, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { connect } from './connect'
import { connectEmail } from './connectEmail'
import { open } from './open'
import { verifyEmailOtp } from './verifyEmailOtp'

describe('sign-in through the embedded wallet (spec §5)', () => {
  it('an e-mail login on eip155 signs in at once through the wallet, with no sign view; the session is stored', async () => {
    const { siwx, sessions } = memorySiwx()
    const { client, evm } = setupEmbeddedLatch(undefined, { siwx })
    const views: string[] = []
    client.subscribe((state) => views.push(state.modal.history.at(-1)?.view ?? ''))
    await open(client)
    await connectEmail(client, { email: 'ada@example.com' })
    await verifyEmailOtp(client, { code: CODE })
    expect(evm.calls.map((call) => call.method)).toContain('signMessage')
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(views).not.toContain('SIWXSignMessage')
    expect(client.getState().signIn).toMatchObject({ status: 'success', hasSession: true })
    expect(client.getState().modal.open).toBe(false)
  })

  it('with e-mail capture on, the e-mail wallet signs in from the sign view like any wallet', async () => {
    const { siwx, sessions } = memorySiwx()
    const { client, evm } = setupEmbeddedLatch(undefined, { siwx, remoteFeatures: { emailCapture: true } })
    await open(client)
    await connectEmail(client, { email: 'ada@example.com' })
    await verifyEmailOtp(client, { code: CODE })
    expect(evm.calls.map((call) => call.method)).not.toContain('signMessage')
    expect(sessions).toHaveLength(0)
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
  })

  it('an external wallet on eip155 is not on that path: the sign view opens', async () => {
    const { siwx } = memorySiwx()
    const { client, evm } = setupEmbeddedLatch(undefined, { siwx })
    await open(client)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(evm.calls.map((call) => call.method)).not.toContain('signMessage')
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
  })
})
