import { UnsupportedChainError } from '@latch/core'
import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { describe, expect, it } from 'vitest'
import { installDevWallet, localnet, rpcUrl, testWindow } from '../../test/testContext'
import { cosmosHub, osmosis } from '../networks/cosmosNetworks'
import { cosmosAdapter } from './cosmosAdapter'

async function connectedClient() {
  const window = testWindow()
  const wallet = installDevWallet(window)
  const client = createLatchClient({
    adapters: [cosmosAdapter({ window })],
    networks: [localnet(), cosmosHub, osmosis],
    customRpcUrls: { [cosmosHub.id]: [rpcUrl()], [osmosis.id]: [rpcUrl()] },
    storage: createMemoryStorage(),
    features: { debug: false },
  })
  client.mount(new EventTarget())
  await client.connect({ namespace: 'cosmos', connectorId: 'latch-dev-cosmos' })
  await client.fetchBalance('cosmos')
  return { wallet, client }
}

const settled = (check: () => boolean) => expect.poll(check, { interval: 5, timeout: 5_000 }).toBe(true)

describe('cosmosAdapter inside createLatch (core flows)', () => {
  it('behavior: connect shows the bech32 account and its STAKE balance from the local node', async () => {
    const { wallet, client } = await connectedClient()
    const address = await wallet.addressOn('latch-local-1')
    expect(client.getState().accounts.cosmos).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `cosmos:latch-local-1:${address}`,
      balance: '12.345678',
      balanceSymbol: 'STAKE',
    })
  })

  it('behavior: the dapp switches to Osmosis: the osmo1… address of the same key and its OSMO, no wallet prompt', async () => {
    const { wallet, client } = await connectedClient()
    const prompts = wallet.prompts.length
    await client.switchNetwork(osmosis.id)
    const osmo = await wallet.addressOn('osmosis-1')
    expect(client.getState().accounts.cosmos).toMatchObject({
      address: osmo,
      caipAddress: `cosmos:osmosis-1:${osmo}`,
    })
    await settled(() => client.getState().accounts.cosmos?.balance === '7.000001')
    expect(client.getState().accounts.cosmos?.balanceSymbol).toBe('OSMO')
    expect(wallet.prompts.length).toBe(prompts)
  })

  it('behavior: the visitor switches account in the wallet → the new address reaches state', async () => {
    const { wallet, client } = await connectedClient()
    wallet.switchAccount(1)
    const next = await wallet.addressOn('latch-local-1')
    await settled(() => client.getState().accounts.cosmos?.address === next)
  })

  it('behavior: the site is removed in the wallet → the cosmos namespace disconnects', async () => {
    const { wallet, client } = await connectedClient()
    wallet.revoke()
    await settled(() => client.getState().accounts.cosmos?.status === 'disconnected')
  })

  it('behavior: the send flow answers the unsupported-chain error (the spec sends on eip155 and solana only)', async () => {
    const { client } = await connectedClient()
    client.setSendToken({ symbol: 'STAKE', decimals: 6 })
    client.setSendAmount('1')
    client.setSendReceiver('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')
    await expect(client.send()).rejects.toBeInstanceOf(UnsupportedChainError)
  })
})
