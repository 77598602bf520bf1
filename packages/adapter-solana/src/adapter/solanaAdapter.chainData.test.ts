import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freshAddress } from '@latch/fixture-solana/devWallet'
import {
  createTestMint,
  createToken2022Mint,
  mintTokens,
  pointMetadataElsewhere,
  type TestMint,
  writeTokenMetadata,
} from '@latch/fixture-solana/rpcServer'
import { address } from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  adapterContext,
  fundedSigner,
  rpcUrl,
  setUpAdapter,
  testRpc,
  transferTokens,
} from '../../test/testContext'
import { solanaLocalnet } from '../networks/solanaNetworks'
import { solanaAdapter } from './solanaAdapter'

let mint6: TestMint
let mint9: TestMint

beforeAll(async () => {
  const authority = await fundedSigner(10_000_000_000)
  mint6 = await createTestMint(testRpc(), authority, 6)
  mint9 = await createTestMint(testRpc(), authority, 9)
})

/** A JSON-RPC endpoint in front of the SVM server that, like many public RPCs, keeps no transaction history. */
async function startRpcWithoutHistory(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const call = JSON.parse(body) as { id: number; method: string }
    response.setHeader('content-type', 'application/json')
    if (call.method === 'getSignaturesForAddress') {
      response.end(
        JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }),
      )
      return
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

const adapterOnLocalnet = () => setUpAdapter(solanaAdapter({ wallets: [], discover: false })).adapter

describe('solanaAdapter: chain data (the Tokens and Activity tabs default)', () => {
  it("default: the account's SPL token accounts, one holding per mint, with the mint's decimals", async () => {
    const owner = freshAddress()
    await mintTokens(testRpc(), mint6, owner, 1_500_000n)
    await mintTokens(testRpc(), mint9, owner, 2_000_000_001n)
    const holdings = await adapterOnLocalnet().getTokenBalances?.({
      address: `solana:localnet:${owner}`,
      tokens: [],
    })
    expect(holdings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ address: mint6.mint, decimals: 6, quantity: '1.5' }),
        expect.objectContaining({ address: mint9.mint, decimals: 9, quantity: '2.000000001' }),
      ]),
    )
    expect(holdings).toHaveLength(2)
  })

  it('default: a mint with a Metaplex Metadata account is named by it, in Tokens and in Activity', async () => {
    const authority = await fundedSigner(1_000_000_000)
    const named = await createTestMint(testRpc(), authority, 6)
    await writeTokenMetadata(rpcUrl(), named.mint, {
      name: 'Airdrop Dollar',
      symbol: 'ADRP',
      uri: 'https://example.invalid/adrp.json',
      updateAuthority: authority.address,
    })
    const owner = freshAddress()
    await mintTokens(testRpc(), named, owner, 2_000_000n)
    await mintTokens(testRpc(), mint6, owner, 1n)
    const adapter = adapterOnLocalnet()
    const holdings = await adapter.getTokenBalances?.({ address: `solana:localnet:${owner}`, tokens: [] })
    expect(holdings?.find((holding) => holding.address === named.mint)).toMatchObject({
      name: 'Airdrop Dollar',
      symbol: 'ADRP',
      decimals: 6,
      quantity: '2',
    })
    // A mint without metadata still shows by its address.
    expect(holdings?.find((holding) => holding.address === mint6.mint)?.name).toBe(mint6.mint)
    // An SPL transfer of the mint in Activity is named too.
    const sender = await fundedSigner(1_000_000_000)
    await mintTokens(testRpc(), named, sender.address, 5_000_000n)
    await transferTokens(named, sender, owner, 1_500_000n)
    // The sender's history holds it (the receiver's wallet address is not in the transaction, only its token account).
    const items = (await adapter.getActivity?.({ address: `solana:localnet:${sender.address}` })) ?? []
    expect(items[0]).toMatchObject({
      direction: 'sent',
      counterparty: owner,
      amount: { formatted: '1.5', symbol: 'ADRP', tokenAddress: named.mint },
    })
  })

  it('default: a Token-2022 mint is named by its own TokenMetadata extension, in Tokens and in Activity', async () => {
    const authority = await fundedSigner(1_000_000_000)
    const named = await createToken2022Mint(testRpc(), authority, 6, {
      metadata: { name: 'Extension Dollar', symbol: 'EXTD', uri: 'https://example.invalid/extd.json' },
    })
    const plain = await createToken2022Mint(testRpc(), authority, 9)
    const owner = freshAddress()
    await mintTokens(testRpc(), named, owner, 2_500_000n)
    await mintTokens(testRpc(), plain, owner, 1n)
    const adapter = adapterOnLocalnet()
    const holdings = await adapter.getTokenBalances?.({ address: `solana:localnet:${owner}`, tokens: [] })
    expect(holdings?.find((holding) => holding.address === named.mint)).toMatchObject({
      name: 'Extension Dollar',
      symbol: 'EXTD',
      decimals: 6,
      quantity: '2.5',
    })
    // A Token-2022 mint without the extension still shows by its address.
    expect(holdings?.find((holding) => holding.address === plain.mint)?.name).toBe(plain.mint)
    // A Token-2022 transfer of the named mint in Activity carries its name too.
    const sender = await fundedSigner(1_000_000_000)
    await mintTokens(testRpc(), named, sender.address, 5_000_000n)
    await transferTokens(named, sender, owner, 1_000_000n)
    const items = (await adapter.getActivity?.({ address: `solana:localnet:${sender.address}` })) ?? []
    expect(items[0]).toMatchObject({
      direction: 'sent',
      amount: { formatted: '1', symbol: 'EXTD', tokenAddress: named.mint },
    })
  })

  it('behavior: a Token-2022 mint whose MetadataPointer was moved elsewhere is not named by the stale copy in the mint', async () => {
    const authority = await fundedSigner(1_000_000_000)
    const mint = await createToken2022Mint(testRpc(), authority, 6, {
      metadata: { name: 'USD Coin', symbol: 'USDC' },
    })
    await pointMetadataElsewhere(testRpc(), mint, freshAddress())
    const owner = freshAddress()
    await mintTokens(testRpc(), mint, owner, 1n)
    const holdings = await adapterOnLocalnet().getTokenBalances?.({
      address: `solana:localnet:${owner}`,
      tokens: [],
    })
    expect(holdings?.[0]).toMatchObject({ address: mint.mint, name: mint.mint })
    expect(holdings?.[0]?.symbol).not.toBe('USDC')
  })

  it('behavior: a Metadata-shaped account the Token Metadata program does not own names nothing', async () => {
    const authority = await fundedSigner(1_000_000_000)
    const mint = await createTestMint(testRpc(), authority, 6)
    await writeTokenMetadata(
      rpcUrl(),
      mint.mint,
      { name: 'USD Coin', symbol: 'USDC', updateAuthority: authority.address },
      { owner: '11111111111111111111111111111111' },
    )
    const owner = freshAddress()
    await mintTokens(testRpc(), mint, owner, 1n)
    const holdings = await adapterOnLocalnet().getTokenBalances?.({
      address: `solana:localnet:${owner}`,
      tokens: [],
    })
    expect(holdings?.[0]?.name).toBe(mint.mint)
    expect(holdings?.[0]?.symbol).not.toBe('USDC')
  })

  it('behavior: an account without token accounts holds no tokens', async () => {
    const holdings = await adapterOnLocalnet().getTokenBalances?.({
      address: `solana:localnet:${freshAddress()}`,
      tokens: [],
    })
    expect(holdings).toEqual([])
  })

  it('default: the transactions that touched the account, each with its signature and time', async () => {
    const owner = freshAddress()
    await mintTokens(testRpc(), mint6, owner, 1n)
    const items = await adapterOnLocalnet().getActivity?.({ address: `solana:localnet:${owner}` })
    expect(items).toHaveLength(1)
    expect(items?.[0]).toMatchObject({
      networkId: 'solana:localnet',
      direction: 'contract',
      timestamp: expect.any(Number),
    })
    expect(items?.[0]?.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  })

  it('default: pages back through history, 20 signatures at a time, until an empty page', async () => {
    const owner = freshAddress()
    for (let index = 1; index <= 25; index++) await mintTokens(testRpc(), mint6, owner, BigInt(index))
    const all = (await testRpc().getSignaturesForAddress(address(owner), { limit: 1000 }).send()).map(
      (entry) => entry.signature as string,
    )
    expect(all.length).toBeGreaterThan(20)
    const adapter = adapterOnLocalnet()
    const at = `solana:localnet:${owner}` as const
    const first = (await adapter.getActivity?.({ address: at })) ?? []
    expect(first.map((item) => item.hash)).toEqual(all.slice(0, 20))
    const second = (await adapter.getActivity?.({ address: at, before: first.at(-1)?.hash as string })) ?? []
    expect(second.map((item) => item.hash)).toEqual(all.slice(20))
    expect(await adapter.getActivity?.({ address: at, before: second.at(-1)?.hash as string })).toEqual([])
  })

  it('behavior: a page cursor that is not a signature is refused with InvalidTransactionHashError', async () => {
    await expect(
      adapterOnLocalnet().getActivity?.({ address: `solana:localnet:${freshAddress()}`, before: '0xabc' }),
    ).rejects.toMatchObject({ name: 'InvalidTransactionHashError' })
  })

  it('behavior: an RPC without transaction history (no getSignaturesForAddress) is "not available"', async () => {
    const { url, server } = await startRpcWithoutHistory(rpcUrl())
    try {
      const adapter = setUpAdapter(solanaAdapter({ wallets: [], discover: false }), {
        ...adapterContext(),
        networks: [solanaLocalnet(url)],
      }).adapter
      await expect(
        adapter.getActivity?.({ address: `solana:localnet:${freshAddress()}` }),
      ).rejects.toMatchObject({
        name: 'ChainDataUnavailableError',
        message: 'Not available on this network',
      })
    } finally {
      server.close()
    }
  })
})
