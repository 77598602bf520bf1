/** A token the swap views offer (spec §3: address, decimals, logoUri, eip2612 flag, quantity, price, value). */
export interface SwapToken {
  /** Contract address, or `SWAP_NATIVE_ADDRESS` for the network's native currency. */
  address: string
  symbol: string
  name: string
  decimals: number
  /** Display-safe (`https:` or an inline image) or absent. */
  logoUri?: string
  /** The token takes an EIP-2612 `permit`. */
  eip2612: boolean
  /** What the account holds, human amount (`'0'` when it holds none or it is unknown). */
  quantity: string
  /** USD price of one token, when the server knows it. */
  price?: number
  /** USD value of `quantity`, when the price is known. */
  value?: number
}

/** A quote from the swap server, in base units, valid until `expiresAt`. */
export interface SwapQuote {
  /** The quote signed by the server; the swap transaction is built from it. */
  quoteId: string
  /** CAIP-2. */
  chainId: string
  from: string
  to: string
  amountIn: bigint
  amountOut: bigint
  /** How far the trade moves the pool price, in percent. */
  priceImpactPercent: number
  /** Gas the swap is estimated to take. */
  estimatedGas: bigint
  /** Epoch ms. */
  expiresAt: number
  /** `estimatedGas` at the network's gas price, in the native currency's base units, when the price is known. */
  networkFee?: bigint
  /** The fee the swap server's source takes: its rate in basis points and the amount of `from` (base units). */
  providerFee: { bps: number; amount: bigint }
}

/** A transaction the server prepared for the visitor's wallet. */
export interface PreparedTransaction {
  to: string
  data: `0x${string}`
  value: bigint
}
