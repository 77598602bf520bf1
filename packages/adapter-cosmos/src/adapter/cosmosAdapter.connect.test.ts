import { fromBech32, toBech32 } from '@cosmjs/encoding'
import {
  InvalidAddressError,
  NamespaceOrAddressNotFoundError,
  UnsupportedChainError,
  UserRejectedError,
} from '@latch/core'
import { createMemoryStorage } from '@latch/core/testing'
import { describe, expect, it } from 'vitest'
import {
  adapterContext,
  installDevWallet,
  mainAddress,
  recordingLogger,
  startAdapter,
  testWindow,
} from '../../test/testContext'
import { cosmosHub, osmosis } from '../networks/cosmosNetworks'
import type { KeplrLike } from '../wallets/keplrInterface'

const COSMOS_ADDRESS = /^cosmos1[02-9ac-hj-np-z]{38}$/

describe('cosmosAdapter: connect', () => {
  it('default: the local chain is suggested, then every host chain the wallet knows is enabled in one prompt', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window)
    const { adapter } = await startAdapter(window)
    const connection = await adapter.connect({ connectorId: 'latch-dev-cosmos' })
    const address = await wallet.addressOn('cosmoshub-4')
    expect(connection).toEqual({
      connectorId: 'latch-dev-cosmos',
      networkId: 'cosmos:latch-local-1',
      accounts: [{ address: `cosmos:latch-local-1:${address}`, type: 'eoa', publicKey: expect.any(String) }],
    })
    expect(address).toMatch(COSMOS_ADDRESS)
    expect(atob(connection.accounts[0]?.publicKey ?? '')).toHaveLength(33)
    expect(wallet.prompts).toEqual(['experimentalSuggestChain', 'enable'])
    expect([...wallet.enabledChains].sort()).toEqual(['cosmoshub-4', 'latch-local-1', 'osmosis-1'])
  })

  it('parameters: networkId picks the chain; Osmosis shows the osmo1… address of the same key', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window)
    const { adapter } = await startAdapter(window)
    const connection = await adapter.connect({ connectorId: 'latch-dev-cosmos', networkId: osmosis.id })
    expect(mainAddress(connection)).toBe(`cosmos:osmosis-1:${await wallet.addressOn('osmosis-1')}`)
    expect(mainAddress(connection)).toMatch(/^cosmos:osmosis-1:osmo1/)
    // Both mainnets are known to the wallet: nothing to suggest.
    expect(wallet.prompts).toEqual(['enable'])
  })

  it('behavior: the visitor declines → UserRejectedError, and nothing is connected (RELIABILITY #10)', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window)
    const { adapter } = await startAdapter(window)
    wallet.rejectNext()
    const error = await adapter
      .connect({ connectorId: 'latch-dev-cosmos', networkId: cosmosHub.id })
      .catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error.message).toBe('User rejected the request')
    const address = `cosmos:cosmoshub-4:${await wallet.addressOn('cosmoshub-4')}` as const
    await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toBeInstanceOf(
      NamespaceOrAddressNotFoundError,
    )
    // Trying again works.
    const retried = await adapter.connect({ connectorId: 'latch-dev-cosmos', networkId: cosmosHub.id })
    expect(retried.accounts[0]?.address).toBe(address)
  })

  it('behavior: declining the chain suggestion is a user rejection too', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window)
    const { adapter } = await startAdapter(window)
    wallet.rejectNext()
    await expect(adapter.connect({ connectorId: 'latch-dev-cosmos' })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(wallet.prompts).toEqual(['experimentalSuggestChain'])
    expect(wallet.enabledChains).toEqual([])
  })

  it('behavior: a wallet that cannot list its chains: enable fails on the unknown chain, it is suggested, enabled again', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window, { id: 'unused' })
    const p = wallet.provider
    const older: KeplrLike = {
      enable: (ids) => p.enable(ids),
      getKey: (id) => p.getKey(id),
      experimentalSuggestChain: (info) => p.experimentalSuggestChain(info),
    }
    const { adapter } = await startAdapter(window, {
      wallets: [{ id: 'older', name: 'Older', provider: older }],
    })
    const connection = await adapter.connect({ connectorId: 'older' })
    expect(mainAddress(connection)).toBe(`cosmos:latch-local-1:${await wallet.addressOn('latch-local-1')}`)
    expect(wallet.requests).toEqual(['enable', 'experimentalSuggestChain', 'enable', 'getKey'])
    expect(wallet.enabledChains).toEqual(['latch-local-1'])
  })

  it('behavior: an unknown chain and a wallet that cannot add chains → UnsupportedChainError', async () => {
    const window = testWindow()
    const p = installDevWallet(window, { id: 'unused' }).provider
    const minimal: KeplrLike = { enable: (ids) => p.enable(ids), getKey: (id) => p.getKey(id) }
    const { adapter } = await startAdapter(window, {
      wallets: [{ id: 'minimal', name: 'Minimal', provider: minimal }],
    })
    await expect(adapter.connect({ connectorId: 'minimal' })).rejects.toBeInstanceOf(UnsupportedChainError)
  })

  it('behavior: a malformed account (bad checksum, a validator address, a key of another account) is refused with InvalidAddressError (RELIABILITY #7)', async () => {
    const window = testWindow()
    const p = installDevWallet(window, { id: 'unused' }).provider
    await p.enable('cosmoshub-4')
    const hub = await p.getKey('cosmoshub-4')
    const liar = (change: Partial<typeof hub>): KeplrLike => ({
      enable: (ids) => p.enable(ids),
      getKey: async (id) => ({ ...(await p.getKey(id)), ...change }),
    })
    const valoper = toBech32('cosmosvaloper', fromBech32(hub.bech32Address, 1023).data, 1023)
    const { adapter } = await startAdapter(window, {
      wallets: [
        {
          id: 'bad-checksum',
          name: 'Bad checksum',
          provider: liar({ bech32Address: `${hub.bech32Address.slice(0, -1)}q` }),
        },
        { id: 'validator', name: 'Validator', provider: liar({ bech32Address: valoper }) },
        {
          id: 'other-key',
          name: 'Other key',
          provider: liar({ pubKey: Uint8Array.from([2, ...new Uint8Array(32).fill(9)]) }),
        },
      ],
    })
    for (const connectorId of ['bad-checksum', 'validator', 'other-key']) {
      const error = await adapter.connect({ connectorId, networkId: cosmosHub.id }).catch((e) => e)
      expect(error, connectorId).toBeInstanceOf(InvalidAddressError)
      expect(error.message).toBe('The address is not valid for this network')
    }
  })

  it("behavior: an account under another chain's prefix is the same key's account, re-encoded for the network", async () => {
    const window = testWindow()
    const p = installDevWallet(window, { id: 'unused' }).provider
    await p.enable(['cosmoshub-4', 'osmosis-1'])
    const osmoAddress = (await p.getKey('osmosis-1')).bech32Address
    const elsewhere: KeplrLike = {
      enable: (ids) => p.enable(ids),
      getKey: async (id) => ({ ...(await p.getKey(id)), bech32Address: osmoAddress }),
    }
    const { adapter } = await startAdapter(window, {
      wallets: [{ id: 'osmo-prefix', name: 'Osmo prefix', provider: elsewhere }],
    })
    const address = mainAddress(
      await adapter.connect({ connectorId: 'osmo-prefix', networkId: cosmosHub.id }),
    )
    expect(osmoAddress).toMatch(/^osmo1/)
    expect(address).toBe(`cosmos:cosmoshub-4:${(await p.getKey('cosmoshub-4')).bech32Address}`)
  })

  it('behavior: an all-upper-case bech32 address (valid bech32) is normalised to lower case', async () => {
    const window = testWindow()
    const p = installDevWallet(window, { id: 'unused' }).provider
    const shouting: KeplrLike = {
      enable: (ids) => p.enable(ids),
      getKey: async (id) => {
        const key = await p.getKey(id)
        return { ...key, bech32Address: key.bech32Address.toUpperCase() }
      },
    }
    const { adapter } = await startAdapter(window, {
      wallets: [{ id: 'upper', name: 'Upper', provider: shouting }],
    })
    const address = mainAddress(await adapter.connect({ connectorId: 'upper', networkId: cosmosHub.id }))
    expect(address).toBe(`cosmos:cosmoshub-4:${(await p.getKey('cosmoshub-4')).bech32Address}`)
    expect(address).toMatch(/^cosmos:cosmoshub-4:cosmos1[02-9ac-hj-np-z]{38}$/)
  })

  it('behavior: a host network without Cosmos facts is unsupported, not a crash', async () => {
    const window = testWindow()
    installDevWallet(window)
    const context = adapterContext()
    const bare = { ...cosmosHub, id: 'cosmos:bare-1' as const, reference: 'bare-1', cosmos: undefined }
    const { adapter } = await startAdapter(window, {}, { ...context, networks: [bare, ...context.networks] })
    await expect(
      adapter.connect({ connectorId: 'latch-dev-cosmos', networkId: 'cosmos:bare-1' }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
  })
})

describe('cosmosAdapter: reconnect on reload', () => {
  it('behavior: the wallet remembers the grant: reconnect restores the account with no prompt', async () => {
    const storage = createMemoryStorage()
    const first = testWindow()
    const wallet = installDevWallet(first, { storage })
    const connection = await (await startAdapter(first)).adapter.connect({ connectorId: 'latch-dev-cosmos' })
    // The reload: a new page, a new wallet object over the same extension storage, a new adapter.
    const page = testWindow()
    const reloaded = installDevWallet(page, { storage })
    const { adapter } = await startAdapter(page)
    const restored = await adapter.reconnect({
      connectorId: 'latch-dev-cosmos',
      namespace: 'cosmos',
      networkId: 'cosmos:latch-local-1',
    })
    expect(restored).toEqual(connection)
    expect(reloaded.prompts).toEqual([])
    expect(wallet.prompts).toEqual(['experimentalSuggestChain', 'enable'])
  })

  it('behavior: a wallet that injects after the reload started is waited for', async () => {
    const storage = createMemoryStorage()
    const first = testWindow()
    const wallet = installDevWallet(first, { storage })
    const { adapter: before } = await startAdapter(first)
    await before.connect({
      connectorId: 'latch-dev-cosmos',
      networkId: osmosis.id,
    })
    const page = testWindow()
    const { adapter } = await startAdapter(page)
    const restoring = adapter.reconnect({
      connectorId: 'latch-dev-cosmos',
      namespace: 'cosmos',
      networkId: osmosis.id,
    })
    installDevWallet(page, { storage })
    expect(mainAddress((await restoring) ?? { accounts: [] })).toBe(
      `cosmos:osmosis-1:${await wallet.addressOn('osmosis-1')}`,
    )
  })

  it('behavior: the wallet no longer grants it and the visitor declines → null, logged, no throw', async () => {
    const page = testWindow()
    const wallet = installDevWallet(page)
    const logger = recordingLogger()
    const { adapter } = await startAdapter(page, {}, adapterContext(logger))
    wallet.rejectNext()
    const restored = await adapter.reconnect({
      connectorId: 'latch-dev-cosmos',
      namespace: 'cosmos',
      networkId: osmosis.id,
    })
    expect(restored).toBeNull()
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'cosmos: could not restore the wallet connection',
    ])
  })

  it('behavior: a connector that never shows up → null', async () => {
    const { adapter } = await startAdapter(testWindow(), { discover: false })
    expect(await adapter.reconnect({ connectorId: 'keplr', namespace: 'cosmos' })).toBeNull()
  })
})
