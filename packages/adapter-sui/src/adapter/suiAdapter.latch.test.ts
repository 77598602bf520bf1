import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { createDevWallet } from '@latch/fixture-sui/devWallet'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { describe, expect, it } from 'vitest'
import { adapterContext, devWallet, fund } from '../../test/testContext'
import { suiAdapter } from './suiAdapter'

function client(wallet: ReturnType<typeof devWallet>, storage = createMemoryStorage()) {
  const { networks, customRpcUrls } = adapterContext()
  return createLatchClient({
    adapters: [suiAdapter({ wallets: [wallet], discover: false })],
    networks: [...networks],
    customRpcUrls: Object.fromEntries(Object.entries(customRpcUrls).map(([id, urls]) => [id, [...urls]])),
    storage,
  })
}

describe('suiAdapter inside createLatch (core flows)', () => {
  it('behavior: connect shows the account and its SUI balance; the signature core returns verifies', async () => {
    const wallet = devWallet()
    await fund(wallet.address, 3)
    const latch = client(wallet)
    await latch.connect({ namespace: 'sui', connectorId: wallet.name })
    await latch.fetchBalance('sui')
    expect(latch.getState().accounts.sui).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `sui:localnet:${wallet.address}`,
      balance: '3.75',
      balanceSymbol: 'SUI',
    })
    const message = 'Latch core sign'
    const signature = await latch.signMessage({ message, namespace: 'sui' })
    const key = await verifyPersonalMessageSignature(new TextEncoder().encode(message), signature, {
      address: wallet.address,
    })
    expect(key.toSuiAddress()).toBe(wallet.address)
  })

  it('behavior: a page reload restores the connection without a prompt (wallet grant kept in storage)', async () => {
    const secretKey = Ed25519Keypair.generate().getSecretKey()
    const walletStorage = createMemoryStorage()
    const latchStorage = createMemoryStorage()
    const name = `Reload wallet ${Date.now()}`
    const first = client(createDevWallet({ name, secretKey, storage: walletStorage }), latchStorage)
    await first.connect({ namespace: 'sui', connectorId: name })
    first.destroy()
    const reloaded = createDevWallet({ name, secretKey, storage: walletStorage })
    reloaded.rejectNext()
    const second = client(reloaded, latchStorage)
    second.mount()
    await expect.poll(() => second.getState().accounts.sui?.status).toBe('connected')
    expect(second.getState().accounts.sui?.address).toBe(reloaded.address)
    second.destroy()
  })

  it('behavior: switching network through core selects it in the adapter: the account and the sign chain follow, no prompt', async () => {
    const chains: (string | undefined)[] = []
    const wallet = devWallet({
      onRequest: (request) => request.method === 'sui:signPersonalMessage' && chains.push(request.chain),
    })
    await fund(wallet.address)
    const latch = client(wallet)
    await latch.connect({ namespace: 'sui', connectorId: wallet.name })
    // Armed: had the wallet been prompted by the network change, the change would fail.
    wallet.rejectNext()
    await latch.switchNetwork('sui:testnet')
    expect(latch.getState().accounts.sui?.caipAddress).toBe(`sui:testnet:${wallet.address}`)
    expect(latch.getState().networks.sui?.caipNetwork?.id).toBe('sui:testnet')
    await latch.fetchBalance('sui')
    expect(latch.getState().accounts.sui?.balance).toBe('1.25')
    await expect(latch.signMessage({ message: 'declined', namespace: 'sui' })).rejects.toThrow(
      'User rejected the request',
    )
    await latch.signMessage({ message: 'on testnet', namespace: 'sui' })
    expect(chains).toEqual(['sui:testnet', 'sui:testnet'])
  })

  it('behavior: the send flow refuses Sui (no sendTransfer), before any wallet prompt', async () => {
    const wallet = devWallet()
    const latch = client(wallet)
    await latch.connect({ namespace: 'sui', connectorId: wallet.name })
    latch.setSendToken({ symbol: 'SUI', decimals: 9 })
    latch.setSendAmount('0.1')
    latch.setSendReceiver(Ed25519Keypair.generate().toSuiAddress())
    await expect(latch.send()).rejects.toThrowError(
      expect.objectContaining({ name: 'UnsupportedChainError' }),
    )
  })
})
