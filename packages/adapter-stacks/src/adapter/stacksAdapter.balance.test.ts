import { startStacksApiServer } from '@latch/fixture-stacks/apiServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adapterContext, devWallet, setUpAdapter } from '../../test/testContext'
import { stacksMainnet, stacksTestnet } from '../networks/stacksNetworks'

// Its own API server, so the test can set balances and read what the adapter asked for.
let api: Awaited<ReturnType<typeof startStacksApiServer>>
beforeAll(async () => {
  api = await startStacksApiServer()
})
afterAll(() => api.close())

const contextOn = (url: string) => ({
  ...adapterContext(),
  customRpcUrls: { [stacksTestnet.id]: [url], [stacksMainnet.id]: [url] },
})

describe('stacksAdapter: balance from the Stacks API', () => {
  it('default: STX with 6 decimals from GET /extended/v1/address/:principal/stx', async () => {
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] }, contextOn(api.url))
    const { accounts } = await adapter.connect({ connectorId: wallet.info.id })
    api.setBalance(wallet.stxAddress('testnet'), 1_234_567_890n)
    const balance = await adapter.getBalance?.({ address: accounts[0]?.address ?? 'stacks:1:none' })
    expect(balance).toEqual({ value: '1234567890', formatted: '1234.56789', symbol: 'STX', decimals: 6 })
    expect(api.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/extended/v1/address/${wallet.stxAddress('testnet')}/stx`,
    })
  })

  it('parameters: without customRpcUrls the network’s own URL is used; a host override wins', async () => {
    const other = await startStacksApiServer()
    try {
      const { wallet } = devWallet()
      other.setBalance(wallet.stxAddress('mainnet'), 5_000_000n)
      api.setBalance(wallet.stxAddress('mainnet'), 7_000_000n)
      const own = setUpAdapter(
        {},
        { ...adapterContext(), networks: [{ ...stacksMainnet, rpcUrls: [other.url] }], customRpcUrls: {} },
      )
      const address = `stacks:1:${wallet.stxAddress('mainnet')}` as const
      expect((await own.adapter.getBalance?.({ address }))?.formatted).toBe('5')
      const overridden = setUpAdapter(
        {},
        {
          ...adapterContext(),
          networks: [{ ...stacksMainnet, rpcUrls: [other.url] }],
          customRpcUrls: { 'stacks:1': [api.url] },
        },
      )
      expect((await overridden.adapter.getBalance?.({ address }))?.formatted).toBe('7')
    } finally {
      await other.close()
    }
  })

  it('behavior: an address of the other network’s version is InvalidAddressError before any request', async () => {
    const { wallet } = devWallet()
    const { adapter } = setUpAdapter({}, contextOn(api.url))
    const count = api.requests.length
    await expect(
      adapter.getBalance?.({ address: `stacks:1:${wallet.stxAddress('testnet')}` }),
    ).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    expect(api.requests.length).toBe(count)
  })

  it('behavior: an API error or a body without a balance is an error, never a wrong number', async () => {
    const { wallet } = devWallet()
    const { adapter } = setUpAdapter({}, contextOn(`${api.url}/nothing-here`))
    await expect(
      adapter.getBalance?.({ address: `stacks:2147483648:${wallet.stxAddress('testnet')}` }),
    ).rejects.toMatchObject({
      name: 'WalletRequestError',
      details: expect.stringContaining('Stacks API answered 404'),
    })
  })
})
