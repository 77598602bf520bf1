import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { startStacksApiServer } from '@latch/fixture-stacks/apiServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devWallet, memoryStorage } from '../../test/testContext'
import { stacksMainnet, stacksTestnet } from '../networks/stacksNetworks'
import { verifyStacksSignature } from '../siwx/verifyStacksSignature'
import { stacksAdapter } from './stacksAdapter'

let api: Awaited<ReturnType<typeof startStacksApiServer>>
beforeAll(async () => {
  api = await startStacksApiServer()
})
afterAll(() => api.close())

function client(wallets: ReturnType<typeof devWallet>['entry'][]) {
  return createLatchClient({
    adapters: [stacksAdapter({ wallets, discover: false, storage: memoryStorage() })],
    networks: [
      { ...stacksTestnet, rpcUrls: [api.url] },
      { ...stacksMainnet, rpcUrls: [api.url] },
    ],
    storage: createMemoryStorage(),
  })
}

describe('stacksAdapter inside createLatch (core flows)', () => {
  it('behavior: connect shows the Stacks account and its STX; the Bitcoin accounts are kept with their roles', async () => {
    const { wallet, entry } = devWallet()
    api.setBalance(wallet.stxAddress('testnet'), 12_000_000n)
    const latch = client([entry])
    await latch.connect({ namespace: 'stacks', connectorId: wallet.info.id })
    await latch.fetchBalance('stacks')
    const account = latch.getState().accounts.stacks
    expect(account).toMatchObject({
      status: 'connected',
      address: wallet.stxAddress('testnet'),
      caipAddress: `stacks:2147483648:${wallet.stxAddress('testnet')}`,
      balance: '12',
      balanceSymbol: 'STX',
    })
    expect(account?.allAccounts.map((entry) => entry.purpose)).toEqual(['stacks', 'payment', 'ordinals'])
  })

  it('behavior: the dapp switches to mainnet: the SP… address of the same key and its balance, no wallet prompt', async () => {
    const { wallet, entry } = devWallet()
    api.setBalance(wallet.stxAddress('mainnet'), 3_000_000n)
    const latch = client([entry])
    await latch.connect({ namespace: 'stacks', connectorId: wallet.info.id })
    const requests = wallet.requests.length
    await latch.switchNetwork('stacks:1')
    await latch.fetchBalance('stacks')
    expect(latch.getState().accounts.stacks).toMatchObject({
      caipAddress: `stacks:1:${wallet.stxAddress('mainnet')}`,
      balance: '3',
    })
    expect(wallet.requests.length).toBe(requests)
    const message = 'signed on mainnet'
    const signature = await latch.signMessage({ message, namespace: 'stacks' })
    expect(
      verifyStacksSignature({ message, signature, address: `stacks:1:${wallet.stxAddress('mainnet')}` }),
    ).toBe(true)
  })

  it('behavior: a declined connect leaves stacks disconnected, and the next try works (RELIABILITY #10)', async () => {
    const { wallet, entry } = devWallet()
    const latch = client([entry])
    wallet.rejectNext()
    await expect(latch.connect({ namespace: 'stacks', connectorId: wallet.info.id })).rejects.toMatchObject({
      name: 'UserRejectedError',
    })
    expect(latch.getState().accounts.stacks?.status).not.toBe('connected')
    await latch.connect({ namespace: 'stacks', connectorId: wallet.info.id })
    expect(latch.getState().accounts.stacks?.status).toBe('connected')
    // Let the balance read that connect starts finish before the API stops.
    await latch.fetchBalance('stacks')
  })
})
