import { freshAddress } from '@latch/fixture-solana/devWallet'
import { createTestMint, mintTokens, type TestMint } from '@latch/fixture-solana/rpcServer'
import { beforeAll, describe, expect, it } from 'vitest'
import { fundedSigner, setUpAdapter, testRpc } from '../../test/testContext'
import { solanaAdapter } from './solanaAdapter'

let mint6: TestMint
let mint9: TestMint

beforeAll(async () => {
  const authority = await fundedSigner(10_000_000_000)
  mint6 = await createTestMint(testRpc(), authority, 6)
  mint9 = await createTestMint(testRpc(), authority, 9)
})

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

  it('behavior: an RPC without transaction history (no getSignaturesForAddress) is "not available"', async () => {
    await expect(
      adapterOnLocalnet().getActivity?.({ address: `solana:localnet:${freshAddress()}` }),
    ).rejects.toMatchObject({ name: 'ChainDataUnavailableError', message: 'Not available on this network' })
  })
})
