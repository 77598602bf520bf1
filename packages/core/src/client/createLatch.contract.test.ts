import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../caip/types'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter, type TestAdapterOptions } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { createLatchClient } from './createLatchClient'

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
  const client = createLatchClient({
    networks: [hub, osmosis],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  return { client, adapter }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('contract: accounts come from the adapter, always', () => {
  it('a dapp-chosen network change shows the address the adapter reports there; core never builds one', async () => {
    const { client, adapter } = cosmosClient()
    await client.connect({ namespace: 'cosmos', connectorId: 'test-wallet' })
    expect(client.getState().accounts.cosmos?.caipAddress).toBe('cosmos:cosmoshub-4:cosmos1qqqsyqcyq5rqwzqf')
    await client.switchNetwork(osmosis.id)
    const account = client.getState().accounts.cosmos
    expect(account?.caipAddress).toBe('cosmos:osmosis-1:osmo1qqqsyqcyq5rqwzqf')
    expect(account?.address).toBe('osmo1qqqsyqcyq5rqwzqf')
    expect(client.getState().networks.cosmos?.caipNetwork?.id).toBe(osmosis.id)
    expect(client.getState().connections.cosmos?.[0]?.networkId).toBe(osmosis.id)
    expect(adapter.calls.map((call) => call.method)).toContain('selectNetwork')
  })

  it('a network change the wallet reports carries its accounts, and state shows those', async () => {
    const { client, adapter } = cosmosClient({ networkChange: 'wallet' })
    await client.connect({ namespace: 'cosmos', connectorId: 'test-wallet' })
    adapter.setNetwork(osmosis.id)
    expect(client.getState().accounts.cosmos?.caipAddress).toBe('cosmos:osmosis-1:osmo1qqqsyqcyq5rqwzqf')
  })

  it('a wallet event with a malformed account is ignored; the connection stays as it was', async () => {
    const { client, adapter } = cosmosClient()
    await client.connect({ namespace: 'cosmos', connectorId: 'test-wallet' })
    adapter.emit({
      type: 'networkChanged',
      connectorId: 'test-wallet',
      networkId: osmosis.id,
      accounts: [{ address: 'not-caip' as `${string}:${string}:${string}`, type: 'eoa' }],
    })
    expect(client.getState().accounts.cosmos?.caipAddress).toBe('cosmos:cosmoshub-4:cosmos1qqqsyqcyq5rqwzqf')
  })
})

describe('contract: account roles', () => {
  it('every account is kept with its role; the main (first) one is the one shown', async () => {
    const bitcoin = createTestAdapter({
      namespace: 'bip122',
      addresses: ['bc1qpayment', 'bc1pordinals'],
      purposes: ['payment', 'ordinals'],
      cannotSend: true,
    })
    const network: CaipNetwork = {
      ...hub,
      id: 'bip122:000000000019d6689c085ae165831e93',
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
      name: 'Bitcoin',
    }
    const client = createLatchClient({
      networks: [network],
      adapters: [bitcoin],
      storage: createMemoryStorage(),
    })
    await client.connect({ namespace: 'bip122', connectorId: 'test-wallet' })
    const account = client.getState().accounts.bip122
    expect(account?.address).toBe('bc1qpayment')
    expect(account?.allAccounts.map(({ address, purpose }) => ({ address, purpose }))).toEqual([
      { address: `${network.id}:bc1qpayment`, purpose: 'payment' },
      { address: `${network.id}:bc1pordinals`, purpose: 'ordinals' },
    ])
  })

  it('a connection may carry accounts of another namespace (a Stacks wallet’s Bitcoin address), the main one may not', async () => {
    const stacks = createTestAdapter({
      namespace: 'stacks',
      addresses: ['SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7'],
    })
    const network: CaipNetwork = {
      ...hub,
      id: 'stacks:1',
      namespace: 'stacks',
      reference: '1',
      name: 'Stacks',
    }
    const client = createLatchClient({
      networks: [network],
      adapters: [stacks],
      storage: createMemoryStorage(),
    })
    const connectWith = (accounts: { address: `${string}:${string}:${string}`; purpose: string }[]) => {
      stacks.connect = async () => ({
        connectorId: 'test-wallet',
        networkId: 'stacks:1',
        accounts: accounts.map((account) => ({ ...account, type: 'eoa' as const })),
      })
      return client.connect({ namespace: 'stacks', connectorId: 'test-wallet' })
    }
    const btc = { address: 'bip122:000000000019d6689c085ae165831e93:bc1qpay', purpose: 'payment' } as const
    await expect(connectWith([btc])).rejects.toThrow('The address is not valid for this network')
    await connectWith([
      { address: 'stacks:1:SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' },
      btc,
    ])
    expect(client.getState().accounts.stacks?.allAccounts.map((account) => account.purpose)).toEqual([
      'stacks',
      'payment',
    ])
  })
})

describe('contract: networks the dapp chooses', () => {
  it('without switchNetwork, choosing a network asks no wallet prompt: only selectNetwork is called', async () => {
    const { client, adapter } = cosmosClient()
    await client.connect({ namespace: 'cosmos', connectorId: 'test-wallet' })
    adapter.calls.length = 0
    await client.switchNetwork(osmosis.id)
    // The adapter follows the dapp's choice, then core reads the balance there: nothing reaches the wallet.
    expect(adapter.calls.map((call) => call.method)).toEqual(['selectNetwork', 'getBalance'])
    expect(adapter.calls[0]?.input).toEqual({ connectorId: 'test-wallet', networkId: osmosis.id })
  })

  it('with neither member a connected namespace keeps its network and says it is not supported', async () => {
    const { client } = cosmosClient({ networkChange: 'none' })
    await client.connect({ namespace: 'cosmos', connectorId: 'test-wallet' })
    await expect(client.switchNetwork(osmosis.id)).rejects.toThrowError(
      expect.objectContaining({ name: 'MethodNotSupportedError' }),
    )
    expect(client.getState().networks.cosmos?.caipNetwork?.id).toBe(hub.id)
  })

  it('a failed selectNetwork leaves network and account as they were', async () => {
    const { client, adapter } = cosmosClient()
    await client.connect({ namespace: 'cosmos', connectorId: 'test-wallet' })
    adapter.rejectNext()
    await expect(client.switchNetwork(osmosis.id)).rejects.toThrow('User rejected the request')
    expect(client.getState().accounts.cosmos?.caipAddress).toBe('cosmos:cosmoshub-4:cosmos1qqqsyqcyq5rqwzqf')
    expect(client.getState().networks.cosmos?.caipNetwork?.id).toBe(hub.id)
  })

  it('without a connection, choosing a network only changes state; connect then uses it', async () => {
    const { client, adapter } = cosmosClient()
    await client.switchNetwork(osmosis.id)
    expect(adapter.calls).toEqual([])
    await client.connect({ namespace: 'cosmos', connectorId: 'test-wallet' })
    expect(adapter.calls[0]?.input).toEqual({ connectorId: 'test-wallet', networkId: osmosis.id })
    expect(client.getState().accounts.cosmos?.address).toBe('osmo1qqqsyqcyq5rqwzqf')
  })
})

describe('contract: open namespaces', () => {
  it('a namespace core has never heard of connects, signs, reads its balance and reconnects after a reload', async () => {
    const network: CaipNetwork = {
      ...hub,
      id: 'acme:main',
      namespace: 'acme',
      reference: 'main',
      name: 'Acme',
      nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 6 },
    }
    const storage = createMemoryStorage()
    const make = () => {
      const adapter = createTestAdapter({
        namespace: 'acme',
        addresses: ['acct-1'],
        balance: 2_500_000n,
        decimals: 6,
        symbol: 'ACM',
      })
      return { adapter, client: createLatchClient({ networks: [network], adapters: [adapter], storage }) }
    }
    const first = make()
    await first.client.connect({ namespace: 'acme', connectorId: 'test-wallet' })
    expect(first.client.getState().activeNamespace).toBe('acme')
    expect(await first.client.signMessage({ message: 'hi' })).toBe('signed:acct-1:hi')
    await vi.waitFor(() => expect(first.client.getState().accounts.acme?.balance).toBe('2.5'))
    expect(first.client.getState().accounts.acme?.balanceSymbol).toBe('ACM')

    const reloaded = make()
    reloaded.client.mount({ addEventListener() {}, removeEventListener() {} })
    await vi.waitFor(() => expect(reloaded.client.getState().accounts.acme?.status).toBe('connected'))
    expect(reloaded.adapter.calls.map((call) => call.method)).toContain('reconnect')
  })
})

describe('status banner', () => {
  it('keeps at most one pending re-show, and destroy cancels it', () => {
    vi.useFakeTimers()
    const client = createLatchClient({ networks: [testNetworks.mainnet], storage: createMemoryStorage() })
    for (let index = 0; index < 50; index++)
      client.setStatus({ id: String(index), variant: 'info', message: String(index) })
    expect(vi.getTimerCount()).toBe(1)
    client.destroy()
    expect(vi.getTimerCount()).toBe(0)
  })
})
