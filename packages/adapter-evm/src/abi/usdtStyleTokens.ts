/** Tokens known to use the USDT-style ABI (`transfer` without a return value), as CAIP-10 ids. */
export const KNOWN_USDT_STYLE_TOKENS: readonly string[] = [
  // Tether USD on Ethereum mainnet.
  'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7',
]

/** True when the token (CAIP-10 `eip155:<chain>:<contract>`) is a known or host-listed USDT-style token. */
export function isUsdtStyleToken(token: string, hostTokens: readonly string[]): boolean {
  const wanted = token.toLowerCase()
  return [...KNOWN_USDT_STYLE_TOKENS, ...hostTokens].some((candidate) => candidate.toLowerCase() === wanted)
}
