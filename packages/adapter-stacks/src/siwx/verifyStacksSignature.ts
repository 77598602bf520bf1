import { bytesToHex } from '@stacks/common'
import { hashMessage, verifyMessageSignatureRsv } from '@stacks/encryption'
import { getAddressFromPublicKey, PubKeyEncoding, publicKeyFromSignatureRsv } from '@stacks/transactions'
import { decodeWithC32check as decodeStacksAddress } from '../address/decodeWithC32check'
import { stacksNetworkFacts } from '../networks/stacksNetworkFacts'

const RSV = /^[0-9a-f]{130}$/i
const PUBLIC_KEY = /^(0[23][0-9a-f]{64}|04[0-9a-f]{128})$/i

/** The Stacks network name an address belongs to: from its CAIP-2 chain id, which must match its version. */
function networkOf(address: string): { plain: string; network: 'mainnet' | 'testnet' } | undefined {
  const parts = address.split(':')
  const plain = parts.length === 3 ? (parts[2] ?? '') : address
  const decoded = decodeStacksAddress(plain)
  if (!decoded || (parts.length !== 1 && parts.length !== 3)) return undefined
  const byVersion = [22, 20].includes(decoded.version)
    ? 'mainnet'
    : [26, 21].includes(decoded.version)
      ? 'testnet'
      : undefined
  if (!byVersion) return undefined
  if (parts.length === 3) {
    const facts = stacksNetworkFacts(`${parts[0]}:${parts[1]}`)
    if (!facts || facts.walletNetwork !== byVersion) return undefined
  }
  return { plain, network: byVersion }
}

/**
 * Verifies a Stacks message signature (`stx_signMessage`: RSV hex over @stacks/encryption's `hashMessage`)
 * with @stacks/encryption's `verifyMessageSignatureRsv`, and checks that the signing public key hashes to
 * `address` for its network (`getAddressFromPublicKey`). `address` is CAIP-10 (`stacks:1:SP…`) or a plain
 * Stacks address. Without `publicKey` the key is recovered from the signature. False for any bad input, never
 * a throw. Runs in plain Node (no browser globals).
 */
export function verifyStacksSignature(input: {
  message: string
  signature: string
  address: string
  publicKey?: string
}): boolean {
  try {
    if (typeof input.message !== 'string' || typeof input.signature !== 'string') return false
    if (typeof input.address !== 'string') return false
    const target = networkOf(input.address)
    const signature = input.signature.replace(/^0x/i, '')
    if (!target || !RSV.test(signature)) return false
    let keys: string[]
    if (input.publicKey !== undefined) {
      if (typeof input.publicKey !== 'string' || !PUBLIC_KEY.test(input.publicKey)) return false
      keys = [input.publicKey]
    } else {
      const hash = bytesToHex(hashMessage(input.message))
      keys = [
        publicKeyFromSignatureRsv(hash, signature),
        publicKeyFromSignatureRsv(hash, signature, PubKeyEncoding.Uncompressed),
      ]
    }
    return keys.some(
      (publicKey) =>
        getAddressFromPublicKey(publicKey, target.network) === target.plain &&
        verifyMessageSignatureRsv({ message: input.message, signature, publicKey }),
    )
  } catch {
    return false
  }
}
