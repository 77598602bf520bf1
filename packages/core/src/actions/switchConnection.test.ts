import { describe, expect, it } from 'vitest'
import { ALICE, BOB, connectorIds, multiWalletClient, threeWallets } from '../testing/multiWallet.fixture'
import { reconnect } from './reconnect'
import { switchConnection } from './switchConnection'

describe('switchConnection (multi-wallet, issue 41)', () => {
  it('keeps every connection per namespace in multi-wallet mode, and only the last one without it', async () => {
    expect(connectorIds((await threeWallets()).client)).toEqual({
      eip155: ['alice-wallet', 'bob-wallet'],
      solana: ['test-wallet'],
    })
    expect(connectorIds((await threeWallets(false)).client)).toEqual({
      eip155: ['bob-wallet'],
      solana: ['test-wallet'],
    })
  })

  it('switching to the other EVM wallet restores it without a prompt and makes its account the active one', async () => {
    const { client, evm } = await threeWallets()
    expect(client.getState().activeNamespace).toBe('solana')
    await switchConnection(client, { namespace: 'eip155', connectorId: 'alice-wallet' })
    const state = client.getState()
    expect(state.activeNamespace).toBe('eip155')
    expect(state.accounts.eip155?.address).toBe(ALICE)
    expect(state.accounts.eip155?.connectedWalletInfo?.name).toBe('Alice Wallet')
    expect(evm.calls.filter((call) => call.method === 'reconnect').at(-1)?.input).toEqual({
      connectorId: 'alice-wallet',
      namespace: 'eip155',
      networkId: 'eip155:1',
    })
    expect(connectorIds(client).eip155).toEqual(['alice-wallet', 'bob-wallet'])
  })

  it("switching to the namespace's active wallet only makes that namespace active", async () => {
    const { client, evm } = await threeWallets()
    const reconnects = evm.calls.filter((call) => call.method === 'reconnect').length
    await switchConnection(client, { namespace: 'eip155', connectorId: 'bob-wallet' })
    expect(client.getState().activeNamespace).toBe('eip155')
    expect(client.getState().accounts.eip155?.address).toBe(BOB)
    expect(evm.calls.filter((call) => call.method === 'reconnect').length).toBe(reconnects)
  })

  it("a wallet that no longer grants anything leaves the list: 'Error connecting to wallet: No session found'", async () => {
    const { client, evm } = await threeWallets()
    evm.failReconnect()
    await expect(
      switchConnection(client, { namespace: 'eip155', connectorId: 'alice-wallet' }),
    ).rejects.toThrow('Error connecting to wallet: No session found')
    expect(connectorIds(client).eip155).toEqual(['bob-wallet'])
    expect(client.getState().accounts.eip155?.address).toBe(BOB)
  })

  it('a connection that is not in the list is refused with a typed error', async () => {
    const { client } = await threeWallets()
    await expect(
      switchConnection(client, { namespace: 'eip155', connectorId: 'mallory-wallet' }),
    ).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' })
  })

  it('a reload restores every kept connection, without a prompt: the active wallet stays the active one, the others are listed', async () => {
    const { storage } = await threeWallets()
    // The page reloads: new adapters (the wallets still grant the site), the same storage.
    const { client: reloaded, evm } = multiWalletClient(storage)
    await reconnect(reloaded)
    expect(connectorIds(reloaded)).toEqual({
      eip155: ['alice-wallet', 'bob-wallet'],
      solana: ['test-wallet'],
    })
    // Bob's wallet was the EVM one in use: it is restored last, so it is the adapter's active wallet too.
    expect(reloaded.getState().accounts.eip155?.address).toBe(BOB)
    expect(
      evm.calls
        .filter((call) => call.method === 'reconnect')
        .map((call) => (call.input as { connectorId: string }).connectorId),
    ).toEqual(['alice-wallet', 'bob-wallet'])
    expect(evm.calls.some((call) => call.method === 'connect')).toBe(false)
  })
})
