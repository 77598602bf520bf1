import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { stored } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { fetchConnectionBalances } from './fetchConnectionBalances'
import { reconnect } from './reconnect'
import { switchAccount } from './switchAccount'
import { switchNetwork } from './switchNetwork'

const FIRST = '0x1111111111111111111111111111111111111111'
const SECOND = '0x2222222222222222222222222222222222222222'

/** A page whose EVM wallet grants two accounts (as MetaMask's eth_requestAccounts may); with the last page's storage, a reload. */
function twoAccountPage(storage = createMemoryStorage(), purposes?: (string | undefined)[]) {
  const evm = createTestAdapter({
    addresses: [FIRST, SECOND],
    ...(purposes ? { purposes } : {}),
    balance: 2_000_000_000_000_000_000n,
  })
  const client = createLatch({
    networks: [testNetworks.mainnet, testNetworks.optimism],
    adapters: [evm],
    storage,
  })
  return { client, evm, storage }
}

async function connected() {
  const page = twoAccountPage()
  await connect(page.client, { namespace: 'eip155', connectorId: 'test-wallet' })
  return page
}

describe('switchAccount (account switcher, issue 41)', () => {
  it('behavior: another account of the wallet becomes the one in use, without asking the wallet; its balance is read', async () => {
    const { client, evm } = await connected()
    expect(client.getState().accounts.eip155?.address).toBe(FIRST)
    const asked = evm.calls.length
    await switchAccount(client, { address: `eip155:1:${SECOND}` })
    const account = client.getState().accounts.eip155
    expect(account?.address).toBe(SECOND)
    expect(account?.caipAddress).toBe(`eip155:1:${SECOND}`)
    expect(account?.allAccounts.map((entry) => entry.address)).toEqual([
      `eip155:1:${SECOND}`,
      `eip155:1:${FIRST}`,
    ])
    expect(client.getState().connections.eip155?.[0]?.accounts[0]?.address).toBe(`eip155:1:${SECOND}`)
    expect(evm.calls.slice(asked).map((call) => call.method)).toEqual(['getBalance'])
    await expect.poll(() => client.getState().accounts.eip155?.balance).toBe('2')
    expect(evm.calls.at(-1)?.input).toMatchObject({ address: `eip155:1:${SECOND}` })
  })

  it('behavior: the choice is stored with the connection; a reload restores that account, and a network change keeps it', async () => {
    const { client, storage } = await connected()
    await switchAccount(client, { namespace: 'eip155', address: `eip155:1:${SECOND}` })
    expect(stored(storage, 'connections')).toEqual({
      eip155: [{ connectorId: 'test-wallet', namespace: 'eip155', networkId: 'eip155:1', account: SECOND }],
    })
    // The page reloads: the wallet still lists its own first account first.
    const reloaded = twoAccountPage(storage)
    await reconnect(reloaded.client)
    expect(reloaded.client.getState().accounts.eip155?.address).toBe(SECOND)
    await switchNetwork(reloaded.client, { networkId: 'eip155:10' })
    expect(reloaded.client.getState().accounts.eip155?.caipAddress).toBe(`eip155:10:${SECOND}`)
    // The wallet moves on its own: its event keeps the choice too.
    reloaded.evm.setNetwork('eip155:1')
    expect(reloaded.client.getState().accounts.eip155?.caipAddress).toBe(`eip155:1:${SECOND}`)
  })

  it("behavior: the wallet's own account change (accountsChanged) wins over the choice, and a reload then keeps the wallet's", async () => {
    const { client, evm, storage } = await connected()
    await switchAccount(client, { address: `eip155:1:${SECOND}` })
    evm.setAccounts([FIRST, SECOND])
    expect(client.getState().accounts.eip155?.address).toBe(FIRST)
    expect(stored(storage, 'connections')).toEqual({
      eip155: [{ connectorId: 'test-wallet', namespace: 'eip155', networkId: 'eip155:1' }],
    })
    const reloaded = twoAccountPage(storage)
    await reconnect(reloaded.client)
    expect(reloaded.client.getState().accounts.eip155?.address).toBe(FIRST)
  })

  it('behavior: a chosen account the wallet no longer grants gives way to the wallet’s first one on reload', async () => {
    const { client, storage } = await connected()
    await switchAccount(client, { address: `eip155:1:${SECOND}` })
    const reloaded = twoAccountPage(storage)
    reloaded.evm.setAccounts([FIRST])
    await reconnect(reloaded.client)
    expect(reloaded.client.getState().accounts.eip155?.address).toBe(FIRST)
  })

  it('errors: an address that is not one of the connection’s accounts, or an account of another role, is refused with NamespaceOrAddressNotFoundError', async () => {
    const { client } = await connected()
    await expect(
      switchAccount(client, { address: 'eip155:1:0x3333333333333333333333333333333333333333' }),
    ).rejects.toMatchObject({ name: 'NamespaceOrAddressNotFoundError' })
    expect(client.getState().accounts.eip155?.address).toBe(FIRST)

    // A payment and an ordinals account (Bitcoin's roles) are not two accounts to switch between.
    const roles = twoAccountPage(createMemoryStorage(), ['payment', 'ordinals'])
    await connect(roles.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(switchAccount(roles.client, { address: `eip155:1:${SECOND}` })).rejects.toMatchObject({
      name: 'NamespaceOrAddressNotFoundError',
    })
    expect(roles.client.getState().accounts.eip155?.address).toBe(FIRST)
  })

  it('errors: without a connection it is refused with NamespaceOrAddressNotFoundError', async () => {
    const { client } = twoAccountPage()
    await expect(switchAccount(client, { address: `eip155:1:${SECOND}` })).rejects.toMatchObject({
      name: 'NamespaceOrAddressNotFoundError',
    })
  })

  it("the switcher's balances: fetchConnectionBalances reads each account asked for, not only the main one", async () => {
    const { client, evm } = await connected()
    await fetchConnectionBalances(client, {
      namespace: 'eip155',
      addresses: [
        `eip155:1:${FIRST}`,
        `eip155:1:${SECOND}`,
        'eip155:1:0x3333333333333333333333333333333333333333',
      ],
    })
    expect(Object.keys(client.getState().balances).sort()).toEqual([
      `eip155:1:${FIRST}`,
      `eip155:1:${SECOND}`,
    ])
    expect(
      evm.calls
        .filter((call) => call.method === 'getBalance')
        .map((call) => (call.input as { address: string }).address),
    ).not.toContain('eip155:1:0x3333333333333333333333333333333333333333')
  })
})
