import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { watchConnections } from './watchConnections'

describe('watchConnections (spec §8)', () => {
  it('default: reports each change of the namespace’s connections; without multi-wallet it shows the info alert (spec §8)', async () => {
    const { client } = setupLatch()
    const seen: number[] = []
    watchConnections(client, {
      namespace: 'eip155',
      onChange: (connections) => seen.push(connections.length),
    })
    expect(client.getState().notices.alert).toMatchObject({ id: 'MULTI_WALLET_NOT_ENABLED', variant: 'info' })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await disconnect(client)
    expect(seen).toEqual([1, 0])
  })

  it('parameters: remoteFeatures.multiWallet on: no alert', () => {
    const { client } = setupLatch({ remoteFeatures: { multiWallet: true } })
    watchConnections(client, { namespace: 'eip155', onChange: () => {} })
    expect(client.getState().notices.alert).toBeUndefined()
  })
})
