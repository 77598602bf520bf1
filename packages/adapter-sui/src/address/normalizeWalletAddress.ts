import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils'

/** The wallet's address in Sui's canonical form (`0x` + 64 lowercase hex), or undefined when it is not one. */
export function normalizeWalletAddress(address: unknown): string | undefined {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(address)) return undefined
  const normalized = normalizeSuiAddress(address)
  return isValidSuiAddress(normalized) ? normalized : undefined
}
