import { describe, expect, it } from 'vitest'
import {
  adapterContext,
  devWallet,
  memoryStorage,
  recordingLogger,
  setUpAdapter,
  setUpLoadedAdapter,
  until,
} from '../../test/testContext'
import { BITCOIN_TESTNET_ID } from '../networks/stacksNetworks'

describe('stacksAdapter: reconnect on reload', () => {
  it('behavior: a wallet that still grants the site answers wallet_getAccount; no prompt', async () => {
    const walletStorage = memoryStorage()
    const adapterStorage = memoryStorage()
    const first = devWallet({ storage: walletStorage, id: 'Reloaded' })
    const before = setUpAdapter({ wallets: [first.entry], storage: adapterStorage })
    const connected = await before.adapter.connect({ connectorId: 'Reloaded' })

    // The page reloads: a new wallet object over the same keys and storage, a new adapter.
    const again = devWallet({ storage: walletStorage, id: 'Reloaded', privateKey: first.wallet.privateKey })
    const after = setUpAdapter({ wallets: [again.entry], storage: adapterStorage })
    const restored = await after.adapter.reconnect({
      connectorId: 'Reloaded',
      namespace: 'stacks',
      networkId: 'stacks:2147483648',
    })
    expect(again.wallet.requests.map((request) => request.method)).toEqual(['wallet_getAccount'])
    expect(restored?.networkId).toBe('stacks:2147483648')
    expect(restored?.accounts[0]).toMatchObject({
      address: `stacks:2147483648:${again.wallet.stxAddress('testnet')}`,
      purpose: 'stacks',
    })
    expect(connected.accounts[0]?.address).toMatch(/^stacks:2147483648:ST/)
  })

  it('behavior: the wallet revoked the site (-32002): null, and the saved connection is forgotten', async () => {
    const storage = memoryStorage()
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry], storage })
    await adapter.connect({ connectorId: wallet.info.id })
    wallet.revoke()
    expect(await adapter.reconnect({ connectorId: wallet.info.id, namespace: 'stacks' })).toBeNull()
    expect([...storage.values.keys()]).toEqual([])
  })

  it('behavior: a wallet without a silent account read (Leather) is restored from what it granted last', async () => {
    const { wallet } = devWallet()
    const leatherLike = {
      request: async (method: string, params?: unknown) => {
        if (method === 'wallet_getAccount')
          throw { jsonrpc: '2.0', id: 'x', error: { code: -32601, message: 'Method not found' } }
        return wallet.provider.request(method, params)
      },
    }
    const storage = memoryStorage()
    const info = { id: 'LeatherLike', name: 'Leather-like' }
    await setUpAdapter({ wallets: [{ info, provider: leatherLike }], storage }).adapter.connect({
      connectorId: 'LeatherLike',
    })
    const after = setUpAdapter({ wallets: [{ info, provider: leatherLike }], storage })
    const restored = await after.adapter.reconnect({
      connectorId: 'LeatherLike',
      namespace: 'stacks',
      networkId: 'stacks:1',
    })
    expect(restored?.accounts[0]?.address).toBe(`stacks:1:${wallet.stxAddress('mainnet')}`)
    expect(wallet.requests.map((request) => request.method)).toEqual(['getAddresses'])
    // Nothing saved (another browser profile): nothing to restore, and no prompt.
    const fresh = setUpAdapter({ wallets: [{ info, provider: leatherLike }] })
    expect(await fresh.adapter.reconnect({ connectorId: 'LeatherLike', namespace: 'stacks' })).toBeNull()
  })

  it('behavior: a corrupt saved connection is dropped with a warning (RELIABILITY #1)', async () => {
    const storage = memoryStorage()
    storage.setItem('latch:stacks:connection:Corrupt', '{"v":1,"addresses":[{"address":4')
    const provider = {
      request: async () => {
        throw { code: -32601, message: 'Method not found' }
      },
    }
    const logger = recordingLogger()
    const { adapter } = setUpAdapter(
      { wallets: [{ info: { id: 'Corrupt', name: 'Corrupt' }, provider }], storage },
      adapterContext(logger),
    )
    expect(await adapter.reconnect({ connectorId: 'Corrupt', namespace: 'stacks' })).toBeNull()
    expect(storage.values.size).toBe(0)
    expect(logger.entries.map((entry) => entry.message)).toContain(
      'stacks: dropped a malformed saved connection for Corrupt',
    )
  })

  it('behavior: a wallet that is no longer installed is not restored', async () => {
    const { adapter } = setUpAdapter()
    expect(await adapter.reconnect({ connectorId: 'Gone', namespace: 'stacks' })).toBeNull()
  })
})

describe('stacksAdapter: wallet events', () => {
  it('behavior: the visitor picks another account: accountsChanged with the new Stacks and Bitcoin accounts', async () => {
    const { entry, wallet } = devWallet()
    const { adapter, events } = await setUpLoadedAdapter({ wallets: [entry] })
    await adapter.connect({ connectorId: wallet.info.id })
    const next = wallet.switchAccount()
    await until(() => events.length > 0, 'accountsChanged')
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: wallet.info.id,
        accounts: expect.arrayContaining([
          expect.objectContaining({ address: `stacks:2147483648:${next}`, purpose: 'stacks' }),
          expect.objectContaining({
            purpose: 'payment',
            address: expect.stringMatching(new RegExp(`^${BITCOIN_TESTNET_ID}:tb1q`)),
          }),
        ]),
      },
    ])
  })

  it('behavior: the wallet reports a malformed account: the connection ends with InvalidAddressError', async () => {
    const { entry, wallet } = devWallet()
    const { adapter, events } = await setUpLoadedAdapter({ wallets: [entry] })
    await adapter.connect({ connectorId: wallet.info.id })
    const broken = wallet
      .addresses()
      .map((entry) => ({ ...entry, address: `${entry.address.slice(0, -1)}0` }))
    wallet.emit('accountChange', { type: 'accountChange', addresses: broken })
    await until(() => events.length > 0, 'disconnected')
    expect(events).toEqual([
      {
        type: 'disconnected',
        connectorId: wallet.info.id,
        error: expect.objectContaining({ name: 'InvalidAddressError' }),
      },
    ])
  })

  it('behavior: the wallet reports no account any more: that connection ends (RELIABILITY #8)', async () => {
    const { entry, wallet } = devWallet()
    const { adapter, events } = await setUpLoadedAdapter({ wallets: [entry] })
    await adapter.connect({ connectorId: wallet.info.id })
    wallet.emit('accountChange', { type: 'accountChange', addresses: [] })
    await until(() => events.length > 0, 'disconnected')
    expect(events).toEqual([{ type: 'disconnected', connectorId: wallet.info.id }])
  })

  it('behavior: an accountChange without addresses is followed by a silent wallet_getAccount', async () => {
    const { wallet } = devWallet()
    // A wallet whose events carry no addresses.
    const provider = {
      request: wallet.provider.request,
      addListener: (event: 'accountChange', listener: (payload: unknown) => void) =>
        wallet.provider.addListener(event, () => listener({ type: event })),
    }
    const { adapter, events } = await setUpLoadedAdapter({
      wallets: [{ info: { id: 'Bare', name: 'Bare' }, provider }],
    })
    await adapter.connect({ connectorId: 'Bare' })
    const next = wallet.switchAccount()
    await until(() => events.length > 0, 'accountsChanged')
    expect(wallet.requests.at(-1)?.method).toBe('wallet_getAccount')
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'Bare',
        accounts: expect.arrayContaining([expect.objectContaining({ address: `stacks:2147483648:${next}` })]),
      },
    ])
  })

  it('behavior: a wallet that cannot tell its accounts without a prompt keeps the connection', async () => {
    const { wallet } = devWallet()
    const provider = {
      request: async (method: string, params?: unknown) => {
        if (method === 'wallet_getAccount') throw { code: -32601, message: 'Method not found' }
        return wallet.provider.request(method, params)
      },
      addListener: (event: 'accountChange', listener: (payload: unknown) => void) =>
        wallet.provider.addListener(event, () => listener({ type: event })),
    }
    const logger = recordingLogger()
    const { adapter, events } = await setUpLoadedAdapter(
      { wallets: [{ info: { id: 'Mute', name: 'Mute' }, provider }] },
      adapterContext(logger),
    )
    const { accounts } = await adapter.connect({ connectorId: 'Mute' })
    wallet.switchAccount()
    await until(() => logger.entries.length > 0, 'the warning')
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'stacks: could not read the changed accounts',
    ])
    expect(events).toEqual([])
    const address = accounts[0]?.address ?? 'stacks:1:none'
    await expect(adapter.signMessage({ address, message: 'still here' })).resolves.toMatch(/^[0-9a-f]{130}$/)
  })

  it('behavior: the wallet-side disconnect ends the connection', async () => {
    const { entry, wallet } = devWallet()
    const { adapter, events } = await setUpLoadedAdapter({ wallets: [entry] })
    await adapter.connect({ connectorId: wallet.info.id })
    wallet.revoke()
    await until(() => events.length > 0, 'disconnected')
    expect(events).toEqual([{ type: 'disconnected', connectorId: wallet.info.id }])
  })

  it('behavior: the wallet moves to mainnet: networkChanged with the accounts for stacks:1', async () => {
    const { entry, wallet } = devWallet()
    const { adapter, events } = await setUpLoadedAdapter({ wallets: [entry] })
    await adapter.connect({ connectorId: wallet.info.id })
    wallet.moveToNetwork('mainnet')
    await until(() => events.length > 0, 'networkChanged')
    expect(events).toEqual([
      {
        type: 'networkChanged',
        connectorId: wallet.info.id,
        networkId: 'stacks:1',
        accounts: expect.arrayContaining([
          expect.objectContaining({ address: `stacks:1:${wallet.stxAddress('mainnet')}` }),
        ]),
      },
    ])
  })
})

describe('stacksAdapter: the dapp chooses the network', () => {
  it('behavior: selectNetwork re-derives the Stacks address from its public key, with no wallet call; Bitcoin accounts are kept', async () => {
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    const before = await adapter.connect({ connectorId: wallet.info.id })
    const requests = wallet.requests.length
    const after = await adapter.selectNetwork?.({ connectorId: wallet.info.id, networkId: 'stacks:1' })
    expect(wallet.requests.length).toBe(requests)
    expect(after).toEqual({
      connectorId: wallet.info.id,
      networkId: 'stacks:1',
      accounts: [
        { ...before.accounts[0], address: `stacks:1:${wallet.stxAddress('mainnet')}` },
        ...before.accounts.slice(1),
      ],
    })
    // From now on requests carry the chosen network.
    await adapter.signMessage({
      address: after?.accounts[0]?.address ?? 'stacks:1:none',
      message: 'on mainnet',
    })
    expect(wallet.requests.at(-1)).toEqual({
      method: 'stx_signMessage',
      params: { message: 'on mainnet', network: 'mainnet' },
    })
  })

  it('behavior: a network the host did not configure is UnsupportedChainError', async () => {
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    await adapter.connect({ connectorId: wallet.info.id })
    await expect(
      adapter.selectNetwork?.({ connectorId: wallet.info.id, networkId: 'stacks:3' }),
    ).rejects.toMatchObject({
      name: 'UnsupportedChainError',
    })
  })
})
