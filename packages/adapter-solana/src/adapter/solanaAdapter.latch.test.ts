import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { freshAddress } from '@latch/fixture-solana/devWallet'
import { createTestMint, mintTokens, readTokenBalance } from '@latch/fixture-solana/rpcServer'
import { describe, expect, it } from 'vitest'
import { fundedDevWallet, fundedSigner, lamportsOf, localnet, rpcUrl, testRpc } from '../../test/testContext'
import { solanaLocalnet } from '../networks/solanaNetworks'
import { solanaAdapter } from './solanaAdapter'

async function connectedClient(sol: number) {
  const wallet = await fundedDevWallet(sol)
  const client = createLatchClient({
    adapters: [solanaAdapter({ wallets: [wallet], discover: false })],
    // Two cluster ids over the same SVM RPC, so a network switch stays offline.
    networks: [localnet(), solanaLocalnet(rpcUrl(), 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC')],
    storage: createMemoryStorage(),
  })
  await client.connect({ namespace: 'solana', connectorId: wallet.name })
  await client.fetchBalance('solana')
  return { wallet, client }
}

describe('solanaAdapter inside createLatch (core flows)', () => {
  it('behavior: connect shows the account and balance; the send flow moves 0.25 SOL to a fresh address', async () => {
    const { wallet, client } = await connectedClient(10)
    expect(client.getState().accounts.solana).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `solana:localnet:${wallet.address}`,
      balance: '10',
      balanceSymbol: 'SOL',
    })
    const to = freshAddress()
    client.setSendToken({ symbol: 'SOL', decimals: 9 })
    client.setSendAmount('0.25')
    client.setSendReceiver(to)
    const hash = await client.send()
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamportsOf(to)).toBe(250_000_000n)
  })

  it('behavior: the send flow moves an SPL amount by mint, creating the receiver token account', async () => {
    const { wallet, client } = await connectedClient(1)
    const authority = await fundedSigner(1_000_000_000)
    const mint = await createTestMint(testRpc(), authority, 6)
    await mintTokens(testRpc(), mint, wallet.address, 5_000_000n)
    const to = freshAddress()
    client.setSendToken({ address: mint.mint, symbol: 'TEST', decimals: 6 })
    client.setSendAmount('1.25')
    client.setSendReceiver(to)
    await client.send()
    expect(await readTokenBalance(testRpc(), mint.mint, to)).toBe(1_250_000n)
    expect(await readTokenBalance(testRpc(), mint.mint, wallet.address)).toBe(3_750_000n)
  })

  it('an SPL mint the host did not list shows in Tokens marked unverified, never under the listed mint’s name; the listed one is not marked (issue 41)', async () => {
    const wallet = await fundedDevWallet(1)
    const authority = await fundedSigner(1_000_000_000)
    const listed = await createTestMint(testRpc(), authority, 6)
    const unlisted = await createTestMint(testRpc(), authority, 9)
    await mintTokens(testRpc(), listed, wallet.address, 2_000_000n)
    await mintTokens(testRpc(), unlisted, wallet.address, 7_000_000_000n)
    const client = createLatchClient({
      adapters: [solanaAdapter({ wallets: [wallet], discover: false })],
      networks: [localnet()],
      storage: createMemoryStorage(),
      tokens: { 'solana:localnet': [{ address: listed.mint, symbol: 'LUSD', name: 'Latch USD' }] },
    })
    await client.connect({ namespace: 'solana', connectorId: wallet.name })
    await client.fetchTokens('solana')
    const tokens = client.getState().accounts.solana?.tokenBalance ?? []
    const listedRow = tokens.find((token) => token.address === listed.mint)
    expect(listedRow).toMatchObject({ symbol: 'LUSD', name: 'Latch USD', quantity: '2' })
    expect(listedRow?.unverified).toBeUndefined()
    const unlistedRow = tokens.find((token) => token.address === unlisted.mint)
    expect(unlistedRow).toMatchObject({ quantity: '7', unverified: true })
    expect(unlistedRow?.symbol).not.toBe('LUSD')
    expect(unlistedRow?.name).not.toBe('Latch USD')
  })

  it('behavior: a rejected send leaves the client connected with the form intact (RELIABILITY #10)', async () => {
    const { wallet, client } = await connectedClient(1)
    const to = freshAddress()
    client.setSendToken({ symbol: 'SOL', decimals: 9 })
    client.setSendAmount('0.25')
    client.setSendReceiver(to)
    wallet.rejectNext()
    await expect(client.send()).rejects.toThrow('User rejected the request')
    expect(client.getState().accounts.solana?.status).toBe('connected')
    expect(client.getState().send).toMatchObject({
      sendTokenAmount: '0.25',
      receiverAddress: to,
      loading: false,
    })
    expect(await lamportsOf(to)).toBe(0n)
  })

  it('behavior: switching network moves the account and the sends to the other cluster id', async () => {
    const { wallet, client } = await connectedClient(1)
    const other = solanaLocalnet(rpcUrl(), 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC')
    expect(other.id).toBe('solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69')
    await client.switchNetwork(other.id)
    expect(client.getState().accounts.solana?.caipAddress).toBe(`${other.id}:${wallet.address}`)
    expect(client.getState().networks.solana?.caipNetwork?.id).toBe(other.id)
    const to = freshAddress()
    client.setSendToken({ symbol: 'SOL', decimals: 9 })
    client.setSendAmount('0.25')
    client.setSendReceiver(to)
    await client.send()
    expect(await lamportsOf(to)).toBe(250_000_000n)
  })

  it('behavior: a bad receiver is refused by the send flow before the wallet is asked', async () => {
    const { wallet, client } = await connectedClient(1)
    client.setSendToken({ symbol: 'SOL', decimals: 9 })
    client.setSendAmount('0.25')
    client.setSendReceiver('0x52908400098527886E0F7030069857D2E4169EE7')
    wallet.rejectNext()
    await expect(client.send()).rejects.toThrow('The address is not valid for this network')
    // The armed rejection was not consumed: no prompt was shown.
    await expect(client.signMessage({ message: 'x', namespace: 'solana' })).rejects.toThrow(
      'User rejected the request',
    )
  })
})
