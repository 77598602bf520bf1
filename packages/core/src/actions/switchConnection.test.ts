import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { stored } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { disconnectConnection } from './disconnectConnection'
import { open } from './open'
import { reconnect } from './reconnect'
import { switchConnection } from './switchConnection'

const { mainnet, solana } = testNetworks
const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

/** Two EVM wallets (Alice's and Bob's accounts) and a Solana wallet, all connected in multi-wallet mode. */
async function threeWallets(multiWallet = true) {
  const evm = createTestAdapter({
    connectors: [
      { id: 'alice-wallet', name: 'Alice Wallet', namespace: 'eip155', type: 'announced', installed: true },
      { id: 'bob-wallet', name: 'Bob Wallet', namespace: 'eip155', type: 'announced', installed: true },
    ],
    addressesByConnector: { 'alice-wallet': [ALICE], 'bob-wallet': [BOB] },
  })
  const sol = createTestAdapter({ namespace: 'solana', addresses: [SOL] })
  const storage = createMemoryStorage()
  const client = createLatch({
    networks: [mainnet, solana],
    adapters: [evm, sol],
    storage,
    remoteFeatures: { multiWallet },
  })
  await connect(client, { namespace: 'eip155', connectorId: 'alice-wallet' })
  await connect(client, { namespace: 'eip155', connectorId: 'bob-wallet' })
  await connect(client, { namespace: 'solana', connectorId: 'test-wallet' })
  return { client, evm, sol, storage }
}

const connectorIds = (client: Awaited<ReturnType<typeof threeWallets>>['client']) =>
  Object.fromEntries(
    Object.entries(client.getState().connections).map(([namespace, list]) => [
      namespace,
      (list ?? []).map((connection) => connection.connectorId).sort(),
    ]),
  )

describe('switchConnection, disconnectConnection (multi-wallet, issue 41)', () => {
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

  it('a reload restores every kept connection, without a prompt: the active wallet stays the active one, the others are listed', async () => {
    const { storage } = await threeWallets()
    // The page reloads: new adapters (the wallets still grant the site), the same storage.
    const evm = createTestAdapter({
      connectors: [
        { id: 'alice-wallet', name: 'Alice Wallet', namespace: 'eip155', type: 'announced', installed: true },
        { id: 'bob-wallet', name: 'Bob Wallet', namespace: 'eip155', type: 'announced', installed: true },
      ],
      addressesByConnector: { 'alice-wallet': [ALICE], 'bob-wallet': [BOB] },
    })
    const sol = createTestAdapter({ namespace: 'solana', addresses: [SOL] })
    const reloaded = createLatch({
      networks: [mainnet, solana],
      adapters: [evm, sol],
      storage,
      remoteFeatures: { multiWallet: true },
    })
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

  it('a wallet disconnected from the list stays out after a reload', async () => {
    const { client, storage } = await threeWallets()
    await disconnectConnection(client, { namespace: 'eip155', connectorId: 'alice-wallet' })
    const evm = createTestAdapter({
      connectors: [
        { id: 'alice-wallet', name: 'Alice Wallet', namespace: 'eip155', type: 'announced', installed: true },
        { id: 'bob-wallet', name: 'Bob Wallet', namespace: 'eip155', type: 'announced', installed: true },
      ],
      addressesByConnector: { 'alice-wallet': [ALICE], 'bob-wallet': [BOB] },
    })
    const reloaded = createLatch({
      networks: [mainnet, solana],
      adapters: [evm, createTestAdapter({ namespace: 'solana', addresses: [SOL] })],
      storage,
      remoteFeatures: { multiWallet: true },
    })
    await reconnect(reloaded)
    expect(connectorIds(reloaded).eip155).toEqual(['bob-wallet'])
    expect(evm.calls.filter((call) => call.method === 'reconnect')).toHaveLength(1)
  })
})
