import { describe, expect, it } from 'vitest'
import { EMBEDDED_CONNECTOR_IDS } from '../adapter/embedded'
import { ConnectorNotFoundError, UserRejectedError } from '../errors/catalogue'
import { CODE, EMBEDDED_ADDRESS, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { setupLatch } from '../testing/testLatch.fixture'
import { addPasskey } from './addPasskey'
import { connect } from './connect'
import { connectEmail } from './connectEmail'
import { connectPasskey } from './connectPasskey'
import { deleteWallet } from './deleteWallet'
import { exportWallet } from './exportWallet'
import { verifyEmailOtp } from './verifyEmailOtp'

async function signedIn() {
  const setup = setupEmbeddedLatch()
  await connectEmail(setup.client, { email: 'ada@example.com' })
  await verifyEmailOtp(setup.client, { code: CODE })
  return setup
}

describe('the e-mail wallet’s passkey, export and delete (issue 33)', () => {
  it('addPasskey and exportWallet ask the wallet frame and leave the connection as it is', async () => {
    const { client, embedded } = await signedIn()
    expect(await addPasskey(client)).toEqual({ prf: true })
    await expect(exportWallet(client)).resolves.toBeUndefined()
    expect(embedded.calls.slice(-2)).toEqual(['addPasskey', 'exportWallet'])
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it('deleteWallet disconnects the wallet’s accounts once deleted; cancelled in the frame, nothing changes', async () => {
    const { client, embedded } = await signedIn()
    embedded.declineNext()
    await expect(deleteWallet(client)).rejects.toBeInstanceOf(UserRejectedError)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    await deleteWallet(client)
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(client.getState().accounts.eip155?.user).toBeUndefined()
    expect(embedded.calls.filter((call) => call === 'deleteWallet')).toHaveLength(2)
  })

  it('deleteWallet leaves an external wallet connected in another namespace alone', async () => {
    const { client, evm } = await signedIn()
    // The e-mail wallet's eip155 account, and nothing else: the external test wallet is not touched.
    expect(client.getState().accounts.eip155?.connectedWalletInfo?.id).toBe(EMBEDDED_CONNECTOR_IDS.eip155)
    await deleteWallet(client)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(evm.namespace).toBe('eip155')
  })

  it('connectPasskey connects the wallet’s accounts with the user’s e-mail', async () => {
    const { client, embedded } = setupEmbeddedLatch()
    const user = await connectPasskey(client)
    expect(user.email).toBe('ada@example.com')
    expect(embedded.calls).toEqual(['connectPasskey'])
    expect(client.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: EMBEDDED_ADDRESS,
      user: { email: 'ada@example.com' },
    })
  })

  it('connectPasskey without the host’s passkeyLogin loads nothing and throws ConnectorNotFoundError', async () => {
    let loads = 0
    const { client } = setupLatch({
      embedded: {
        load: async () => {
          loads++
          throw new Error('not loaded')
        },
      },
      remoteFeatures: { email: true },
    })
    await expect(connectPasskey(client)).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(loads).toBe(0)
  })
})
