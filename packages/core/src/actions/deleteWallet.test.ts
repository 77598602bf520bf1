import { describe, expect, it } from 'vitest'
import { EMBEDDED_CONNECTOR_IDS } from '../adapter/embedded'
import { UserRejectedError } from '../errors/catalogue'
import { CODE, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { connect } from './connect'
import { connectEmail } from './connectEmail'
import { deleteWallet } from './deleteWallet'
import { verifyEmailOtp } from './verifyEmailOtp'

async function signedIn() {
  const setup = setupEmbeddedLatch()
  await connectEmail(setup.client, { email: 'ada@example.com' })
  await verifyEmailOtp(setup.client, { code: CODE })
  return setup
}

describe('deleteWallet (the e-mail wallet’s deletion, issue 33)', () => {
  it('disconnects the wallet’s accounts once deleted; cancelled in the frame, nothing changes', async () => {
    const { client, embedded } = await signedIn()
    embedded.declineNext()
    await expect(deleteWallet(client)).rejects.toBeInstanceOf(UserRejectedError)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    await deleteWallet(client)
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(client.getState().accounts.eip155?.user).toBeUndefined()
    expect(embedded.calls.filter((call) => call === 'deleteWallet')).toHaveLength(2)
  })

  it('leaves an external wallet connected in another namespace alone', async () => {
    const { client, evm } = await signedIn()
    // The e-mail wallet's eip155 account, and nothing else: the external test wallet is not touched.
    expect(client.getState().accounts.eip155?.connectedWalletInfo?.id).toBe(EMBEDDED_CONNECTOR_IDS.eip155)
    await deleteWallet(client)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(evm.namespace).toBe('eip155')
  })
})
