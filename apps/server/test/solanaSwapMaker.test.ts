import { randomBytes } from 'node:crypto'
import { solanaAdapter, solanaLocalnet } from '@latch/adapter-solana'
import { createLatch } from '@latch/core'
import { connect, fetchSwapQuote, fetchSwapTokens, swap } from '@latch/core/actions'
import { createMemoryStorage } from '@latch/core/testing'
import { createDevWallet, type DevWallet } from '@latch/fixture-solana/devWallet'
import {
  airdrop,
  createTestMint,
  mintTokens,
  readTokenBalance,
  type SolanaRpcServer,
  startSolanaRpcServer,
  type TestMint,
  testRpc,
} from '@latch/fixture-solana/rpcServer'
import { generateKeyPairSigner, getBase64Encoder, getTransactionDecoder, type Signature } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../src/startServer'
import { constantProductQuote, solanaQuoteMaker } from '../src/swap/solana/solanaQuoteMaker'
import type { SolanaSwapNetworkConfig } from '../src/swap/solana/solanaSwapConfig'
import { apiUrl, SDK } from './api'
import { BACKENDS, TEST_PROJECTS } from './backends'

// Issue 35, Solana: the self-hosted quote maker on the real SVM (litesvm behind the fixture's JSON-RPC server). Its
// inventory is two SPL mints (LSA, LSB) and a third it holds almost none of (LSC); the visitor's wallet is the
// fixture's Wallet Standard dev wallet with a real ed25519 key, driven through core's swap and the Solana adapter.
const MAKER_LSA = 2_000_000_000n // 2,000 LSA (6 decimals)
const MAKER_LSB = 500_000_000_000n // 500 LSB (9 decimals)
const MAKER_LSC = 10n // 0.00001 LSC: all but empty
const VISITOR_LSA = 100_000_000n // 100 LSA

let svm: SolanaRpcServer
let server: RunningServer
let maker: Awaited<ReturnType<typeof solanaQuoteMaker>>
let lsa: TestMint
let lsb: TestMint
let lsc: TestMint
let network: SolanaSwapNetworkConfig
const makerSeed = randomBytes(32)
const genesis = 'Ltch5wapMaker1111111111111111111111111111111'
const LOGO = 'https://tokens.example/lsa.png'

beforeAll(async () => {
  svm = await startSolanaRpcServer()
  const rpc = testRpc(svm.url)
  const authority = await generateKeyPairSigner()
  await airdrop(rpc, authority.address, 1_000_000_000)
  ;[lsa, lsb, lsc] = [
    await createTestMint(rpc, authority, 6),
    await createTestMint(rpc, authority, 9),
    await createTestMint(rpc, authority, 6),
  ]
  maker = await solanaQuoteMaker({ rpcUrl: svm.url, secretKey: makerSeed })
  await mintTokens(rpc, lsa, maker.address, MAKER_LSA)
  await mintTokens(rpc, lsb, maker.address, MAKER_LSB)
  await mintTokens(rpc, lsc, maker.address, MAKER_LSC)
  network = {
    chainId: solanaLocalnet(svm.url, genesis).id,
    tokens: [
      { mint: lsa.mint, symbol: 'LSA', name: 'Latch Solana A', decimals: 6, priceUsd: 1, logoUri: LOGO },
      // Hostile or insecure logos in the host's config never reach a page.
      {
        mint: lsb.mint,
        symbol: 'LSB',
        name: 'Latch Solana B',
        decimals: 9,
        priceUsd: 4,
        logoUri: 'javascript:alert(1)',
      },
      {
        mint: lsc.mint,
        symbol: 'LSC',
        name: 'Latch Solana C',
        decimals: 6,
        logoUri: 'http://tracker.example/c.png',
      },
    ],
  }
})
afterAll(async () => {
  await svm?.close()
})

/** A visitor's dev wallet with 1 SOL for fees and 100 LSA. */
async function visitorWallet(): Promise<DevWallet> {
  const wallet = createDevWallet({ rpcUrl: svm.url, name: `Swap visitor ${Math.random()}` })
  await airdrop(testRpc(svm.url), wallet.address, 1_000_000_000)
  await mintTokens(testRpc(svm.url), lsa, wallet.address, VISITOR_LSA)
  return wallet
}

const balance = (mint: TestMint, owner: string) => readTokenBalance(testRpc(svm.url), mint.mint, owner)

describe.each(BACKENDS)('Solana swaps through the self-hosted quote maker on $name (issue 35)', (backend) => {
  beforeAll(async () => {
    server = await startServer({
      databaseUrl: await backend.databaseUrl(),
      projects: TEST_PROJECTS,
      swap: { networks: [], solana: { networks: [network], source: maker } },
    })
  })
  afterAll(async () => {
    await server?.close()
  })

  async function connectedVisitor() {
    const wallet = await visitorWallet()
    const latch = createLatch({
      projectId: SDK.projectId,
      networks: [solanaLocalnet(svm.url, genesis)],
      adapters: [solanaAdapter({ wallets: [wallet], discover: false })],
      storage: createMemoryStorage(),
      services: { swap: server.url },
    })
    await connect(latch, { namespace: 'solana', connectorId: wallet.name })
    return { wallet, latch }
  }

  test("a visitor's LSA → LSB swap settles on the SVM in one transaction with both transfers, moving exactly the quoted amounts", async () => {
    const { wallet, latch } = await connectedVisitor()
    const tokens = await fetchSwapTokens(latch)
    expect(tokens.map((token) => [token.symbol, token.quantity, token.logoUri])).toEqual([
      ['LSA', '100', LOGO],
      ['LSB', '0', undefined],
      ['LSC', '0', undefined],
    ])
    // The server itself lists them as null (the client drops them too).
    const listed = (await fetch(apiUrl(server.url, '/swap/v1/tokens', { chainId: network.chainId })).then(
      (response) => response.json(),
    )) as { tokens: { logoUri: string | null }[] }
    expect(listed.tokens.map((token) => token.logoUri)).toEqual([LOGO, null, null])
    const [from, to] = [tokens[0]!, tokens[1]!]
    // The inventory as it stands (each backend's run trades against what the one before left).
    const [reserveIn, reserveOut] = [await balance(lsa, maker.address), await balance(lsb, maker.address)]
    const quote = await fetchSwapQuote(latch, { from, to, amount: '25' })
    const expected = constantProductQuote({ amountIn: 25_000_000n, reserveIn, reserveOut, feeBps: 0 })
    expect(quote).toMatchObject({
      amountIn: 25_000_000n,
      amountOut: expected.amountOut,
      estimatedGas: 2n,
      providerFee: { bps: 0, amount: 0n },
    })
    // 25 into about 2,000 LSA of inventory moves the price by about 1.2 %; the fee is two signatures at 5000 lamports.
    expect(quote.priceImpactPercent).toBeCloseTo(expected.priceImpactPercent, 3)
    expect(quote.priceImpactPercent).toBeGreaterThan(1.1)
    expect(quote.priceImpactPercent).toBeLessThan(1.3)
    expect(quote.networkFee).toBe(10_000n)

    const { hash } = await swap(latch, { quote, from, to })
    await expect.poll(() => balance(lsb, wallet.address)).toBe(quote.amountOut)
    expect(await balance(lsa, wallet.address)).toBe(VISITOR_LSA - 25_000_000n)
    expect(await balance(lsa, maker.address)).toBe(reserveIn + 25_000_000n)
    expect(await balance(lsb, maker.address)).toBe(reserveOut - quote.amountOut)
    // One transaction carried both transfers: the visitor's LSA to the maker, the maker's LSB to the visitor.
    const landed = await testRpc(svm.url)
      .getTransaction(hash as Signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    const transfers = (landed?.transaction.message.instructions ?? []).flatMap((instruction) =>
      'parsed' in instruction && instruction.parsed.type === 'transferChecked'
        ? [instruction.parsed.info as { mint: string; authority: string; tokenAmount: { amount: string } }]
        : [],
    )
    expect(
      transfers.map(({ mint, authority, tokenAmount }) => [mint, authority, tokenAmount.amount]),
    ).toEqual([
      [lsa.mint, wallet.address, '25000000'],
      [lsb.mint, maker.address, quote.amountOut.toString()],
    ])
  })

  test('a maker with a fee quotes less out and says what its fee takes of the amount in', async () => {
    const withFee = await solanaQuoteMaker({ rpcUrl: svm.url, secretKey: makerSeed, feeBps: 30 })
    const request = {
      inputMint: lsa.mint,
      outputMint: lsb.mint,
      amount: 10_000_000n,
      slippageBps: 50,
      network,
    }
    const [free, charged] = [await maker.quote(request), await withFee.quote(request)]
    expect(charged.providerFeeBps).toBe(30)
    expect(charged.amountOut).toBeLessThan(free.amountOut)
    const [reserveIn, reserveOut] = [await balance(lsa, maker.address), await balance(lsb, maker.address)]
    expect(charged.amountOut).toBe(
      constantProductQuote({ amountIn: 10_000_000n, reserveIn, reserveOut, feeBps: 30 }).amountOut,
    )
  })

  test("an almost empty inventory answers 'Insufficient liquidity' and nothing moves", async () => {
    const { wallet, latch } = await connectedVisitor()
    const tokens = await fetchSwapTokens(latch)
    const [from, to] = [tokens[0]!, tokens[2]!]
    await expect(fetchSwapQuote(latch, { from, to, amount: '1' })).rejects.toMatchObject({
      name: 'InsufficientLiquidityError',
    })
    expect(await balance(lsa, wallet.address)).toBe(VISITOR_LSA)
    expect(await balance(lsc, maker.address)).toBe(MAKER_LSC)
  })

  test('the maker signs only its half: the transaction needs the visitor, and one altered byte is refused by the chain', async () => {
    const wallet = await visitorWallet()
    const post = async (path: string, body: unknown) =>
      (await fetch(apiUrl(server.url, path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json())) as Record<string, Record<string, string>>
    const { quote } = await post('/swap/v1/quote', {
      chainId: network.chainId,
      from: lsa.mint,
      to: lsb.mint,
      amount: '1000000',
    })
    const { transaction } = await post('/swap/v1/swap-transaction', {
      quoteId: quote!.quoteId,
      userAddress: wallet.address,
      slippagePercent: 1,
    })
    const bytes = Uint8Array.from(getBase64Encoder().encode(transaction!.serialized!))
    const { signatures } = getTransactionDecoder().decode(bytes)
    expect(Object.keys(signatures).sort()).toEqual([maker.address, wallet.address].sort())
    expect(signatures[maker.address as keyof typeof signatures]).not.toBeNull()
    expect(signatures[wallet.address as keyof typeof signatures]).toBeNull()
    // Change one byte of the maker's transfer (its decimals, just before the empty lookup table list): the maker's
    // signature no longer matches, and the SVM refuses the whole transaction.
    const tampered = Uint8Array.from(bytes)
    tampered[tampered.length - 2] = (tampered[tampered.length - 2]! + 1) % 256
    const send = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    await expect(
      send({ account: account!, chain: 'solana:localnet', transaction: tampered }),
    ).rejects.toThrow()
    expect(await balance(lsb, wallet.address)).toBe(0n)
    expect(await balance(lsa, wallet.address)).toBe(VISITOR_LSA)
  })
})
