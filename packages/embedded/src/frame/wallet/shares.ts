import { base64 } from '@scure/base'
import { combine, split } from 'shamir-secret-sharing'

/** The three shares of a wallet's entropy; any two rebuild it, one alone tells nothing about it. */
export interface WalletShares {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

/** Splits 16 bytes of entropy 2-of-3. */
export async function splitEntropy(entropy: Uint8Array): Promise<WalletShares> {
  const [device, auth, recovery] = await split(entropy, 3, 2)
  if (!device || !auth || !recovery) throw new Error('split gave fewer than three shares')
  return { device, auth, recovery }
}

/**
 * The entropy from two distinct shares. Shamir does not detect a wrong share (it yields other bytes): callers check
 * the result against the wallet's known addresses.
 */
export async function combineShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  return combine([first, second])
}

export const shareToBase64 = (share: Uint8Array): string => base64.encode(share)
export const shareFromBase64 = (text: string): Uint8Array => base64.decode(text)
