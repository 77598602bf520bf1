import { describe, expect, it } from 'vitest'
import { UserRejectedError } from '../errors/catalogue'
import type { TestAdapter } from '../testing/createTestAdapter'
import { memorySiwx } from '../testing/memorySiwx.fixture'
import { setupLatch } from '../testing/testLatch.fixture'
import { cancelSignIn } from './cancelSignIn'
import { close } from './close'
import { connect } from './connect'
import { open } from './open'
import { signIn } from './signIn'
import { switchNetwork } from './switchNetwork'

describe('cancelSignIn (spec §4)', () => {
  function siwxSetup(required: boolean) {
    const { siwx, sessions } = memorySiwx(required)
    return { sessions, ...setupLatch({ siwx }) }
  }

  /** The wallet declines its next signature (connect still goes through). */
  function declineNextSignature(evm: TestAdapter) {
    const original = evm.signMessage
    evm.signMessage = async () => {
      evm.signMessage = original
      throw new UserRejectedError()
    }
  }

  it('required sign-in declined in the wallet disconnects; the modal cannot be closed on the sign view without a session', async () => {
    const { client, evm } = siwxSetup(true)
    await open(client)
    declineNextSignature(evm)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(signIn(client)).rejects.toThrow('Error signing message')
    close(client)
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
    await cancelSignIn(client)
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(client.getState().signIn.hasSession).toBe(false)
  })

  it('required sign-in cancelled on a new network goes back to the last authenticated network', async () => {
    const { client, evm } = siwxSetup(true)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await signIn(client)
    await switchNetwork(client, { networkId: 'eip155:10' })
    await open(client, { view: 'SIWXSignMessage' })
    await cancelSignIn(client)
    const state = client.getState()
    expect(state.accounts.eip155?.status).toBe('connected')
    expect(state.networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expect(state.modal.open).toBe(false)
    expect(evm.calls.filter((call) => call.method === 'switchNetwork').map((call) => call.input)).toEqual([
      { connectorId: 'test-wallet', networkId: 'eip155:10' },
      { connectorId: 'test-wallet', networkId: 'eip155:1' },
    ])
  })

  it('cancelling optional sign-in just closes the modal', async () => {
    const { client } = siwxSetup(false)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await open(client, { view: 'SIWXSignMessage' })
    await cancelSignIn(client)
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })
})
