import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createDefaultRpcTransport,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  createSolanaRpcFromTransport,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTokenDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { INSUFFICIENT_LIQUIDITY, SwapRefusal } from '../swapErrors'
import type { SolanaQuoteSource, SolanaSourceQuote } from './solanaQuoteSource'
import type { SolanaSwapNetworkConfig } from './solanaSwapConfig'

/** How to run the self-hosted Solana quote maker. */
export interface SolanaQuoteMakerOptions {
  /** The cluster's JSON-RPC endpoint the maker reads its inventory from and takes blockhashes of. */
  rpcUrl: string
  /** The maker's ed25519 private key (32-byte seed): it holds the inventory and signs its half of each swap. */
  secretKey: Uint8Array
  /** The maker's fee on the amount in, in basis points; default 0. */
  feeBps?: number | undefined
  /** A trade moving the price more than this is refused as 'Insufficient liquidity'; default 15 (%). */
  maxPriceImpactPercent?: number | undefined
  /** Each RPC call is given up after this long; default 8 s. */
  rpcTimeoutMs?: number | undefined
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const DECIMAL = /^\d{1,20}$/

const insufficient = () => new SwapRefusal('INSUFFICIENT_LIQUIDITY', INSUFFICIENT_LIQUIDITY, 422)
const invalid = (what: string) => new SwapRefusal('INVALID_REQUEST', `Invalid swap request: ${what}`, 400)

/** A failed RPC call as the visitor reads it: a hang may be retried, anything else cannot be reached. */
function rpcRefusal(error: unknown): SwapRefusal {
  if (error instanceof SwapRefusal) return error
  const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`)
  return timedOut
    ? new SwapRefusal('RPC_TIMEOUT', 'The network did not answer in time. Try again.', 504)
    : new SwapRefusal('RPC_UNAVAILABLE', 'The network cannot be reached. Try again.', 502)
}

/**
 * The constant-product price of `amountIn` against the maker's inventory (`reserveIn`, `reserveOut`), after its fee:
 * what a pool with those reserves would pay, and how far the trade moves its price (percent).
 */
export function constantProductQuote(input: {
  amountIn: bigint
  reserveIn: bigint
  reserveOut: bigint
  feeBps: number
}): { amountOut: bigint; priceImpactPercent: number } {
  const { amountIn, reserveIn, reserveOut } = input
  if (reserveIn === 0n || reserveOut === 0n) return { amountOut: 0n, priceImpactPercent: 100 }
  const afterFee = (amountIn * BigInt(10_000 - input.feeBps)) / 10_000n
  const amountOut = (reserveOut * afterFee) / (reserveIn + afterFee)
  const priceImpactPercent = Number((afterFee * 1_000_000n) / (reserveIn + afterFee)) / 10_000
  return { amountOut, priceImpactPercent }
}

/**
 * The self-hosted Solana quote maker (issue 35): it quotes from its own inventory (its associated token accounts
 * of the listed SPL mints, priced as a constant-product pool over them), and builds one transaction with the two SPL
 * transfers, the visitor's tokens in and the maker's out, creating the visitor's token account for what they buy
 * when missing. It signs its own half; the visitor's wallet signs as fee payer and sends. Settlement is the SPL
 * Token program alone (no custom program): both transfers land together or not at all, and the maker's signature
 * covers the whole message, so nothing in it can be changed. Quotes and transactions are in Jupiter's shape.
 */
export async function solanaQuoteMaker(options: SolanaQuoteMakerOptions): Promise<
  SolanaQuoteSource & {
    /** The maker's address (its inventory is that address's associated token accounts). */
    address: string
  }
> {
  const maker: KeyPairSigner = await createKeyPairSignerFromPrivateKeyBytes(options.secretKey)
  const feeBps = options.feeBps ?? 0
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps >= 10_000)
    throw new TypeError('solanaQuoteMaker: feeBps must be an integer from 0 to 9999')
  const maxImpact = options.maxPriceImpactPercent ?? 15
  const timeoutMs = options.rpcTimeoutMs ?? 8_000
  const transport = createDefaultRpcTransport({ url: options.rpcUrl as `http${string}` })
  const rpc = createSolanaRpcFromTransport(<T>(config: Parameters<typeof transport>[0]) =>
    transport<T>({ ...config, signal: AbortSignal.timeout(timeoutMs) }),
  )
  const tokenAccount = async (mint: string, owner: Address) =>
    (await findAssociatedTokenPda({ mint: address(mint), owner, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
  /** What the maker holds of a mint, in base units (0 without a token account). */
  const inventory = async (mint: string): Promise<bigint> => {
    const { value } = await rpc
      .getAccountInfo(await tokenAccount(mint, maker.address), { encoding: 'base64' })
      .send()
    if (!value || value.owner !== TOKEN_PROGRAM_ADDRESS) return 0n
    return getTokenDecoder().decode(getBase64Encoder().encode(value.data[0])).amount
  }
  const decimalsOf = (network: SolanaSwapNetworkConfig, mint: string) => {
    const token = network.tokens.find((candidate) => candidate.mint === mint)
    if (!token) throw new SwapRefusal('UNKNOWN_TOKEN', `The token ${mint} is not offered for swaps`, 404)
    return token.decimals
  }

  const quote: SolanaQuoteSource['quote'] = async (request) => {
    if (request.inputMint === request.outputMint) throw invalid('the two tokens are the same')
    decimalsOf(request.network, request.inputMint)
    decimalsOf(request.network, request.outputMint)
    let reserves: [bigint, bigint]
    try {
      reserves = await Promise.all([inventory(request.inputMint), inventory(request.outputMint)])
    } catch (error) {
      throw rpcRefusal(error)
    }
    const [reserveIn, reserveOut] = reserves
    const priced = constantProductQuote({ amountIn: request.amount, reserveIn, reserveOut, feeBps })
    if (priced.amountOut === 0n || priced.priceImpactPercent > maxImpact) throw insufficient()
    const answer: SolanaSourceQuote = {
      amountIn: request.amount,
      amountOut: priced.amountOut,
      // The maker pays exactly what it quotes: the transaction carries no slippage of its own.
      minimumOut: priced.amountOut,
      priceImpactPercent: priced.priceImpactPercent,
      quoteResponse: {
        inputMint: request.inputMint,
        inAmount: request.amount.toString(),
        outputMint: request.outputMint,
        outAmount: priced.amountOut.toString(),
        otherAmountThreshold: priced.amountOut.toString(),
        swapMode: 'ExactIn',
        slippageBps: request.slippageBps,
        priceImpactPct: String(priced.priceImpactPercent / 100),
        routePlan: [{ percent: 100, swapInfo: { label: 'Latch quote maker', feeBps } }],
      },
      providerFeeBps: feeBps,
      // The visitor's signature and the maker's, both paid by the visitor as fee payer.
      signatures: 2,
    }
    return answer
  }

  const swapTransaction: SolanaQuoteSource['swapTransaction'] = async (request) => {
    const { quoteResponse: q, network } = request
    if (
      typeof q.inputMint !== 'string' ||
      typeof q.outputMint !== 'string' ||
      typeof q.inAmount !== 'string' ||
      typeof q.outAmount !== 'string' ||
      !DECIMAL.test(q.inAmount) ||
      !DECIMAL.test(q.outAmount)
    )
      throw invalid('not a quote of this maker')
    if (!BASE58.test(request.userPublicKey)) throw invalid('userAddress is not a Solana address')
    const [amountIn, amountOut] = [BigInt(q.inAmount), BigInt(q.outAmount)]
    const visitor = createNoopSigner(address(request.userPublicKey))
    const [inMint, outMint] = [address(q.inputMint), address(q.outputMint)]
    const [inDecimals, outDecimals] = [decimalsOf(network, inMint), decimalsOf(network, outMint)]
    try {
      const [visitorIn, visitorOut, makerIn, makerOut] = await Promise.all([
        tokenAccount(inMint, visitor.address),
        tokenAccount(outMint, visitor.address),
        tokenAccount(inMint, maker.address),
        tokenAccount(outMint, maker.address),
      ])
      const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(visitor.address, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getCreateAssociatedTokenIdempotentInstruction({
                payer: visitor,
                ata: visitorOut,
                owner: visitor.address,
                mint: outMint,
              }),
              getCreateAssociatedTokenIdempotentInstruction({
                payer: maker,
                ata: makerIn,
                owner: maker.address,
                mint: inMint,
              }),
              getTransferCheckedInstruction({
                source: visitorIn,
                mint: inMint,
                destination: makerIn,
                authority: visitor,
                amount: amountIn,
                decimals: inDecimals,
              }),
              getTransferCheckedInstruction({
                source: makerOut,
                mint: outMint,
                destination: visitorOut,
                authority: maker,
                amount: amountOut,
                decimals: outDecimals,
              }),
            ],
            m,
          ),
      )
      const signed = await partiallySignTransaction([maker.keyPair], compileTransaction(message))
      return {
        swapTransaction: getBase64EncodedWireTransaction(signed),
        lastValidBlockHeight: Number(blockhash.lastValidBlockHeight),
      }
    } catch (error) {
      throw rpcRefusal(error)
    }
  }

  return { address: maker.address, quote, swapTransaction }
}
