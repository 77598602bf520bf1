import { describe, expect, it } from 'vitest'
import { ALICE, BOB, connectorIds, multiWalletClient, threeWallets } from '../testing/multiWallet.fixture'
import { stored } from '../testing/testLatch.fixture'
import { disconnectConnection } from './disconnectConnection'
import { open } from './open'
import { reconnect } from './reconnect'

describe('disconnectConnection (multi-wallet, issue 41)', () => {
  it('disconnecting an inactive wallet keeps the others, the active account and the open modal', async () => {
    const { client, evm, storage } = await threeWallets()
    await open(client)
    await disconnectConnection(client, { namespace: 'eip155', connectorId: 'alice-wallet' })
    expect(connectorIds(client)).toEqual({ eip155: ['bob-wallet'], solana: ['test-wallet'] })
    expect(client.getState().accounts.eip155?.address).toBe(BOB)
    expect(client.getState().modal.open).toBe(true)
    expect(evm.calls.at(-1)).toEqual({ method: 'disconnect', input: 'alice-wallet' })
    expect(stored(storage, 'disconnectedConnectorIds')).toEqual({ eip155: ['alice-wallet'] })
  })

  it("disconnecting a namespace's active wallet hands over to the other one; the last one disconnects the namespace", async () => {
    const { client } = await threeWallets()
    await open(client)
    await disconnectConnection(client, { namespace: 'eip155', connectorId: 'bob-wallet' })
    expect(client.getState().accounts.eip155?.address).toBe(ALICE)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    await disconnectConnection(client, { namespace: 'eip155', connectorId: 'alice-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(connectorIds(client)).toEqual({ solana: ['test-wallet'] })
    expect(client.getState().activeNamespace).toBe('solana')
    expect(client.getState().modal.open).toBe(true)
  })

  it('a wallet disconnected from the list stays out after a reload', async () => {
    const { client, storage } = await threeWallets()
    await disconnectConnection(client, { namespace: 'eip155', connectorId: 'alice-wallet' })
    // The page reloads: new adapters (the wallets still grant the site), the same storage.
    const { client: reloaded, evm } = multiWalletClient(storage)
    await reconnect(reloaded)
    expect(connectorIds(reloaded).eip155).toEqual(['bob-wallet'])
    expect(evm.calls.filter((call) => call.method === 'reconnect')).toHaveLength(1)
  })
})
