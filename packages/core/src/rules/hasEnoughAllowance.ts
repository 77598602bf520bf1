/** Spec §5: the swap allowance is enough only when it is at least the source amount in base units. */
export function hasEnoughAllowance(allowance: bigint, amountIn: bigint): boolean {
  return allowance >= amountIn
}
