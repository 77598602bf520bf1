import { describe, expect, it } from 'vitest'
import { setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { attemptConnect } from './attemptConnect'
import { navigate } from './navigate'
import { open } from './open'

describe('navigate (spec §2)', () => {
  it('default: the view goes on top of the history, with its params, moving forward', async () => {
    const { client } = setupLatch()
    await open(client)
    navigate(client, {
      view: 'ConnectingExternal',
      params: { connectorId: 'test-wallet', namespace: 'eip155' },
    })
    expect(client.getState().modal).toMatchObject({
      open: true,
      direction: 'next',
      history: [
        { view: 'Connect', params: {} },
        { view: 'ConnectingExternal', params: { connectorId: 'test-wallet', namespace: 'eip155' } },
      ],
    })
  })

  it('parameters: params left out: the view gets none', async () => {
    const { client } = setupLatch()
    await open(client)
    navigate(client, { view: 'AllWallets' })
    expect(client.getState().modal.history.at(-1)).toEqual({ view: 'AllWallets', params: {} })
  })

  it('behavior: a new visit to a view starts its own attempt: the last one is forgotten', async () => {
    const { client, evm } = setupLatch()
    await open(client)
    evm.rejectNext()
    await attemptConnect(client, TEST_WALLET)
    expect(client.getState().attempts.connect?.error?.message).toBe('User rejected the request')
    navigate(client, { view: 'ConnectingExternal', params: { connectorId: 'test-wallet' } })
    expect(client.getState().attempts).toEqual({})
  })
})
