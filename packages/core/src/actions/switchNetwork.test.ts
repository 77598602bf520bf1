import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter, type TestAdapterOptions } from '../testing/createTestAdapter'
import { ADDRESS, setupLatch } from '../testing/testLatch.fixture'
import { close } from './close'
import { connect } from './connect'
import { navigate } from './navigate'
import { open } from './open'
import { switchNetwork } from './switchNetwork'

// A namespace whose address depends on the network, like Cosmos (bech32 prefix) or Polkadot (SS58 prefix).
const hub: CaipNetwork = {
  id: 'cosmos:cosmoshub-4',
  namespace: 'cosmos',
  reference: 'cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: [],
}
const osmosis: CaipNetwork = { ...hub, id: 'cosmos:osmosis-1', reference: 'osmosis-1', name: 'Osmosis' }
const prefixed = (address: string, networkId: string) =>
  `${networkId === osmosis.id ? 'osmo' : 'cosmos'}1${address}`

function cosmosClient(options: TestAdapterOptions = {}) {
  const adapter = createTestAdapter({
    namespace: 'cosmos',
    addresses: ['qqqsyqcyq5rqwzqf'],
    encodeAddress: prefixed,
    networkChange: 'dapp',
    cannotSend: true,
    ...options,
  })
  const client = createLatch({
    networks: [hub, osmosis],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  return { client, adapter }
}

describe('switch network', () => {
  it('asks the wallet, then follows; the balance refreshes', async () => {
    const { client, evm, events } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await switchNetwork(client, { networkId: 'eip155:10' })
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10')
    expect(client.getState().accounts.eip155?.caipAddress).toBe(`eip155:10:${ADDRESS}`)
    expect(events).toContainEqual({ type: 'SWITCH_NETWORK', networkId: 'eip155:10' })
    expect(evm.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
  })

  it("a network that is not configured shows the 'Switch network not found' alert and throws", async () => {
    const { client } = setupLatch()
    await expect(switchNetwork(client, { networkId: 'eip155:56' })).rejects.toThrow(
      'Switch network not found',
    )
    expect(client.getState().notices.alert).toMatchObject({
      id: 'SWITCH_NETWORK_NOT_FOUND',
      message: 'Switch network not found',
    })
  })

  it('from the modal, a switch leaves the network views: back to Account, or closed when opened at Networks', async () => {
    const { client } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await open(client)
    navigate(client, { view: 'Networks' })
    navigate(client, { view: 'SwitchNetwork', params: { networkId: 'eip155:10' } })
    await switchNetwork(client, { networkId: 'eip155:10' })
    expect(client.getState().modal).toMatchObject({ open: true, history: [{ view: 'Account', params: {} }] })
    close(client)
    await open(client, { view: 'Networks' })
    await switchNetwork(client, { networkId: 'eip155:1' })
    expect(client.getState().modal.open).toBe(false)
  })

  it('a rejected switch leaves the network as it was (RELIABILITY #10)', async () => {
    const { client, evm } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    evm.rejectNext()
    await expect(switchNetwork(client, { networkId: 'eip155:10' })).rejects.toThrow(
      'User rejected the request',
    )
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it('without a connection the network is simply selected', async () => {
    const { client, evm } = setupLatch()
    await switchNetwork(client, { networkId: 'eip155:10' })
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10')
    expect(evm.calls).toEqual([])
  })
})

describe('contract: networks the dapp chooses', () => {
  it('without switchNetwork, choosing a network asks no wallet prompt: only selectNetwork is called', async () => {
    const { client, adapter } = cosmosClient()
    await connect(client, { namespace: 'cosmos', connectorId: 'test-wallet' })
    adapter.calls.length = 0
    await switchNetwork(client, { networkId: osmosis.id })
    // The adapter follows the dapp's choice, then core reads the balance there: nothing reaches the wallet.
    expect(adapter.calls.map((call) => call.method)).toEqual(['selectNetwork', 'getBalance'])
    expect(adapter.calls[0]?.input).toEqual({ connectorId: 'test-wallet', networkId: osmosis.id })
  })

  it('with neither member a connected namespace keeps its network and says it is not supported', async () => {
    const { client } = cosmosClient({ networkChange: 'none' })
    await connect(client, { namespace: 'cosmos', connectorId: 'test-wallet' })
    await expect(switchNetwork(client, { networkId: osmosis.id })).rejects.toThrowError(
      expect.objectContaining({ name: 'MethodNotSupportedError' }),
    )
    expect(client.getState().networks.cosmos?.caipNetwork?.id).toBe(hub.id)
  })

  it('a failed selectNetwork leaves network and account as they were', async () => {
    const { client, adapter } = cosmosClient()
    await connect(client, { namespace: 'cosmos', connectorId: 'test-wallet' })
    adapter.rejectNext()
    await expect(switchNetwork(client, { networkId: osmosis.id })).rejects.toThrow(
      'User rejected the request',
    )
    expect(client.getState().accounts.cosmos?.caipAddress).toBe('cosmos:cosmoshub-4:cosmos1qqqsyqcyq5rqwzqf')
    expect(client.getState().networks.cosmos?.caipNetwork?.id).toBe(hub.id)
  })

  it('without a connection, choosing a network only changes state; connect then uses it', async () => {
    const { client, adapter } = cosmosClient()
    await switchNetwork(client, { networkId: osmosis.id })
    expect(adapter.calls).toEqual([])
    await connect(client, { namespace: 'cosmos', connectorId: 'test-wallet' })
    expect(adapter.calls[0]?.input).toEqual({ connectorId: 'test-wallet', networkId: osmosis.id })
    expect(client.getState().accounts.cosmos?.address).toBe('osmo1qqqsyqcyq5rqwzqf')
  })
})

describe('contract: accounts come from the adapter, always', () => {
  it('a dapp-chosen network change shows the address the adapter reports there; core never builds one', async () => {
    const { client, adapter } = cosmosClient()
    await connect(client, { namespace: 'cosmos', connectorId: 'test-wallet' })
    expect(client.getState().accounts.cosmos?.caipAddress).toBe('cosmos:cosmoshub-4:cosmos1qqqsyqcyq5rqwzqf')
    await switchNetwork(client, { networkId: osmosis.id })
    const account = client.getState().accounts.cosmos
    expect(account?.caipAddress).toBe('cosmos:osmosis-1:osmo1qqqsyqcyq5rqwzqf')
    expect(account?.address).toBe('osmo1qqqsyqcyq5rqwzqf')
    expect(client.getState().networks.cosmos?.caipNetwork?.id).toBe(osmosis.id)
    expect(client.getState().connections.cosmos?.[0]?.networkId).toBe(osmosis.id)
    expect(adapter.calls.map((call) => call.method)).toContain('selectNetwork')
  })
})
