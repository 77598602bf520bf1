import type { TokenBalance } from '../state/types'

/**
 * Orders the Tokens tab: every real token before any spam token (whatever its claimed value), the host's listed
 * tokens and the native currency before unverified ones (found on the chain), then by USD value,
 * highest first (unpriced last), the native currency first among equals, then by symbol.
 */
export function rankTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return [...tokens].sort(
    (a, b) =>
      Number(a.spam === true) - Number(b.spam === true) ||
      Number(a.unverified === true) - Number(b.unverified === true) ||
      (b.value ?? -1) - (a.value ?? -1) ||
      Number(a.address !== undefined) - Number(b.address !== undefined) ||
      a.symbol.localeCompare(b.symbol),
  )
}

/** The account's worth on the network in USD: the sum of its priced real tokens (spam never counts). */
export function networkBalanceInUsd(tokens: readonly TokenBalance[]): number | undefined {
  const priced = tokens.filter((token) => !token.spam && token.value !== undefined)
  if (priced.length === 0) return undefined
  return priced.reduce((sum, token) => sum + (token.value ?? 0), 0)
}
