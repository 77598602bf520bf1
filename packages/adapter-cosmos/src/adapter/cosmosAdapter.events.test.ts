import { ConnectorNotFoundError, UserRejectedError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { installDevWallet, mainAddress, startAdapter, testWindow } from '../../test/testContext'
import { cosmosHub, osmosis } from '../networks/cosmosNetworks'
import type { KeplrLike } from '../wallets/keplrInterface'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function connected(networkId = cosmosHub.id) {
  const window = testWindow()
  const wallet = installDevWallet(window)
  const started = await startAdapter(window)
  const connection = await started.adapter.connect({ connectorId: 'latch-dev-cosmos', networkId })
  started.events.length = 0
  return { ...started, window, wallet, connection }
}

// Resolves once the adapter has emitted `count` events.
const eventsAfter = async (events: unknown[], count: number) => {
  for (let tries = 0; events.length < count && tries < 100; tries += 1) await settle()
  return events
}

describe('cosmosAdapter: wallet events', () => {
  it('behavior: the visitor picks another account in the wallet → accountsChanged with its address', async () => {
    const { wallet, events } = await connected()
    wallet.switchAccount(1)
    const next = await wallet.addressOn('cosmoshub-4')
    expect(await eventsAfter(events, 1)).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'latch-dev-cosmos',
        accounts: [{ address: `cosmos:cosmoshub-4:${next}`, type: 'eoa', publicKey: expect.any(String) }],
      },
    ])
  })

  it('behavior: the visitor removes the site in the wallet → disconnected with a typed error', async () => {
    const { wallet, events } = await connected()
    wallet.revoke()
    const [event] = await eventsAfter(events, 1)
    expect(event).toMatchObject({ type: 'disconnected', connectorId: 'latch-dev-cosmos' })
    expect((event as { error?: Error }).error?.name).toBe('WalletRequestError')
  })

  it('behavior: a keystore event with the same account changes nothing', async () => {
    const { window, wallet, events } = await connected()
    window.dispatchEvent(new Event(wallet.keystoreEvent))
    await settle()
    await settle()
    expect(events).toEqual([])
  })

  it('behavior: disconnect revokes the site in the wallet and stops following its events', async () => {
    const { adapter, wallet, events } = await connected()
    await adapter.disconnect('latch-dev-cosmos')
    expect(wallet.enabledChains).toEqual([])
    wallet.switchAccount(2)
    await settle()
    expect(events).toEqual([])
  })
})

describe('cosmosAdapter: the dapp chooses the network (selectNetwork)', () => {
  it('behavior: a chain granted at connect: the account re-read for it, with no prompt', async () => {
    const { adapter, wallet, events } = await connected()
    const prompts = wallet.prompts.length
    const connection = await adapter.selectNetwork?.({
      connectorId: 'latch-dev-cosmos',
      networkId: osmosis.id,
    })
    expect(connection).toEqual({
      connectorId: 'latch-dev-cosmos',
      networkId: 'cosmos:osmosis-1',
      accounts: [
        {
          address: `cosmos:osmosis-1:${await wallet.addressOn('osmosis-1')}`,
          type: 'eoa',
          publicKey: expect.any(String),
        },
      ],
    })
    expect(wallet.prompts.length).toBe(prompts)
    expect(wallet.requests.at(-1)).toBe('getKey')
    // From then on, an account change is read on Osmosis.
    wallet.switchAccount(3)
    const [event] = await eventsAfter(events, 1)
    expect(event).toMatchObject({
      type: 'accountsChanged',
      accounts: [{ address: `cosmos:osmosis-1:${await wallet.addressOn('osmosis-1')}` }],
    })
  })

  it('behavior: a chain the wallet had not granted asks it once (enable), then reads the account', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window, { id: 'unused' })
    const p = wallet.provider
    // No chain list: connect can only grant the chosen chain.
    const older: KeplrLike = { enable: (ids) => p.enable(ids), getKey: (id) => p.getKey(id) }
    const { adapter } = await startAdapter(window, {
      wallets: [{ id: 'older', name: 'Older', provider: older }],
    })
    await adapter.connect({ connectorId: 'older', networkId: cosmosHub.id })
    expect(wallet.enabledChains).toEqual(['cosmoshub-4'])
    const connection = await adapter.selectNetwork?.({ connectorId: 'older', networkId: osmosis.id })
    expect(mainAddress(connection ?? { accounts: [] })).toMatch(/^cosmos:osmosis-1:osmo1/)
    expect(wallet.prompts).toEqual(['enable', 'enable'])
    wallet.rejectNext()
    await expect(
      adapter.selectNetwork?.({ connectorId: 'older', networkId: 'cosmos:latch-local-1' }),
    ).rejects.toBeInstanceOf(Error)
  })

  it('behavior: declining that prompt is a user rejection and keeps the current network', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window, { id: 'unused' })
    const p = wallet.provider
    const older: KeplrLike = {
      enable: (ids) => p.enable(ids),
      getKey: (id) => p.getKey(id),
      signArbitrary: (chainId, signer, data) => p.signArbitrary(chainId, signer, data),
    }
    const { adapter } = await startAdapter(window, {
      wallets: [{ id: 'older', name: 'Older', provider: older }],
    })
    const connection = await adapter.connect({ connectorId: 'older', networkId: cosmosHub.id })
    wallet.rejectNext()
    await expect(
      adapter.selectNetwork?.({ connectorId: 'older', networkId: osmosis.id }),
    ).rejects.toBeInstanceOf(UserRejectedError)
    await expect(
      adapter.signMessage({ address: mainAddress(connection), message: 'still here' }),
    ).resolves.toBeTypeOf('string')
  })

  it('behavior: selectNetwork without a connection → ConnectorNotFoundError', async () => {
    const { adapter } = await startAdapter(testWindow())
    await expect(
      adapter.selectNetwork?.({ connectorId: 'keplr', networkId: osmosis.id }),
    ).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })
})
