import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freshAddress } from '@latch/fixture-solana/devWallet'
import { createTestMint, mintTokens, type TestMint } from '@latch/fixture-solana/rpcServer'
import { beforeAll, describe, expect, it } from 'vitest'
import { adapterContext, fundedSigner, rpcUrl, setUpAdapter, testRpc } from '../../test/testContext'
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
