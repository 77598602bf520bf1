import { type Address, encodeFunctionData, erc20Abi, type Hex, isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from './swapConfig'
import { UNISWAP_V2_ROUTER_ABI } from './uniswapV2QuoteSource'

/** A transaction for the visitor's wallet to send (value in wei, decimal). */
export interface WalletTransaction {
  to: Address
  data: Hex
  value: string
}

/** `approve(router, amount)` on the token: exactly the amount, never an unlimited allowance. */
export function approveTransaction(token: Address, spender: Address, amount: bigint): WalletTransaction {
  return {
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
    value: '0',
  }
}

/** The provider fee a quote answers: its rate (basis points) and what it takes of `amountIn` (base units). */
export function providerFee(amountIn: bigint, bps = 0): { bps: number; amount: string } {
  return { bps, amount: ((amountIn * BigInt(bps)) / 10_000n).toString() }
}

/** The minimum received for a slippage in percent (0.01 % steps), rounded down. */
export function minimumReceived(amountOut: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

/** The Router02 call for a quoted trade: ETH in, ETH out or token to token, paid to `recipient`. */
export function swapTransaction(input: {
  router: Address
  from: Address
  to: Address
  path: readonly Address[]
  amountIn: bigint
  amountOutMin: bigint
  recipient: Address
  deadlineSeconds: bigint
}): WalletTransaction {
  const { router, path, amountIn, amountOutMin, recipient, deadlineSeconds } = input
  if (isAddressEqual(input.from, NATIVE_TOKEN_ADDRESS)) {
    const data = encodeFunctionData({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, recipient, deadlineSeconds],
    })
    return { to: router, data, value: amountIn.toString() }
  }
  const functionName = isAddressEqual(input.to, NATIVE_TOKEN_ADDRESS)
    ? 'swapExactTokensForETH'
    : 'swapExactTokensForTokens'
  const data = encodeFunctionData({
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName,
    args: [amountIn, amountOutMin, path, recipient, deadlineSeconds],
  })
  return { to: router, data, value: '0' }
}
