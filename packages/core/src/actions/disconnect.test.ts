import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { emptyAccountState } from '../state/initialState'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { setupLatch, stored } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { open } from './open'

const { mainnet, solana } = testNetworks

describe('disconnect (spec §4)', () => {
  it('resets account and network, updates storage, records the connector and closes the modal', async () => {
    const { client, evm, storage, events } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet', networkId: 'eip155:10' })
    await open(client)
    await disconnect(client)
    const state = client.getState()
    expect(state.accounts.eip155).toEqual(emptyAccountState())
    expect(state.networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expect(state.connections.eip155).toBeUndefined()
    expect(state.modal).toEqual({
      open: false,
      history: [{ view: 'Connect', params: {} }],
      direction: 'prev',
    })
    expect(stored(storage, 'connectedNamespaces')).toEqual([])
    expect(stored(storage, 'disconnectedConnectorIds')).toEqual({ eip155: ['test-wallet'] })
    expect(evm.calls.at(-1)).toEqual({ method: 'disconnect', input: 'test-wallet' })
    expect(events.at(-1)).toEqual({ type: 'DISCONNECT_SUCCESS', namespace: 'eip155' })
  })

  it('keeps the modal open when told to, or in multi-wallet mode while another connection remains', async () => {
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const client = createLatch({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), sol],
      storage: createMemoryStorage(),
      remoteFeatures: { multiWallet: true },
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await connect(client, { namespace: 'solana', connectorId: 'test-wallet' })
    await open(client)
    await disconnect(client, { namespace: 'solana' })
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().activeNamespace).toBe('eip155')
    await disconnect(client, { namespace: 'eip155', closeModal: false })
    expect(client.getState().modal.open).toBe(true)
  })

  it("a wallet that fails to disconnect is still cleared, and the error says 'Failed to disconnect chains: ...'", async () => {
    const { client, evm } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    evm.disconnect = async () => {
      throw new Error('extension gone')
    }
    await expect(disconnect(client, { all: true })).rejects.toThrow(
      'Failed to disconnect chains: eip155: extension gone',
    )
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })
})
