import { createStacksDevWallet } from '@latch/fixture-stacks/devWallet'
import { describe, expect, it } from 'vitest'
import { scanProviders } from './createProviderRegistry'
import { requestWallet } from './requestWallet'

const provider = () => ({ request: async () => ({ jsonrpc: '2.0', id: 1, result: null }) })

describe('scanProviders (the wbip_providers registry)', () => {
  it('default: registered wallets whose provider exists at their dotted window path, with their own name and icon', () => {
    const scope: Record<string, unknown> = {}
    createStacksDevWallet({ id: 'DevOne', name: 'Dev One' }).register(scope)
    scope.Nested = { StacksProvider: provider() }
    ;(scope.wbip_providers as unknown[]).push({
      id: 'Nested.StacksProvider',
      name: 'Nested',
      icon: 'data:image/png;base64,AA==',
    })
    expect(scanProviders(scope).map(({ info }) => info)).toEqual([
      {
        id: 'DevOne',
        name: 'Dev One',
        icon: expect.stringMatching(/^data:image\/svg/),
        webUrl: 'https://latch.example',
      },
      { id: 'Nested.StacksProvider', name: 'Nested', icon: 'data:image/png;base64,AA==' },
    ])
  })

  it('behavior: entries without a provider, malformed entries and hostile ids are skipped; duplicates once', () => {
    const scope: Record<string, unknown> = {
      Real: provider(),
      NotAProvider: { hello: 1 },
      wbip_providers: [
        { id: 'Missing', name: 'Missing' },
        { id: 'NotAProvider', name: 'Not a provider' },
        { id: 'Real', name: '' },
        { id: 'constructor.constructor', name: 'Hostile' },
        'junk',
        null,
        { id: 'Real', name: 'Real Wallet' },
        { id: 'Real', name: 'Real Wallet again' },
      ],
    }
    expect(scanProviders(scope).map(({ info }) => info.name)).toEqual(['Real Wallet'])
  })

  it('behavior: well-known wallets that inject without registering (Leather, Xverse) are found by their global', () => {
    const scope = { LeatherProvider: provider(), XverseProviders: { BitcoinProvider: provider() } }
    expect(scanProviders(scope).map(({ info }) => info)).toEqual([
      { id: 'LeatherProvider', name: 'Leather' },
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse' },
    ])
  })
})

describe('requestWallet (the layer under @stacks/connect’s request)', () => {
  it('behavior: Xverse’s Bitcoin provider gets wallet_connect for getAddresses, as @stacks/connect renames it', async () => {
    const calls: string[] = []
    const xverse = {
      signMultipleTransactions: () => {},
      createRepeatInscriptions: () => {},
      request: async (method: string) => {
        calls.push(method)
        return { jsonrpc: '2.0', id: 1, result: { addresses: [] } }
      },
    }
    expect(await requestWallet(xverse, 'getAddresses', { network: 'mainnet' })).toEqual({ addresses: [] })
    await requestWallet(xverse, 'stx_signMessage', { message: 'x' })
    expect(calls).toEqual(['wallet_connect', 'stx_signMessage'])
  })

  it('behavior: a response without a body is an error; an { error } response is its typed error', async () => {
    await expect(requestWallet({ request: async () => undefined }, 'getAddresses')).rejects.toMatchObject({
      name: 'WalletRequestError',
    })
    await expect(
      requestWallet(
        { request: async () => ({ jsonrpc: '2.0', id: 1, error: { code: 4001, message: 'nope' } }) },
        'x',
      ),
    ).rejects.toMatchObject({ name: 'UserRejectedError' })
  })
})
