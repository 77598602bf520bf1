import type { AdapterContext, Logger } from '@latch/core'
import { ANVIL_PRIVATE_KEYS, createDevWallet } from '@latch/fixture-evm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EvmWindow } from '../discovery/createWalletRegistry'
import { anvilLocal, mainnet } from '../networks/commonNetworks'
import { evmAdapter } from './evmAdapter'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }
const context: AdapterContext = { networks: [mainnet, anvilLocal()], customRpcUrls: {}, logger: silent }
const notLoaded = expect.objectContaining({
  name: 'WalletRequestError',
  message: 'The wallet could not complete the request',
  details: 'wagmiConfig read before the runtime loaded; use loadWagmiConfig()',
})

// The real wallet-side module, its factory wrapped so a test sees whether (and how often) it was imported and built.
vi.mock('./createEvmWalletSide', async (importOriginal) => {
  const real = await importOriginal<typeof import('./createEvmWalletSide')>()
  return { ...real, createEvmWalletSide: vi.fn(real.createEvmWalletSide) }
})
const createSide = vi.mocked((await import('./createEvmWalletSide')).createEvmWalletSide)

afterEach(() => {
  vi.unstubAllGlobals()
  createSide.mockClear()
})

describe('the viem / wagmi runtime loads on demand', () => {
  it('behavior: an announced wallet is listed with its name and icon before any wallet code loads; picking it loads the wallet side, which lists it under the same id (issue 39)', async () => {
    const page = new EventTarget() as EvmWindow
    vi.stubGlobal('window', page)
    const adapter = evmAdapter()
    adapter.setup(context)
    expect(adapter.connectors()).toEqual([])
    const wallet = createDevWallet({
      rpcUrls: { 1: 'http://127.0.0.1:1' },
      privateKeys: [ANVIL_PRIVATE_KEYS[0]!],
      chainId: 1,
    })
    wallet.announce(page)
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    adapter.start()
    // The listener is a chunk start() loads (not first-load code).
    await vi.dynamicImportSettled()
    // The wallet announced before start: EIP-6963's request made it announce again, to core's listener.
    expect(adapter.connectors()).toEqual([
      {
        id: wallet.info.rdns,
        name: wallet.info.name,
        namespace: 'eip155',
        type: 'announced',
        rdns: wallet.info.rdns,
        installed: true,
        imageUrl: wallet.info.icon,
      },
    ])
    expect(events).toContainEqual({ type: 'connectorsChanged' })
    await vi.dynamicImportSettled()
    expect(createSide).not.toHaveBeenCalled()
    expect(() => adapter.isAddress(ACCOUNT)).toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        details: 'eip155: isAddress needs the wallet code: await adapter.load() first',
      }),
    )
    // What a pick (or the modal's prefetch) does: the wallet side loads, once, and its own discovery lists the
    // same wallet under the same id, so the picked connector id reaches a wallet.
    await adapter.load()
    expect(createSide).toHaveBeenCalledTimes(1)
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.info.rdns])
    expect(adapter.getProvider(wallet.info.rdns)).toBe(wallet.provider)
    expect(adapter.isAddress(ACCOUNT)).toBe(true)
    expect(adapter.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267')).toBe(false)
  })

  it('behavior: a wallet that announced before the modal opened is in the list the client reads when the listener reports it (issue 39; the Next.js example opened the modal before idle and listed nothing)', async () => {
    const page = new EventTarget() as EvmWindow
    vi.stubGlobal('window', page)
    const adapter = evmAdapter()
    adapter.setup(context)
    const wallet = createDevWallet({
      rpcUrls: { 1: 'http://127.0.0.1:1' },
      privateKeys: [ANVIL_PRIVATE_KEYS[0]!],
      chainId: 1,
    })
    wallet.announce(page)
    // What core does on each report: it lists the adapter's connectors again.
    const listedOnReport: string[][] = []
    adapter.subscribe((event) => {
      if (event.type === 'connectorsChanged')
        listedOnReport.push(adapter.connectors().map((connector) => connector.id))
    })
    adapter.start()
    await vi.dynamicImportSettled()
    expect(listedOnReport.at(-1)).toEqual([wallet.info.rdns])
    // A second start (the modal opening after idle) neither listens twice nor loads the wallet side.
    adapter.start()
    await vi.dynamicImportSettled()
    expect(createSide).not.toHaveBeenCalled()
  })

  it('behavior: a wallet announcing after start is listed too, still without wallet code; a malformed announcement is not (RELIABILITY #6)', async () => {
    const page = new EventTarget() as EvmWindow
    vi.stubGlobal('window', page)
    const adapter = evmAdapter()
    adapter.setup(context)
    adapter.start()
    // The listener is a chunk start() loads (not first-load code).
    await vi.dynamicImportSettled()
    const announce = (detail: unknown) =>
      page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    announce({ info: { uuid: '1', name: 'No provider', icon: '', rdns: 'no.provider' }, provider: {} })
    announce({ info: { uuid: '2', name: '   ', icon: '', rdns: 'blank.name' }, provider: { request() {} } })
    announce(null)
    expect(adapter.connectors()).toEqual([])
    const wallet = createDevWallet({
      rpcUrls: { 1: 'http://127.0.0.1:1' },
      privateKeys: [ANVIL_PRIVATE_KEYS[0]!],
      chainId: 1,
    })
    wallet.announce(page)
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.info.rdns])
    await vi.dynamicImportSettled()
    expect(createSide).not.toHaveBeenCalled()
  })

  it('behavior: with features.eip6963 off no announcement is asked for or listed; an injected window.ethereum is the Browser Wallet, still without wallet code (issue 39)', async () => {
    const asked: string[] = []
    const page = Object.assign(new EventTarget(), {
      ethereum: { request: async () => [] },
    }) as EvmWindow
    page.addEventListener('eip6963:requestProvider', () => asked.push('request'))
    vi.stubGlobal('window', page)
    const adapter = evmAdapter()
    adapter.setup({ ...context, eip6963: false })
    adapter.start()
    // The listener is a chunk start() loads (not first-load code).
    await vi.dynamicImportSettled()
    page.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: { uuid: '1', name: 'Late', icon: '', rdns: 'late.wallet' },
          provider: { request() {} },
        },
      }),
    )
    expect(asked).toEqual([])
    expect(adapter.connectors().map((connector) => [connector.id, connector.name])).toEqual([
      ['injected', 'Browser Wallet'],
    ])
    await vi.dynamicImportSettled()
    expect(createSide).not.toHaveBeenCalled()
  })

  it('formatSignInMessage is part of the runtime (sign-in follows a connection): a typed error before, the message after', async () => {
    const adapter = evmAdapter()
    adapter.setup(context)
    const fields = {
      domain: 'app.example',
      accountAddress: `eip155:1:${ACCOUNT}`,
      uri: 'https://app.example',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'abcdefgh12',
      issuedAt: '2026-01-01T00:00:00.000Z',
    } as const
    expect(() => adapter.formatSignInMessage(fields)).toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        details: 'eip155: formatSignInMessage needs the wallet code: await adapter.load() first',
      }),
    )
    await adapter.loadWagmiConfig()
    expect(adapter.formatSignInMessage(fields)).toContain(
      `app.example wants you to sign in with your Ethereum account:\n${ACCOUNT}`,
    )
  })

  it('loadWagmiConfig loads it once; then wagmiConfig is that config, built from the networks', async () => {
    const adapter = evmAdapter()
    adapter.setup(context)
    const [first, second] = await Promise.all([adapter.loadWagmiConfig(), adapter.loadWagmiConfig()])
    expect(second).toBe(first)
    expect(adapter.wagmiConfig).toBe(first)
    expect(first.chains.map((chain) => chain.id)).toEqual([1, 31337])
  })

  it("before setup loading is a typed error; the host's own wagmi config is there at once", async () => {
    const host = await evmAdapter({})
      .loadWagmiConfig()
      .catch((error: unknown) => error)
    expect(host).toEqual(
      expect.objectContaining({ name: 'WalletRequestError', details: 'eip155: setup() was not called' }),
    )
    const built = evmAdapter()
    built.setup(context)
    const config = await built.loadWagmiConfig()
    expect(evmAdapter({ wagmiConfig: config }).wagmiConfig).toBe(config)
  })

  it('start() only discovers: the runtime is not loaded on idle for a visitor who does not connect (issue 21)', async () => {
    const idle: (() => void)[] = []
    const page = Object.assign(new EventTarget(), {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    }) as EvmWindow
    vi.stubGlobal('window', page)
    const adapter = evmAdapter()
    adapter.setup(context)
    adapter.start()
    for (const callback of idle) callback()
    await vi.dynamicImportSettled()
    expect(idle).toEqual([])
    expect(() => adapter.wagmiConfig).toThrowError(notLoaded)
  })
})
