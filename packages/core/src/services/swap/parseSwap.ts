import { SwapUnavailableError } from '../../errors/classes/SwapUnavailableError'
import { toDisplayText } from '../../text/toDisplayText'
import type { PreparedTransaction, SwapQuote, SwapToken } from './types'

const DECIMAL = /^\d{1,78}$/
const HEX = /^0x[0-9a-fA-F]*$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
/** A Solana transaction is at most 1,232 bytes on the wire: its base64 is at most 1,644 characters. */
const MAX_WIRE_BASE64 = 1_644

/** The namespaces whose swap answers these parsers read. */
export type SwapNamespace = 'eip155' | 'solana'

/** A token address as the namespace writes it: `0x` hex on eip155, a base58 mint on solana. */
const isTokenAddress = (namespace: SwapNamespace, value: unknown): value is string =>
  typeof value === 'string' && (namespace === 'solana' ? SOLANA_ADDRESS : ADDRESS).test(value)

const malformed = (what: string) =>
  new SwapUnavailableError({ details: `the swap server gave a malformed ${what}` })

/** The server's `{ quote }`, checked field by field; anything else is `SwapUnavailableError`. */
export function parseSwapQuote(body: unknown, namespace: SwapNamespace = 'eip155'): SwapQuote {
  const quote = (body as { quote?: Record<string, unknown> } | null)?.quote
  if (!quote) throw malformed('quote')
  const { quoteId, chainId, from, to, amountIn, amountOut, priceImpactPercent, estimatedGas, expiresAt } =
    quote
  const fee = parseProviderFee(quote.providerFee)
  if (
    typeof quoteId !== 'string' ||
    typeof chainId !== 'string' ||
    !isTokenAddress(namespace, from) ||
    !isTokenAddress(namespace, to) ||
    typeof amountIn !== 'string' ||
    !DECIMAL.test(amountIn) ||
    typeof amountOut !== 'string' ||
    !DECIMAL.test(amountOut) ||
    typeof priceImpactPercent !== 'number' ||
    !Number.isFinite(priceImpactPercent) ||
    typeof estimatedGas !== 'string' ||
    !DECIMAL.test(estimatedGas) ||
    typeof expiresAt !== 'number' ||
    !fee
  )
    throw malformed('quote')
  return {
    quoteId,
    chainId,
    from,
    to,
    amountIn: BigInt(amountIn),
    amountOut: BigInt(amountOut),
    priceImpactPercent,
    estimatedGas: BigInt(estimatedGas),
    expiresAt,
    providerFee: fee,
  }
}

/** `{ bps, amount }`; a server that names no provider fee takes none (0). Anything malformed is undefined. */
function parseProviderFee(value: unknown): SwapQuote['providerFee'] | undefined {
  if (value === undefined) return { bps: 0, amount: 0n }
  const { bps, amount } = (value ?? {}) as { bps?: unknown; amount?: unknown }
  if (typeof bps !== 'number' || !Number.isInteger(bps) || bps < 0 || bps >= 10_000) return undefined
  if (typeof amount !== 'string' || !DECIMAL.test(amount)) return undefined
  return { bps, amount: BigInt(amount) }
}

/** The server's `{ transaction: { to, data, value } }`, checked. */
export function parsePreparedTransaction(body: unknown): PreparedTransaction {
  const transaction = (body as { transaction?: Record<string, unknown> } | null)?.transaction
  const { to, data, value } = transaction ?? {}
  if (
    typeof to !== 'string' ||
    !ADDRESS.test(to) ||
    typeof data !== 'string' ||
    !HEX.test(data) ||
    typeof value !== 'string' ||
    !DECIMAL.test(value)
  )
    throw malformed('transaction')
  return { to, data: data as `0x${string}`, value: BigInt(value) }
}

const SAFE_LOGO = /^(https:\/\/|data:image\/(png|webp|svg\+xml)(;base64)?,)/

/** One listed token as the server describes it (before the account's holdings are added). */
export type ListedSwapToken = Omit<SwapToken, 'quantity' | 'value'> & {
  /** The token's image on the server (`/public/getTokenImage/{imageId}`), when it has one. */
  imageId?: string
}

const IMAGE_ID = /^[\w-]{1,128}$/

/** The server's `{ tokens }`: entries with a valid address and decimals, names display-safe, logos safe or dropped. */
export function parseSwapTokens(body: unknown, namespace: SwapNamespace = 'eip155'): ListedSwapToken[] {
  const tokens = (body as { tokens?: unknown } | null)?.tokens
  if (!Array.isArray(tokens)) throw malformed('token list')
  const listed: ListedSwapToken[] = []
  for (const entry of tokens as Record<string, unknown>[]) {
    const { address, symbol, name, decimals, logoUri, eip2612, price, imageId } = entry ?? {}
    if (!isTokenAddress(namespace, address)) continue
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
      continue
    listed.push({
      address,
      symbol: toDisplayText(symbol, { maxLength: 16 }),
      name: toDisplayText(name, { maxLength: 64 }),
      decimals,
      eip2612: eip2612 === true,
      ...(typeof logoUri === 'string' && SAFE_LOGO.test(logoUri) ? { logoUri } : {}),
      ...(typeof imageId === 'string' && IMAGE_ID.test(imageId) ? { imageId } : {}),
      ...(typeof price === 'number' && Number.isFinite(price) && price >= 0 ? { price } : {}),
    })
  }
  return listed
}

/** The server's Solana `{ transaction: { serialized, encoding: 'base64' } }`: the wire bytes, base64, checked. */
export function parsePreparedWireTransaction(body: unknown): string {
  const transaction = (body as { transaction?: Record<string, unknown> } | null)?.transaction
  const { serialized, encoding } = transaction ?? {}
  if (
    encoding !== 'base64' ||
    typeof serialized !== 'string' ||
    serialized.length > MAX_WIRE_BASE64 ||
    !BASE64.test(serialized)
  )
    throw malformed('transaction')
  return serialized
}
