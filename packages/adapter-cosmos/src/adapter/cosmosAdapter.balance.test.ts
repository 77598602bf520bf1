import { InvalidAddressError, UnsupportedChainError, WalletRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { adapterContext, installDevWallet, startAdapter, testWindow } from '../../test/testContext'
import { cosmosHub, cosmosLocalnet, osmosis } from '../networks/cosmosNetworks'

async function addressesOf() {
  const window = testWindow()
  const wallet = installDevWallet(window)
  return { window, hub: await wallet.addressOn('cosmoshub-4'), osmo: await wallet.addressOn('osmosis-1') }
}

describe('cosmosAdapter: balances through @cosmjs/stargate over CometBFT RPC', () => {
  it('default: the native balance of each network, read from the local node (status + abci_query)', async () => {
    const { window, hub, osmo } = await addressesOf()
    const { adapter } = await startAdapter(window)
    expect(await adapter.getBalance?.({ address: `cosmos:latch-local-1:${hub}` })).toEqual({
      value: '12345678',
      formatted: '12.345678',
      symbol: 'STAKE',
      decimals: 6,
    })
    // customRpcUrls points the Hub and Osmosis at the local node.
    expect(await adapter.getBalance?.({ address: `cosmos:cosmoshub-4:${hub}` })).toEqual({
      value: '2500000',
      formatted: '2.5',
      symbol: 'ATOM',
      decimals: 6,
    })
    expect(await adapter.getBalance?.({ address: `cosmos:osmosis-1:${osmo}` })).toMatchObject({
      value: '7000001',
      formatted: '7.000001',
      symbol: 'OSMO',
    })
  })

  it('behavior: an empty account reads 0', async () => {
    const { adapter } = await startAdapter(testWindow())
    const address = 'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    expect(await adapter.getBalance?.({ address })).toMatchObject({ value: '0', formatted: '0' })
  })

  it('behavior: an address of another prefix is refused before any request; an unknown network is unsupported', async () => {
    const { window, osmo } = await addressesOf()
    const { adapter } = await startAdapter(window)
    await expect(adapter.getBalance?.({ address: `cosmos:cosmoshub-4:${osmo}` })).rejects.toBeInstanceOf(
      InvalidAddressError,
    )
    await expect(adapter.getBalance?.({ address: `cosmos:juno-1:${osmo}` })).rejects.toBeInstanceOf(
      UnsupportedChainError,
    )
  })

  it('behavior: a node that does not answer is a typed error, and the next read tries again', async () => {
    const { window, hub } = await addressesOf()
    const context = adapterContext()
    const dead = cosmosLocalnet('http://127.0.0.1:9', { chainId: 'dead-1' })
    const { adapter } = await startAdapter(window, {}, { ...context, networks: [...context.networks, dead] })
    await expect(adapter.getBalance?.({ address: `cosmos:dead-1:${hub}` })).rejects.toBeInstanceOf(
      WalletRequestError,
    )
    expect(await adapter.getBalance?.({ address: `cosmos:cosmoshub-4:${hub}` })).toMatchObject({
      value: '2500000',
    })
    expect([cosmosHub.id, osmosis.id]).toEqual(['cosmos:cosmoshub-4', 'cosmos:osmosis-1'])
  })
})
