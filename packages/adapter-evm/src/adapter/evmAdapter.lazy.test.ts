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

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the viem / wagmi runtime loads on demand', () => {
  it('discovery (start) loads without the runtime; isAddress is part of the runtime (a receiver follows a connection): a typed error until it is in, then EIP-55 answers', async () => {
    const page = new EventTarget() as EvmWindow
    vi.stubGlobal('window', page)
    const adapter = evmAdapter()
    adapter.setup(context)
    expect(adapter.connectors()).toEqual([])
    expect(() => adapter.isAddress(ACCOUNT)).toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        details: 'eip155: isAddress needs the wallet code: await adapter.load() first',
      }),
    )
    const wallet = createDevWallet({
      rpcUrls: { 1: 'http://127.0.0.1:1' },
      privateKeys: [ANVIL_PRIVATE_KEYS[0]!],
      chainId: 1,
    })
    wallet.announce(page)
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    adapter.start()
    await vi.waitFor(() =>
      expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.info.rdns]),
    )
    // The wallet announced before discovery loaded: EIP-6963's request made it announce again.
    expect(events).toContainEqual({ type: 'connectorsChanged' })
    // Discovery did not need the runtime: the built wagmi config does not exist yet, nor does the address check
    // (Keccak-256 stays out of the code that loads before the click).
    expect(() => adapter.wagmiConfig).toThrowError(notLoaded)
    expect(() => adapter.isAddress(ACCOUNT)).toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        details: 'eip155: isAddress needs the runtime: await adapter.load() first',
      }),
    )
    await adapter.loadWagmiConfig()
    expect(adapter.isAddress(ACCOUNT)).toBe(true)
    expect(adapter.isAddress(ACCOUNT.toLowerCase())).toBe(true)
    expect(adapter.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267')).toBe(false)
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
