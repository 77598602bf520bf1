import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../caip/types'
import { createLatch } from '../../client/createLatch'
import { createMemoryStorage } from '../../testing/createMemoryStorage'
import { createTestAdapter, type TestAdapterOptions } from '../../testing/createTestAdapter'
import { testNetworks } from '../../testing/networks'
import { setupLatch } from '../../testing/testLatch.fixture'
import { connect } from '../connect'

const { mainnet, solana } = testNetworks

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

describe('wallet events: what the connected wallet reports on its own', () => {
  it('accounts removed → that namespace disconnects, the others stay (RELIABILITY #8)', async () => {
    const evm = createTestAdapter()
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const client = createLatch({
      networks: [mainnet, solana],
      adapters: [evm, sol],
      storage: createMemoryStorage(),
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await connect(client, { namespace: 'solana', connectorId: 'test-wallet' })
    sol.setAccounts([])
    expect(client.getState().accounts.solana?.status).toBe('disconnected')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(client.getState().activeNamespace).toBe('eip155')
  })

  it('a new account replaces the address; the CAIP id follows a network change', async () => {
    const { client, evm } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    evm.setAccounts(['0x2222222222222222222222222222222222222222'])
    expect(client.getState().accounts.eip155?.caipAddress).toBe(
      'eip155:1:0x2222222222222222222222222222222222222222',
    )
    evm.setNetwork('eip155:10')
    expect(client.getState().networks.eip155?.caipNetwork?.name).toBe('OP Mainnet')
    expect(client.getState().accounts.eip155?.caipAddress).toBe(
      'eip155:10:0x2222222222222222222222222222222222222222',
    )
  })

  it('the wallet moving to an unconfigured chain shows UnsupportedChain, without crashing (RELIABILITY #9)', async () => {
    const { client, evm } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    evm.setNetwork('eip155:56')
    const { modal, networks } = client.getState()
    expect(modal.open).toBe(true)
    expect(modal.history.at(-1)).toEqual({ view: 'UnsupportedChain', params: { networkId: 'eip155:56' } })
    expect(networks.eip155?.caipNetwork?.name).toBe('Unknown network (eip155:56)')
  })

  it('not when unsupported chains are allowed', async () => {
    const { client, evm } = setupLatch({ features: { allowUnsupportedChain: true } })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    evm.setNetwork('eip155:56')
    expect(client.getState().modal.open).toBe(false)
  })

  it('a provider that goes away disconnects its namespace only (RELIABILITY #14)', async () => {
    const { client, evm } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    evm.emit({ type: 'disconnected', connectorId: 'someone-else' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    evm.emit({ type: 'disconnected', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('a network change the wallet reports carries its accounts, and state shows those', async () => {
    const { client, adapter } = cosmosClient({ networkChange: 'wallet' })
    await connect(client, { namespace: 'cosmos', connectorId: 'test-wallet' })
    adapter.setNetwork(osmosis.id)
    expect(client.getState().accounts.cosmos?.caipAddress).toBe('cosmos:osmosis-1:osmo1qqqsyqcyq5rqwzqf')
  })

  it('a wallet event with a malformed account is ignored; the connection stays as it was', async () => {
    const { client, adapter } = cosmosClient()
    await connect(client, { namespace: 'cosmos', connectorId: 'test-wallet' })
    adapter.emit({
      type: 'networkChanged',
      connectorId: 'test-wallet',
      networkId: osmosis.id,
      accounts: [{ address: 'not-caip' as `${string}:${string}:${string}`, type: 'eoa' }],
    })
    expect(client.getState().accounts.cosmos?.caipAddress).toBe('cosmos:cosmoshub-4:cosmos1qqqsyqcyq5rqwzqf')
  })
})
