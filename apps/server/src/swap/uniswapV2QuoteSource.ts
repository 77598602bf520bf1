import { type Address, isAddressEqual, type PublicClient, parseAbi, zeroAddress } from 'viem'
import type { QuoteRequest, QuoteSource, SourceQuote } from './quoteSource'
import { rpcClient, rpcRefusal } from './rpcClient'
import { NATIVE_TOKEN_ADDRESS } from './swapConfig'
import { INSUFFICIENT_LIQUIDITY, SwapRefusal } from './swapErrors'

export const UNISWAP_V2_ROUTER_ABI = parseAbi([
  'function factory() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const FACTORY_ABI = parseAbi(['function getPair(address, address) view returns (address)'])
const PAIR_ABI = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])
/** Uniswap V2 keeps 0.3% of every input. */
const FEE_KEPT = 997n
const FEE_BASE = 1000n

interface Hop {
  from: Address
  to: Address
  reserveIn: bigint
  reserveOut: bigint
}

const insufficient = () => new SwapRefusal('INSUFFICIENT_LIQUIDITY', INSUFFICIENT_LIQUIDITY, 422)

/** The router's token for an address of the token list (the native currency trades as its wrapped token). */
function routerToken(address: Address, wrappedNative: Address): Address {
  return isAddressEqual(address, NATIVE_TOKEN_ADDRESS) ? wrappedNative : address
}

async function hopOf(
  client: PublicClient,
  factory: Address,
  from: Address,
  to: Address,
): Promise<Hop | undefined> {
  const pair = await client.readContract({
    address: factory,
    abi: FACTORY_ABI,
    functionName: 'getPair',
    args: [from, to],
  })
  if (isAddressEqual(pair, zeroAddress)) return undefined
  const [token0, [reserve0, reserve1]] = await Promise.all([
    client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' }),
    client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' }),
  ])
  if (reserve0 === 0n || reserve1 === 0n) return undefined
  return isAddressEqual(token0, from)
    ? { from, to, reserveIn: reserve0, reserveOut: reserve1 }
    : { from, to, reserveIn: reserve1, reserveOut: reserve0 }
}

/**
 * Price impact in percent: how far the amounts out fall short of what the pools' prices before the trade give
 * for the same input less the pool fee (so a deep pool is ~0%, not 0.3%).
 */
function priceImpactPercent(hops: readonly Hop[], amounts: readonly bigint[]): number {
  let kept = 1
  hops.forEach((hop, index) => {
    const amountIn = amounts[index] ?? 0n
    const amountOut = amounts[index + 1] ?? 0n
    const ideal = (amountIn * FEE_KEPT * hop.reserveOut) / (FEE_BASE * hop.reserveIn)
    kept *= ideal === 0n ? 0 : Number((amountOut * 1_000_000n) / ideal) / 1_000_000
  })
  return Math.max(0, Math.min(100, (1 - kept) * 100))
}

/** The direct pool, else a route through the wrapped native token; undefined when neither has liquidity. */
async function routeOf(client: PublicClient, factory: Address, from: Address, to: Address, wrapped: Address) {
  const direct = await hopOf(client, factory, from, to)
  if (direct) return [direct]
  if (isAddressEqual(from, wrapped) || isAddressEqual(to, wrapped)) return undefined
  const [first, second] = await Promise.all([
    hopOf(client, factory, from, wrapped),
    hopOf(client, factory, wrapped, to),
  ])
  return first && second ? [first, second] : undefined
}

/**
 * The default `QuoteSource`: a Uniswap V2-style Router02 read over the network's RPC (`getAmountsOut` for the
 * amount out, the pairs' reserves for the price impact). A trade moving the price past `maxPriceImpactPercent`,
 * or with no pool, is refused as 'Insufficient liquidity'.
 */
export function uniswapV2QuoteSource(options: {
  rpcTimeoutMs: number
  maxPriceImpactPercent: number
}): QuoteSource {
  const clients = new Map<string, PublicClient>()
  const clientFor = (rpcUrl: string) => {
    const known = clients.get(rpcUrl)
    if (known) return known
    const client = rpcClient(rpcUrl, options.rpcTimeoutMs)
    clients.set(rpcUrl, client)
    return client
  }
  return {
    async quote({ network, from, to, amountIn }: QuoteRequest): Promise<SourceQuote> {
      const client = clientFor(network.rpcUrl)
      const tokenIn = routerToken(from, network.wrappedNative)
      const tokenOut = routerToken(to, network.wrappedNative)
      if (isAddressEqual(tokenIn, tokenOut)) throw insufficient()
      try {
        const factory = await client.readContract({
          address: network.router,
          abi: UNISWAP_V2_ROUTER_ABI,
          functionName: 'factory',
        })
        const hops = await routeOf(client, factory, tokenIn, tokenOut, network.wrappedNative)
        if (!hops) throw insufficient()
        const path = [hops[0]!.from, ...hops.map((hop) => hop.to)]
        const amounts = await client.readContract({
          address: network.router,
          abi: UNISWAP_V2_ROUTER_ABI,
          functionName: 'getAmountsOut',
          args: [amountIn, path],
        })
        const amountOut = amounts[amounts.length - 1] ?? 0n
        const impact = priceImpactPercent(hops, amounts)
        if (amountOut === 0n || impact > options.maxPriceImpactPercent) throw insufficient()
        return { amountOut, path, priceImpactPercent: impact }
      } catch (error) {
        throw rpcRefusal(error)
      }
    },
  }
}
