import {
  type CaipNetworkId,
  type ConnectedAccount,
  formatCaipAddress,
  InvalidAddressError,
} from '@latch/core'
import { base64 } from '@scure/base'
import { decodeCosmosAddress, encodeCosmosAddress } from './decodeCosmosAddress'
import { derivationsOf } from './keyDerivations'
import { loadAddressDerivation } from './loadAddressDerivation'

// Validator operator and consensus addresses are bech32 with 20 bytes too, but they are not accounts.
const NOT_ACCOUNT_PREFIX = /(valoper|valcons)$/

/** A field the wallet filled in (null and undefined both mean "not given"). */
const given = (value: unknown) => value !== undefined && value !== null

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Bytes as wallets hand them over: a Uint8Array (from this realm or another), a plain byte array, or (a public key
 * from a JSON bridge, WalletConnect's `cosmos_getAccounts`) base64 text.
 */
function readBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value
  if (typeof value === 'string') {
    try {
      return value.length <= 200 ? base64.decode(value) : undefined
    } catch {
      return undefined
    }
  }
  const list = value as ArrayLike<unknown>
  if (!(Array.isArray(value) || (ArrayBuffer.isView(value) && 'length' in value)) || list.length > 128)
    return undefined
  const bytes = Array.from({ length: list.length }, (_, index) => list[index])
  return bytes.every((byte) => Number.isInteger(byte) && (byte as number) >= 0 && (byte as number) <= 255)
    ? Uint8Array.from(bytes as number[])
    : undefined
}

/** The account bytes the wallet's `address` field names: raw bytes (Keplr's `getKey`) or the bech32 text again. */
function readAddressBytes(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string') return readBytes(value)
  return decodeCosmosAddress(value === value.toUpperCase() ? value.toLowerCase() : value)?.data
}

function readKey(key: unknown): { bech32Address: unknown; address: unknown; pubKey: unknown; algo: unknown } {
  if (typeof key !== 'object' || key === null)
    return { bech32Address: key, address: undefined, pubKey: undefined, algo: undefined }
  try {
    const { bech32Address, address, pubKey, algo } = key as Record<string, unknown>
    return { bech32Address, address, pubKey, algo }
  } catch {
    return { bech32Address: undefined, address: undefined, pubKey: undefined, algo: undefined }
  }
}

/**
 * The CAIP-10 account of a wallet key (what Keplr-interface wallets' `getKey` answers) on a network, validated and
 * normalised (RELIABILITY #7): the bech32 address (all upper case is lowered) must decode to 20 or 32 bytes under any
 * account prefix, and is re-encoded with the network's `prefix` (the same key's account on that chain). The wallet's
 * raw address bytes, when given, must be those bytes; its public key, when given, must derive them under its
 * algorithm (secp256k1, eth_secp256k1 / ethsecp256k1, ed25519). A key of an algorithm not known here is not kept.
 * Anything else is `InvalidAddressError`.
 */
export async function toConnectedAccount(
  networkId: CaipNetworkId,
  prefix: string,
  key: unknown,
): Promise<ConnectedAccount> {
  const { bech32Address, address: rawAddress, pubKey, algo } = readKey(key)
  const reported = typeof bech32Address === 'string' ? bech32Address : undefined
  const invalid = (why: string) =>
    new InvalidAddressError({
      details: `${reported === undefined ? typeof bech32Address : reported.slice(0, 80)}: ${why}`,
    })
  // Bech32 allows all upper case (QR codes); Cosmos writes addresses in lower case. Mixed case stays invalid.
  const lowered =
    reported !== undefined && reported === reported.toUpperCase() ? reported.toLowerCase() : reported
  const decoded = lowered === undefined ? undefined : decodeCosmosAddress(lowered)
  if (!decoded || NOT_ACCOUNT_PREFIX.test(decoded.prefix))
    throw invalid(`not a bech32 account address (${prefix}1…)`)

  const addressBytes = given(rawAddress) ? readAddressBytes(rawAddress) : undefined
  if (
    given(rawAddress) &&
    (!addressBytes || (addressBytes.length > 0 && !sameBytes(addressBytes, decoded.data)))
  )
    throw invalid("the wallet's address bytes do not match it")

  const publicKey = given(pubKey) ? readBytes(pubKey) : undefined
  if (given(pubKey) && !publicKey) throw invalid("the wallet's public key is not bytes")
  let keep = false
  if (publicKey && publicKey.length > 0) {
    const derivations = derivationsOf(algo)
    // A 32-byte account (interchain or module account) has no key of its own: a key given with it is a signer's.
    if (derivations.length > 0 && decoded.data.length === 20) {
      const { addressBytesOfPublicKey } = await loadAddressDerivation()
      const derived = derivations.map((way) => addressBytesOfPublicKey(way, publicKey))
      if (!derived.some((bytes) => bytes !== undefined && sameBytes(bytes, decoded.data)))
        throw invalid(`the wallet's ${String(algo ?? 'secp256k1')} public key is not this account's`)
      keep = true
    }
  }
  return {
    address: formatCaipAddress(networkId, encodeCosmosAddress(prefix, decoded.data)),
    type: 'eoa',
    ...(keep && publicKey ? { publicKey: base64.encode(publicKey) } : {}),
  }
}
