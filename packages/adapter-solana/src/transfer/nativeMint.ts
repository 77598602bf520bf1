/** The address Solana uses for native SOL in token lists; a send with it moves SOL, not an SPL token (spec §5). */
export const NATIVE_SOL_MINT = 'So11111111111111111111111111111111111111112'

/** True when a token reference means native SOL: no mint, or the native SOL mint address. */
export function isNativeSol(tokenAddress: string | undefined): boolean {
  return tokenAddress === undefined || tokenAddress === '' || tokenAddress === NATIVE_SOL_MINT
}
