import { parseCaipAddress } from '@latch/core'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'

/**
 * Checks a Polkadot message signature with @polkadot/util-crypto's `signatureVerify` (sr25519, ed25519 or ecdsa).
 * Extensions sign the message wrapped in `<Bytes>…</Bytes>`, some wallets the bare bytes: both forms are accepted.
 * `address` is CAIP-10 (`polkadot:<genesis>:<ss58>`) or a plain SS58 address. Malformed input is `false`.
 */
export async function verifyPolkadotSignature(input: {
  message: string
  signature: string
  address: string
}): Promise<boolean> {
  try {
    const address = input.address.startsWith('polkadot:')
      ? parseCaipAddress(input.address).address
      : input.address
    const bare = stringToU8a(input.message)
    const wrapped = u8aWrapBytes(bare)
    return (
      signatureVerify(wrapped, input.signature, address).isValid ||
      signatureVerify(bare, input.signature, address).isValid
    )
  } catch {
    return false
  }
}
