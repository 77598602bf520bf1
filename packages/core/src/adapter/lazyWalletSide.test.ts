import { describe, expect, it } from 'vitest'
import { ProviderDisconnectedError } from '../errors/classes/ProviderDisconnectedError'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import { createLogger } from '../services/logger/createLogger'
import { testNetworks } from '../testing/networks'
import { lazyWalletSide, type WalletSide, type WalletSideShell } from './lazyWalletSide'
import type { AdapterEvent, Connector } from './types'
import type { WalletConnectSession, WalletConnectSessionEvent } from './walletConnect'

const silent = { debug() {}, info() {}, warn() {}, error() {} }
const wallet: Connector = { id: 'dev', name: 'Dev', namespace: 'eip155', type: 'announced', installed: true }
const ACCOUNT = 'eip155:1:0x0000000000000000000000000000000000000001'
const sample = {
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'abcdefgh12',
  issuedAt: '2026-01-01T00:00:00.000Z',
  accountAddress: '0x1',
  chainId: 'eip155:1',
} as const

type TestSide = WalletSide<'getBalance'> & { attached: string[]; runtimeLoaded: boolean }

/** A wallet side as an adapter's chunk builds it; `failNext` makes the next import fail as an offline fetch does. */
function setUp(options: { hostWallets?: Connector[]; reportsWalletsOnArrival?: boolean } = {}) {
  const built: { shell: WalletSideShell; started: number }[] = []
  const control = { failNext: false }
  const side = lazyWalletSide('eip155', options, {
    abilities: ['getBalance'],
    walletConnect: { methods: ['personal_sign'], events: ['accountsChanged'] },
    create: async (shell): Promise<TestSide> => {
      if (control.failNext) {
        control.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      const record = { shell, started: 0 }
      built.push(record)
      const found: Connector[] = [...(shell.options.hostWallets ?? [])]
      const loaded: TestSide = {
        attached: [],
        runtimeLoaded: false,
        ...(shell.options.reportsWalletsOnArrival ? { reportsWalletsOnArrival: true } : {}),
        start() {
          record.started += 1
          found.push(wallet)
          shell.emit({ type: 'connectorsChanged' })
        },
        connectors: () => found,
        getProvider: (id) => (found.some((connector) => connector.id === id) ? { id } : undefined),
        connect: async ({ connectorId }) => ({
          connectorId,
          networkId: 'eip155:1',
          accounts: [{ address: ACCOUNT, type: 'eoa' }],
        }),
        reconnect: async () => null,
        disconnect: async () => {},
        signMessage: async ({ message }) => `signed:${message}`,
        isAddress: (address) => address.startsWith('0x'),
        formatSignInMessage: (message) => `sign in to ${message.domain}`,
        getBalance: async () => ({ value: '1', formatted: '1', symbol: 'ETH', decimals: 18 }),
        load: async () => {
          loaded.runtimeLoaded = true
        },
        attachWalletConnect: async (session, ended) => {
          if (!ended()) loaded.attached.push(session.peer.name)
        },
        detachWalletConnect: () => {
          loaded.attached.pop()
        },
      }
      return loaded
    },
  })
  const logger = createLogger({ debug: false, sink: silent })
  side.adapter.setup({ networks: [testNetworks.mainnet], customRpcUrls: {}, logger })
  const events: AdapterEvent[] = []
  side.adapter.subscribe((event) => events.push(event))
  return { side, adapter: side.adapter, built, control, events, logger }
}

/** A WalletConnect session the test ends by hand. */
function session(): WalletConnectSession & { end(): void } {
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  return {
    accounts: [],
    chains: ['eip155:1'],
    methods: [],
    peer: { name: 'Phone Wallet' },
    request: async () => undefined,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    end() {
      for (const listener of listeners) listener({ type: 'ended', error: new ProviderDisconnectedError() })
    },
  } as WalletConnectSession & { end(): void }
}

describe('lazyWalletSide: the wallet side of an adapter shell (issue 21)', () => {
  it('default: before it is in, no connectors, no provider, and synchronous members ask for load()', () => {
    const { adapter, built } = setUp()
    expect(adapter.connectors()).toEqual([])
    expect(adapter.getProvider('dev')).toBeUndefined()
    for (const call of [() => adapter.isAddress('0x1'), () => adapter.formatSignInMessage(sample)]) {
      expect(call).toThrowError(WalletRequestError)
      expect(call).toThrowError(
        expect.objectContaining({
          details: expect.stringMatching(
            /^eip155: (isAddress|formatSignInMessage) needs the wallet code: await adapter\.load\(\) first$/,
          ),
        }),
      )
    }
    expect(built).toHaveLength(0)
  })

  it('behavior: start() loads it once and starts discovery, which reports the wallets found', async () => {
    const { side, adapter, built, events } = setUp()
    adapter.start()
    await Promise.all([side.load(), adapter.load(), side.load()])
    expect(built).toHaveLength(1)
    expect(built[0]?.started).toBe(1)
    expect(adapter.connectors()).toEqual([wallet])
    expect(adapter.getProvider('dev')).toEqual({ id: 'dev' })
    expect(adapter.isAddress('0x1')).toBe(true)
    expect(adapter.isAddress('1x0')).toBe(false)
    expect(events).toEqual([{ type: 'connectorsChanged' }])
  })

  it('behavior: the contract members and the async abilities load the wallet side and call it; load() also runs its own load()', async () => {
    const { side, adapter, built } = setUp()
    expect(await adapter.connect({ connectorId: 'dev' })).toEqual(
      expect.objectContaining({ connectorId: 'dev' }),
    )
    expect(await adapter.signMessage({ address: ACCOUNT, message: 'hi' })).toBe('signed:hi')
    expect((await adapter.getBalance({ address: ACCOUNT })).symbol).toBe('ETH')
    expect(side.current()?.runtimeLoaded).toBe(false)
    await adapter.load()
    expect(side.current()?.runtimeLoaded).toBe(true)
    expect(built).toHaveLength(1)
    // Capabilities by presence: only the abilities named are members.
    expect('sendTransfer' in adapter).toBe(false)
    expect('selectNetwork' in adapter).toBe(false)
  })

  it("behavior: load() alone does not start discovery; the host's own wallets are listed, and reported when the wallet side asks", async () => {
    const quiet = setUp({ hostWallets: [{ ...wallet, id: 'host' }] })
    await quiet.adapter.load()
    expect(quiet.built[0]?.started).toBe(0)
    expect(quiet.adapter.connectors().map((connector) => connector.id)).toEqual(['host'])
    expect(quiet.events).toEqual([])
    const reporting = setUp({ hostWallets: [{ ...wallet, id: 'host' }], reportsWalletsOnArrival: true })
    await reporting.adapter.load()
    expect(reporting.events).toEqual([{ type: 'connectorsChanged' }])
    // An empty list is not news: nothing is reported.
    const empty = setUp({ reportsWalletsOnArrival: true })
    await empty.adapter.load()
    expect(empty.events).toEqual([])
  })

  it('error: a failed import is a WalletRequestError with its message, logged by start(); the next call imports again and discovery starts', async () => {
    const { side, adapter, control, logger, built } = setUp()
    control.failNext = true
    adapter.start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(logger.entries()).toEqual([
      expect.objectContaining({ level: 'warn', message: 'eip155: could not load wallet discovery' }),
    ])
    control.failNext = true
    const failed = adapter.connect({ connectorId: 'dev' })
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({ details: 'Failed to fetch dynamically imported module' }),
    )
    expect(built).toHaveLength(0)
    await side.load()
    expect(built).toHaveLength(1)
    expect(built[0]?.started).toBe(1)
    expect(adapter.connectors()).toEqual([wallet])
  })

  it("parameters: walletConnect: the proposal holds the host's networks with the given methods and events; attach hands the session over unless it ended meanwhile, and detaches when it ends", async () => {
    const { side, adapter } = setUp()
    expect(adapter.walletConnect?.namespace()).toEqual({
      chains: [testNetworks.mainnet.id],
      methods: ['personal_sign'],
      events: ['accountsChanged'],
      rpcMap: { [testNetworks.mainnet.id]: testNetworks.mainnet.rpcUrls[0] },
    })
    const first = session()
    await adapter.walletConnect?.attach(first)
    expect(side.current()?.attached).toEqual(['Phone Wallet'])
    first.end()
    expect(side.current()?.attached).toEqual([])

    // A later session replaces the first: only the current one's end detaches.
    const replaced = session()
    const replacing = session()
    await adapter.walletConnect?.attach(replaced)
    await adapter.walletConnect?.attach(replacing)
    expect(side.current()?.attached).toEqual(['Phone Wallet', 'Phone Wallet'])
    replaced.end()
    expect(side.current()?.attached).toEqual(['Phone Wallet', 'Phone Wallet'])
    replacing.end()
    expect(side.current()?.attached).toEqual(['Phone Wallet'])
    side.current()?.attached.splice(0)

    const endedWhileLoading = session()
    const attaching = adapter.walletConnect?.attach(endedWhileLoading)
    endedWhileLoading.end()
    await attaching
    expect(side.current()?.attached).toEqual([])
  })

  it('error: the wallet side asks for the context before setup() as a WalletRequestError', async () => {
    const side = lazyWalletSide('eip155', undefined, {
      create: async (shell): Promise<WalletSide> => {
        shell.context()
        throw new Error('not reached')
      },
    })
    expect('walletConnect' in side.adapter).toBe(false)
    await expect(side.load()).rejects.toThrowError(WalletRequestError)
  })
})
