import { freshAddress } from '@latch/fixture-solana/devWallet'
import {
  createTestMint,
  mintTokens,
  type TestMint,
  writeTokenMetadata,
} from '@latch/fixture-solana/rpcServer'
import { address, type KeyPairSigner } from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { fundedSigner, rpcUrl, setUpAdapter, testRpc, transferTokens } from '../../test/testContext'
import { solanaAdapter } from './solanaAdapter'

let named: TestMint
let sender: KeyPairSigner

beforeAll(async () => {
  const authority = await fundedSigner(10_000_000_000)
  named = await createTestMint(testRpc(), authority, 6)
  await writeTokenMetadata(rpcUrl(), named.mint, {
    name: 'Airdrop Dollar',
    symbol: 'ADRP',
    uri: 'https://example.invalid/adrp.json',
    updateAuthority: authority.address,
  })
  sender = await fundedSigner(10_000_000_000)
  await mintTokens(testRpc(), named, sender.address, 1_000_000_000n)
})

const transferTo = (owner: string, amount: bigint) => transferTokens(named, sender, owner, amount)

/** An account holding the mint (its token account exists), with no other history. */
async function receivingAccount(): Promise<string> {
  const owner = freshAddress()
  await mintTokens(testRpc(), named, owner, 1n)
  return owner
}

const adapterOnLocalnet = () => setUpAdapter(solanaAdapter({ wallets: [], discover: false })).adapter

describe('solanaAdapter: incoming SPL transfers in Activity (issue 41, Deliver 6)', () => {
  it('behavior: an SPL transfer received into the wallet’s token account is listed: received, from the sender, its amount and the mint’s name', async () => {
    const owner = await receivingAccount()
    await transferTo(owner, 1_500_000n)
    // The wallet's own history does not hold it: only its token account is in the transaction.
    const own = await testRpc().getSignaturesForAddress(address(owner), { limit: 10 }).send()
    expect(own).toHaveLength(1)
    const items = (await adapterOnLocalnet().getActivity?.({ address: `solana:localnet:${owner}` })) ?? []
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({
      networkId: 'solana:localnet',
      direction: 'received',
      counterparty: sender.address,
      amount: { formatted: '1.5', symbol: 'ADRP', tokenAddress: named.mint },
    })
    expect(items[0]?.hash).not.toBe(own[0]?.signature)
    // The token account's creation, in both histories, is listed once.
    expect(items[1]?.hash).toBe(own[0]?.signature)
  })

  it('behavior: received transfers page back with the rest, 20 at a time, none twice and none left out', async () => {
    const owner = await receivingAccount()
    for (let index = 1; index <= 24; index++) await transferTo(owner, BigInt(index) * 1_000_000n)
    const adapter = adapterOnLocalnet()
    const at = `solana:localnet:${owner}` as const
    const first = (await adapter.getActivity?.({ address: at })) ?? []
    expect(first).toHaveLength(20)
    const second = (await adapter.getActivity?.({ address: at, before: first.at(-1)?.hash as string })) ?? []
    expect(await adapter.getActivity?.({ address: at, before: second.at(-1)?.hash as string })).toEqual([])
    const listed = [...first, ...second]
    expect(new Set(listed.map((item) => item.hash)).size).toBe(25)
    // Newest first: 24 … 1 received, then the token account's creation.
    expect(listed.slice(0, 24).map((item) => item.amount?.formatted)).toEqual(
      Array.from({ length: 24 }, (_, index) => String(24 - index)),
    )
    expect(listed.slice(0, 24).every((item) => item.direction === 'received')).toBe(true)
  })
})
