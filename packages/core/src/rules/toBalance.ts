import type { Balance } from '../adapter/types'
import { formatUnits } from './toBaseUnits'

/** A balance of `value` base units of `currency` (a network's `nativeCurrency`, a token), as adapters report it. */
export function toBalance(value: bigint, currency: { symbol: string; decimals: number }): Balance {
  const { symbol, decimals } = currency
  return { value: value.toString(), formatted: formatUnits(value, decimals), symbol, decimals }
}
