import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bitcoinAdapter } from '@latch/adapter-bitcoin'
import { bitcoinRegtest, bitcoinSignet } from '@latch/adapter-bitcoin/networks'
import { verifyBitcoinSignature } from '@latch/adapter-bitcoin/verify'
import { cosmosAdapter } from '@latch/adapter-cosmos'
import { cosmosHub, osmosis } from '@latch/adapter-cosmos/networks'
import { verifyCosmosSignature } from '@latch/adapter-cosmos/verify'
import { anvilLocal, evmAdapter } from '@latch/adapter-evm'
import { polkadotAdapter } from '@latch/adapter-polkadot'
import { kusama, westend } from '@latch/adapter-polkadot/networks'
import { verifyPolkadotSignature } from '@latch/adapter-polkadot/verify'
import { solanaAdapter, solanaLocalnet } from '@latch/adapter-solana'
import { stacksAdapter } from '@latch/adapter-stacks'
import { stacksMainnet, stacksTestnet } from '@latch/adapter-stacks/networks'
import { verifyStacksSignature } from '@latch/adapter-stacks/verify'
import { suiAdapter } from '@latch/adapter-sui'
import { suiDevnet, suiTestnet } from '@latch/adapter-sui/networks'
import { verifySuiSignature } from '@latch/adapter-sui/verify'
import {
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  MethodNotSupportedError,
  ProviderDisconnectedError,
  UnsupportedChainError,
  UserRejectedError,
} from '@latch/core'
import { createLatchClient, type LatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import {
  bitcoinNamespaceWallet,
  cosmosNamespaceWallet,
  type NamespaceWallet,
  polkadotNamespaceWallet,
  stacksNamespaceWallet,
  suiNamespaceWallet,
} from '@latch/fixture-walletconnect/namespaceWallets'
import { type Relay, startRelay } from '@latch/fixture-walletconnect/relay'
import {
  createSignClientWallet,
  MemoryStorage,
  type SignClientWallet,
} from '@latch/fixture-walletconnect/wallet'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { walletConnect } from './walletConnect'

// Core's client with the polkadot, cosmos, bip122, sui and stacks adapters and WalletConnect, against the local
// relay and the official sign-client 2.21.8 as the wallet; each namespace is answered by its dev wallet's real keys
// and every signature is checked with the adapter's own `./verify` (what the sign-in server runs).
const bed = inject('evmTestBed')
const evmNetwork = anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId)
// Nothing here reads a chain: any balance read goes to a closed local port, never to a public node.
let CLOSED = ''

/** A 127.0.0.1 URL nothing listens on (a port the OS just handed out and took back). */
async function closedPort(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

interface NamespaceCase {
  namespace: ChainNamespace
  adapter: () => ChainAdapter
  network: CaipNetwork
  /** A network of the host that the wallet does not approve. */
  otherNetwork: CaipNetwork
  methods: string[]
  events: string[]
  signMethod: string
  wallet: () => Promise<NamespaceWallet>
  verify: (input: { message: string; signature: string; address: string }) => boolean | Promise<boolean>
}

const CASES: NamespaceCase[] = [
  {
    namespace: 'polkadot',
    adapter: () => polkadotAdapter(),
    network: westend,
    otherNetwork: kusama,
    methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    signMethod: 'polkadot_signMessage',
    wallet: polkadotNamespaceWallet,
    verify: verifyPolkadotSignature,
  },
  {
    namespace: 'cosmos',
    adapter: () => cosmosAdapter({ discover: false }),
    network: cosmosHub,
    otherNetwork: osmosis,
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: ['chainChanged', 'accountsChanged'],
    signMethod: 'cosmos_signAmino',
    wallet: () => cosmosNamespaceWallet('cosmoshub-4'),
    verify: verifyCosmosSignature,
  },
  {
    namespace: 'bip122',
    adapter: () => bitcoinAdapter({ discover: false }),
    network: bitcoinRegtest,
    otherNetwork: bitcoinSignet,
    methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
    signMethod: 'signMessage',
    wallet: () => bitcoinNamespaceWallet(),
    verify: verifyBitcoinSignature,
  },
  {
    namespace: 'sui',
    adapter: () => suiAdapter({ discover: false }),
    network: suiTestnet,
    otherNetwork: suiDevnet,
    methods: ['sui_signPersonalMessage', 'sui_signTransaction', 'sui_signAndExecuteTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    signMethod: 'sui_signPersonalMessage',
    wallet: () => suiNamespaceWallet(),
    verify: verifySuiSignature,
  },
  {
    namespace: 'stacks',
    adapter: () => stacksAdapter({ discover: false }),
    network: stacksTestnet,
    otherNetwork: stacksMainnet,
    methods: ['stx_signMessage', 'stx_transferStx', 'stx_signTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    signMethod: 'stx_signMessage',
    wallet: stacksNamespaceWallet,
    verify: verifyStacksSignature,
  },
]

let relay: Relay
const fetched: string[] = []
const realFetch = globalThis.fetch
const wallets: SignClientWallet[] = []
const clients: LatchClient[] = []

beforeAll(async () => {
  globalThis.fetch = (input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input))
    return realFetch(input, init)
  }
  relay = await startRelay()
  CLOSED = await closedPort()
})
afterAll(async () => {
  globalThis.fetch = realFetch
  expect(fetched.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
  await relay.stop()
})
afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.disconnect({ all: true }).catch(() => {})
    client.destroy()
  }
  for (const wallet of wallets.splice(0)) await wallet.close()
  vi.unstubAllGlobals()
})

async function newWallet(
  namespaces: readonly NamespaceWallet[],
  withholdMethods: readonly string[] = [],
  withholdChains: readonly string[] = [],
): Promise<SignClientWallet> {
  const wallet = await createSignClientWallet({
    relayUrl: relay.url,
    evmPrivateKey: ANVIL_PRIVATE_KEYS[0]!,
    solanaSeed: new Uint8Array(32).fill(7),
    namespaces,
    withholdMethods,
    withholdChains,
  })
  wallets.push(wallet)
  return wallet
}

interface PageOptions {
  signIn?: boolean
  /** Latch's and the SDK's storages, kept across a reload. */
  storage?: ReturnType<typeof createMemoryStorage>
  wcStorage?: MemoryStorage
  storagePrefix?: string
}

/** A page load: a client with the given adapters and networks, WalletConnect on the local relay. */
function loadPage(adapters: ChainAdapter[], networks: CaipNetwork[], options: PageOptions = {}) {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  const client = createLatchClient({
    projectId: 'latch-test',
    networks,
    adapters,
    customRpcUrls: Object.fromEntries(
      networks.filter((network) => network.namespace !== 'eip155').map((network) => [network.id, [CLOSED]]),
    ),
    ...(options.signIn ? { siwx: { required: true } } : {}),
    storage: options.storage ?? createMemoryStorage(),
    walletConnect: walletConnect({
      relayUrl: relay.url,
      storage: options.wcStorage ?? new MemoryStorage(),
      storagePrefix: options.storagePrefix ?? `dapp-${Math.random().toString(36).slice(2)}`,
    }),
  })
  clients.push(client)
  client.mount(page as unknown as Window)
  return client
}

async function pair(client: LatchClient, wallet: SignClientWallet): Promise<void> {
  const pairing = client.connectWalletConnect()
  await vi.waitFor(() => expect(client.getState().walletConnect.uri).toMatch(/^wc:/), { timeout: 10_000 })
  await wallet.pair(client.getState().walletConnect.uri!)
  await pairing
}

describe.each(CASES)('WalletConnect $namespace', (entry) => {
  const setUp = async (options: { withhold?: string[]; signIn?: boolean } = {}) => {
    const client = loadPage([entry.adapter()], [entry.network], options)
    const namespaceWallet = await entry.wallet()
    const wallet = await newWallet([namespaceWallet], options.withhold)
    await pair(client, wallet)
    return { client, wallet, namespaceWallet }
  }

  it('the proposal carries its chains, methods and events; the session account is a walletConnect connection', async () => {
    const { client, wallet, namespaceWallet } = await setUp()
    const [session] = wallet.sessions()
    const part = session!.namespaces[entry.namespace]
    expect(Object.keys(session!.namespaces)).toEqual([entry.namespace])
    expect(part?.chains).toEqual([entry.network.id])
    expect(part?.methods).toEqual(entry.methods)
    expect(part?.events).toEqual(entry.events)
    if (entry.namespace === 'bip122') {
      // getAccountAddresses gave the payment and the ordinals account, payment first.
      const connection = client.getState().connections.bip122?.[0]
      expect(connection?.accounts.map((item) => item.purpose)).toEqual(['payment', 'ordinals'])
    }
    const account = client.getState().accounts[entry.namespace]
    expect(account?.status).toBe('connected')
    expect(account?.connectedWalletInfo).toMatchObject({ id: 'walletConnect', type: 'walletConnect' })
    expect(account?.caipAddress?.toLowerCase()).toContain(namespaceWallet.address.toLowerCase().slice(-20))
  })

  it(`signMessage goes through ${entry.signMethod}; the adapter's verifier accepts it and rejects another message`, async () => {
    const { client, wallet } = await setUp()
    const message = `Hello ${entry.namespace} over WalletConnect`
    const signature = await client.signMessage({ message, namespace: entry.namespace })
    const address = client.getState().accounts[entry.namespace]!.caipAddress!
    expect(await entry.verify({ message, signature, address })).toBe(true)
    expect(await entry.verify({ message: `${message}!`, signature, address })).toBe(false)
    expect(wallet.requests.map((request) => request.method)).toContain(entry.signMethod)
  })

  it('sign-in (spec §4) over the session: the signed sign-in message verifies with the adapter verifier', async () => {
    const { client, wallet } = await setUp({ signIn: true })
    const address = client.getState().accounts[entry.namespace]!.caipAddress!
    await client.signIn()
    expect(client.getState().signIn.hasSession).toBe(true)
    const plain = address.split(':')[2]!
    const [session] = await client.options.siwx!.getSessions(entry.network.id, plain)
    expect(session?.message).toContain(plain)
    expect(await entry.verify({ message: session!.message, signature: session!.signature, address })).toBe(
      true,
    )
    expect(wallet.requests.map((request) => request.method)).toContain(entry.signMethod)
  })

  it('RELIABILITY #10: a signature the wallet refuses is UserRejectedError; the connection stays and the next one signs', async () => {
    const { client, wallet } = await setUp()
    wallet.rejectNextRequest()
    await expect(client.signMessage({ message: 'no', namespace: entry.namespace })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(client.getState().accounts[entry.namespace]?.status).toBe('connected')
    const signature = await client.signMessage({ message: 'yes', namespace: entry.namespace })
    const address = client.getState().accounts[entry.namespace]!.caipAddress!
    expect(await entry.verify({ message: 'yes', signature, address })).toBe(true)
  })

  it(`RELIABILITY #13: a wallet that did not approve ${entry.signMethod} gives MethodNotSupportedError, and nothing is sent`, async () => {
    const { client, wallet } = await setUp({ withhold: [entry.signMethod] })
    expect(client.getState().accounts[entry.namespace]?.status).toBe('connected')
    await expect(client.signMessage({ message: 'no', namespace: entry.namespace })).rejects.toBeInstanceOf(
      MethodNotSupportedError,
    )
    expect(wallet.requests.map((request) => request.method)).not.toContain(entry.signMethod)
  })

  it('RELIABILITY #12: a network of the host the session did not approve is marked so (spec §3), and switching to it is UnsupportedChainError', async () => {
    const client = loadPage([entry.adapter()], [entry.network, entry.otherNetwork])
    const wallet = await newWallet([await entry.wallet()], [], [entry.otherNetwork.id])
    await pair(client, wallet)
    expect(wallet.sessions()[0]?.namespaces[entry.namespace]?.chains).toEqual([entry.network.id])
    expect(client.getState().accounts[entry.namespace]?.status).toBe('connected')
    expect(client.getState().networks[entry.namespace]).toMatchObject({
      approvedCaipNetworkIds: [entry.network.id],
      supportsAllNetworks: false,
    })
    await expect(client.switchNetwork(entry.otherNetwork.id)).rejects.toBeInstanceOf(UnsupportedChainError)
    expect(client.getState().networks[entry.namespace]?.caipNetwork?.id).toBe(entry.network.id)
    expect(client.getState().accounts[entry.namespace]?.status).toBe('connected')
  })

  it('RELIABILITY #14: a signature still open in the wallet when it deletes the session rejects with the typed disconnect', async () => {
    const { client, wallet } = await setUp()
    wallet.holdRequests()
    const signing = expect(
      client.signMessage({ message: 'never answered', namespace: entry.namespace }),
    ).rejects.toBeInstanceOf(ProviderDisconnectedError)
    await wallet.waitForRequests(wallet.requests.length + 1)
    await wallet.disconnect()
    await signing
    await vi.waitFor(() => expect(client.getState().accounts[entry.namespace]?.status).toBe('disconnected'))
  })

  it('RELIABILITY #14: the wallet deleting the session disconnects the namespace and its connector leaves the list', async () => {
    const { client, wallet } = await setUp()
    await wallet.disconnect()
    await vi.waitFor(() => expect(client.getState().accounts[entry.namespace]?.status).toBe('disconnected'))
    const adapter = client.getAdapter(entry.namespace)!
    await vi.waitFor(() =>
      expect(adapter.connectors().some((connector) => connector.type === 'walletConnect')).toBe(false),
    )
  })
})

describe('WalletConnect: one session, seven namespaces', () => {
  it('eip155, solana, polkadot, cosmos, bip122, sui and stacks each become their own walletConnect connection and sign', async () => {
    const solana = solanaLocalnet(CLOSED)
    const networks = [evmNetwork, solana, ...CASES.map((entry) => entry.network)]
    const client = loadPage(
      [evmAdapter(), solanaAdapter({ discover: false }), ...CASES.map((entry) => entry.adapter())],
      networks,
    )
    const namespaceWallets = await Promise.all(CASES.map((entry) => entry.wallet()))
    const wallet = await newWallet(namespaceWallets)
    await pair(client, wallet)
    const [session] = wallet.sessions()
    expect(Object.keys(session!.namespaces).sort()).toEqual(
      ['bip122', 'cosmos', 'eip155', 'polkadot', 'solana', 'stacks', 'sui'].sort(),
    )
    const state = client.getState()
    for (const namespace of ['eip155', 'solana', ...CASES.map((entry) => entry.namespace)] as const) {
      expect(state.accounts[namespace]?.status, namespace).toBe('connected')
      expect(state.accounts[namespace]?.connectedWalletInfo?.type, namespace).toBe('walletConnect')
    }
    const evmSignature = (await client.signMessage({
      message: 'one session',
      namespace: 'eip155',
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: wallet.evmAddress, message: 'one session', signature: evmSignature }),
    ).toBe(true)
    for (const entry of CASES) {
      const message = `one session, ${entry.namespace}`
      const signature = await client.signMessage({ message, namespace: entry.namespace })
      const address = client.getState().accounts[entry.namespace]!.caipAddress!
      expect(await entry.verify({ message, signature, address }), entry.namespace).toBe(true)
    }
    // The wallet ending the one session disconnects every namespace.
    await wallet.disconnect()
    await vi.waitFor(() => {
      for (const namespace of ['eip155', 'solana', ...CASES.map((entry) => entry.namespace)] as const)
        expect(client.getState().accounts[namespace]?.status, namespace).toBe('disconnected')
    })
  }, 60_000)

  it('a reload restores the one session for all five namespaces without a prompt, and each still signs', async () => {
    const storage = createMemoryStorage()
    const wcStorage = new MemoryStorage()
    const page = { storage, wcStorage, storagePrefix: 'reload-namespaces' }
    const networks = CASES.map((entry) => entry.network)
    const first = loadPage(
      CASES.map((entry) => entry.adapter()),
      networks,
      page,
    )
    const wallet = await newWallet(await Promise.all(CASES.map((entry) => entry.wallet())))
    await pair(first, wallet)
    first.destroy()
    clients.splice(clients.indexOf(first), 1)
    const asked = wallet.requests.length

    const reloaded = loadPage(
      CASES.map((entry) => entry.adapter()),
      networks,
      page,
    )
    await vi.waitFor(
      () => {
        for (const entry of CASES)
          expect(reloaded.getState().accounts[entry.namespace]?.status, entry.namespace).toBe('connected')
      },
      { timeout: 10_000 },
    )
    for (const entry of CASES) {
      expect(reloaded.getState().accounts[entry.namespace]?.connectedWalletInfo?.type).toBe('walletConnect')
      expect(reloaded.getState().connections.bip122?.[0]?.accounts.map((item) => item.purpose)).toEqual([
        'payment',
        'ordinals',
      ])
      const message = `after reload, ${entry.namespace}`
      const signature = await reloaded.signMessage({ message, namespace: entry.namespace })
      const address = reloaded.getState().accounts[entry.namespace]!.caipAddress!
      expect(await entry.verify({ message, signature, address }), entry.namespace).toBe(true)
    }
    expect(reloaded.getState().connections.bip122?.[0]?.accounts.map((item) => item.purpose)).toEqual([
      'payment',
      'ordinals',
    ])
    // Restoring asked the wallet for no approval: besides the signatures, only the reads wallets answer without a
    // prompt went to it (cosmos_getAccounts for the key, getAccountAddresses for the Bitcoin addresses).
    const reads = new Set(['cosmos_getAccounts', 'getAccountAddresses'])
    const afterReload = wallet.requests.slice(asked).map((request) => request.method)
    expect(afterReload.filter((method) => !reads.has(method))).toEqual(CASES.map((entry) => entry.signMethod))
  }, 60_000)

  it("the wallet's accountsChanged moves the polkadot connection to the other account, which then signs", async () => {
    const client = loadPage([polkadotAdapter()], [westend])
    const polkadotWallet = await polkadotNamespaceWallet()
    const wallet = await newWallet([polkadotWallet])
    await pair(client, wallet)
    const other = polkadotWallet.addresses[1]!
    await wallet.emit({ name: 'accountsChanged', data: [`${westend.id}:${other}`], chainId: westend.id })
    await vi.waitFor(() =>
      expect(client.getState().accounts.polkadot?.caipAddress).toBe(`${westend.id}:${other}`),
    )
    const message = 'signed by the other account'
    const signature = await client.signMessage({ message, namespace: 'polkadot' })
    expect(await verifyPolkadotSignature({ message, signature, address: other })).toBe(true)
    expect(await verifyPolkadotSignature({ message, signature, address: polkadotWallet.address })).toBe(false)
  })
})
