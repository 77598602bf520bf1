import { describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../errors/catalogue'
import { FLOW_VIEWS } from '../rules/flowNavigation'
import { type TestAdapter, testSignature } from '../testing/createTestAdapter'
import { memorySiwx } from '../testing/memorySiwx.fixture'
import { ADDRESS, setupLatch } from '../testing/testLatch.fixture'
import { cancelSignIn } from './cancelSignIn'
import { connect } from './connect'
import { open } from './open'
import { signIn } from './signIn'

describe('signIn (spec §4)', () => {
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

  it('connecting without a session opens SIWXSignMessage; signing stores the session and closes the modal', async () => {
    const { client, sessions, evm } = siwxSetup(false)
    const views: string[] = []
    client.subscribe((state) => views.push(state.modal.history.at(-1)?.view ?? ''))
    await open(client)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    // The balance is read once the account has painted (issue 39).
    await vi.waitFor(() => expect(evm.calls.map((call) => call.method)).toEqual(['connect', 'getBalance']))
    expect(client.getState().modal).toMatchObject({ open: true })
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
    await signIn(client)
    expect(evm.calls.map((call) => call.method)).toEqual(['connect', 'getBalance', 'signMessage'])
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(sessions[0]?.signature).toBe(testSignature('eip155', ADDRESS, sessions[0]?.message ?? ''))
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().signIn).toEqual({
      status: 'success',
      hasSession: true,
      lastAuthenticatedNetworkId: 'eip155:1',
    })
    // Navigation guarantee: the flow never sat on a view the UI does not ship.
    expect(views.every((view) => (FLOW_VIEWS as readonly string[]).includes(view))).toBe(true)
  })

  it("a failed signature shows 'Error signing message'; optional sign-in keeps the visitor connected to retry", async () => {
    const { client, evm, sessions } = siwxSetup(false)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    evm.rejectNext()
    await expect(signIn(client)).rejects.toThrow('Error signing message')
    expect(client.getState().notices.toast?.message).toBe('Error signing message')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
    await signIn(client)
    expect(sessions).toHaveLength(1)
  })

  it('declining the sign-in in the wallet shows the sign view again; cancelling optional sign-in closes and stays connected', async () => {
    const { client, evm, sessions } = siwxSetup(false)
    await open(client)
    declineNextSignature(evm)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(signIn(client)).rejects.toThrow('Error signing message')
    expect(sessions).toEqual([])
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
    await cancelSignIn(client)
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it("'Authenticating...' shows in the status banner while the wallet signs, and goes away after", async () => {
    const { client, evm } = siwxSetup(false)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    let release: () => void = () => {}
    const original = evm.signMessage
    evm.signMessage = async (input) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return original(input)
    }
    const signing = signIn(client)
    await vi.waitFor(() => expect(client.getState().notices.status?.message).toBe('Authenticating...'))
    release()
    await signing
    expect(client.getState().notices.status).toBeUndefined()
  })

  it("a sign-in service that fails to start: 'A problem occurred while trying initialize authentication', disconnect, Connect", async () => {
    const { client } = setupLatch({
      siwx: {
        createMessage: async () => {
          throw new Error('unused')
        },
        addSession: async () => {},
        getSessions: async () => {
          throw new Error('session store down')
        },
        setSessions: async () => {},
      },
    })
    await open(client)
    await expect(connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toThrow(
      'A problem occurred while trying initialize authentication',
    )
    const state = client.getState()
    expect(state.notices.alert?.id).toBe('AUTH_INIT_FAILED')
    expect(state.accounts.eip155?.status).toBe('disconnected')
    expect(state.modal).toMatchObject({ open: true, history: [{ view: 'Connect', params: {} }] })
  })
})
