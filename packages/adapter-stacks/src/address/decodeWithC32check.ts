import { c32addressDecode } from 'c32check'
import { C32_ADDRESS } from './isStacksAddress'

/**
 * c32check's `c32addressDecode`, for the lazy runtime and the verifier: the c32 version and hash160 of a standard
 * Stacks address, or undefined. c32check would also accept lower case and look-alike characters; wallets write
 * neither, so they are refused here as in `isStacksAddress`.
 */
export function decodeWithC32check(address: string): { version: number; hash160: string } | undefined {
  if (typeof address !== 'string' || !C32_ADDRESS.test(address)) return undefined
  try {
    const [version, hash160] = c32addressDecode(address)
    return hash160.length === 40 ? { version, hash160 } : undefined
  } catch {
    return undefined
  }
}
