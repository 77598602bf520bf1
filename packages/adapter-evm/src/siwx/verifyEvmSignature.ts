import { type Address, getAddress, type Hex, isAddress, isHex, verifyMessage } from 'viem'

/** The part of a viem public client the check uses (a host's RPC: `createPublicClient({ transport: http(url) })`). */
export interface EvmVerifyClient {
  verifyMessage(input: { address: Address; message: string; signature: Hex }): Promise<boolean>
}

/**
 * Checks a personal_sign signature for an eip155 account, in plain Node. With `client` (a viem public client on the
 * host's RPC for the message's chain) every kind of account passes: EOA, deployed smart accounts (ERC-1271) and
 * not-yet-deployed ones (ERC-6492). Without it only EOA signatures can be checked (recovery, no network).
 * Malformed input is false, never a throw.
 */
export async function verifyEvmSignature(input: {
  message: string
  signature: string
  /** Plain `0x…` or CAIP-10 `eip155:<chain>:0x…`. */
  address: string
  client?: EvmVerifyClient
}): Promise<boolean> {
  const plain = input.address.split(':').at(-1) ?? ''
  if (typeof input.message !== 'string' || !isAddress(plain, { strict: false })) return false
  if (!isHex(input.signature) || input.signature.length < 4) return false
  const address = getAddress(plain)
  const signature = input.signature as Hex
  try {
    if (input.client) return await input.client.verifyMessage({ address, message: input.message, signature })
    return await verifyMessage({ address, message: input.message, signature })
  } catch {
    return false
  }
}
