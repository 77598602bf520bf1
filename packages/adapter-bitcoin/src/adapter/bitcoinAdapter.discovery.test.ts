import type { AdapterEvent } from '@latch/core'
import { createDevWallet, createStandardDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUpAdapter } from '../../test/testContext'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'
import { verifyBitcoinSignature } from '../siwx/verifyBitcoinSignature'
import { bitcoinAdapter } from './bitcoinAdapter'

const REGTEST = bitcoinRegtest.id
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('bitcoinAdapter: discovery', () => {
  it('finds a sats-connect wallet that injects itself into window.btc_providers after start', async () => {
    vi.useFakeTimers()
    // A page-like window: an event target (Wallet Standard listens on it) with sats-connect's registry.
    const page = Object.assign(new EventTarget(), { btc_providers: [] as unknown[] })
    vi.stubGlobal('window', page)
    const { adapter, events } = setUpAdapter(bitcoinAdapter())
    adapter.start?.()
    // start() imports the wallet side (issue 21); discovery runs once it is in.
    await adapter.load?.()
    expect(adapter.connectors()).toEqual([])
    const wallet = createDevWallet({ seed: 'late' })
    wallet.install(page)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(
      adapter.connectors().map((connector) => [connector.id, connector.name, connector.installed]),
    ).toEqual([['LatchBitcoinDevWallet.BitcoinProvider', 'Latch Bitcoin Dev Wallet', true]])
    expect(events).toContainEqual({ type: 'connectorsChanged' })
    expect(adapter.getProvider?.(wallet.info.id)).toBe(wallet.provider)
  })

  it('a reload where the wallet injects after start: reconnect still finds it', async () => {
    const storage = new Map<string, string>()
    const kept = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }
    const before = createDevWallet({ seed: 'late-reload', storage: kept })
    await before.provider.request('wallet_connect', null)
    const page = Object.assign(new EventTarget(), { btc_providers: [] as unknown[] })
    vi.stubGlobal('window', page)
    // No timer fires: only the look-up on an unknown id can find the wallet.
    vi.useFakeTimers()
    const { adapter } = setUpAdapter(bitcoinAdapter())
    adapter.start?.()
    createDevWallet({ seed: 'late-reload', storage: kept }).install(page)
    const restored = await adapter.reconnect({
      connectorId: before.info.id,
      namespace: 'bip122',
      networkId: REGTEST,
    })
    expect(restored?.accounts[0]?.address).toBe(`${REGTEST}:${before.addresses[0]?.address}`)
  })

  it('ignores btc_providers entries without a provider object or with a hostile shape', async () => {
    const page = Object.assign(new EventTarget(), {
      btc_providers: [
        { id: 'Missing.BitcoinProvider', name: 'Ghost' },
        { id: 42, name: 'Number id' },
        'junk',
        { id: 'constructor', name: 'Prototype walk' },
      ],
    })
    vi.stubGlobal('window', page)
    const { adapter } = setUpAdapter(bitcoinAdapter())
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.connectors()).toEqual([])
  })

  it('finds a Wallet Standard wallet with bitcoin:connect, connects, signs and follows its account change', async () => {
    const wallet = createStandardDevWallet({ seed: 'standard', name: 'Standard Bitcoin Test Wallet' })
    stops.push(getWallets().register(wallet as unknown as Wallet))
    const { adapter, events } = setUpAdapter(bitcoinAdapter())
    adapter.start?.()
    await adapter.load?.()
    const connector = adapter.connectors().find((candidate) => candidate.id === wallet.name)
    expect(connector).toMatchObject({
      name: 'Standard Bitcoin Test Wallet',
      installed: true,
      namespace: 'bip122',
    })

    const connection = await adapter.connect({ connectorId: wallet.name, networkId: REGTEST })
    expect(connection.accounts.map((account) => account.purpose)).toEqual(['payment', 'ordinals'])
    expect(connection.accounts[0]?.address).toMatch(/:bcrt1q/)
    expect(connection.accounts[1]?.address).toMatch(/:bcrt1p/)

    for (const { address } of connection.accounts) {
      const signature = await adapter.signMessage({ address, message: 'standard' })
      expect(await verifyBitcoinSignature({ address, message: 'standard', signature })).toBe(true)
    }

    const next = wallet.switchAccount('standard-2')
    await expect.poll(() => events.filter((event) => event.type === 'accountsChanged')).toHaveLength(1)
    const changed = events.find((event) => event.type === 'accountsChanged') as Extract<
      AdapterEvent,
      { type: 'accountsChanged' }
    >
    expect(changed.accounts.map((account) => account.address)).toEqual(
      next.map((entry) => `${REGTEST}:${entry.address}`),
    )
  })

  it('a wallet in both registries (as Xverse is) is offered once, through sats-connect', async () => {
    const satsConnect = createDevWallet({ seed: 'both', name: 'Twice Wallet' })
    const standard = createStandardDevWallet({ seed: 'both', name: 'Twice Wallet' })
    stops.push(getWallets().register(standard as unknown as Wallet))
    const { adapter } = setUpAdapter(
      bitcoinAdapter({ providers: [{ info: satsConnect.info, provider: satsConnect.provider }] }),
    )
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.connectors().filter((connector) => connector.name === 'Twice Wallet')).toEqual([
      expect.objectContaining({ id: satsConnect.info.id }),
    ])
  })
})
