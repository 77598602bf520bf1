import { formatUnits, toBaseUnits } from '@latch/core'

/**
 * The most that can be sent: the whole token balance, or for the native currency the balance less the network fee
 * (never below zero). Amounts are decimal strings; the fee is in base units.
 */
export function maxSendAmount(input: {
  quantity: string
  decimals: number
  native: boolean
  fee?: bigint
}): string {
  const held = toBaseUnits(input.quantity, input.decimals)
  if (!input.native) return formatUnits(held, input.decimals)
  const left = held - (input.fee ?? 0n)
  return formatUnits(left > 0n ? left : 0n, input.decimals)
}
