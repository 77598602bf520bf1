/**
 * The forms a Solana wallet hands an account's public key in: the Wallet Standard's `Uint8Array` (a Node `Buffer`
 * is one), a plain byte array (`number[]`, from wallets that pass accounts through JSON or `Array.from`), a Node
 * `Buffer` serialised to JSON (`{ type: 'Buffer', data: [...] }`), or a web3.js `PublicKey` (what legacy
 * wallet-adapter adapters and `window.solana` providers expose).
 */
export type WalletPublicKey =
  | ArrayLike<number>
  | { readonly type: 'Buffer'; readonly data: ArrayLike<number> }
  | { toBytes(): Uint8Array }

const PUBLIC_KEY_BYTES = 32

function bytesOf(list: ArrayLike<number>): Uint8Array | undefined {
  if (list.length !== PUBLIC_KEY_BYTES) return undefined
  const bytes = new Uint8Array(PUBLIC_KEY_BYTES)
  for (let index = 0; index < PUBLIC_KEY_BYTES; index += 1) {
    const byte = list[index]
    if (typeof byte !== 'number' || !Number.isInteger(byte) || byte < 0 || byte > 255) return undefined
    bytes[index] = byte
  }
  return bytes
}

function readForm(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array)
    return value.length === PUBLIC_KEY_BYTES ? Uint8Array.from(value) : undefined
  if (typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) return bytesOf(value)
  const candidate = value as { type?: unknown; data?: unknown; toBytes?: unknown; length?: unknown }
  if (candidate.type === 'Buffer' && Array.isArray(candidate.data)) return bytesOf(candidate.data)
  if (typeof candidate.toBytes === 'function') {
    const bytes: unknown = candidate.toBytes()
    return bytes instanceof Uint8Array ? readForm(bytes) : undefined
  }
  // Another array-like view of bytes (a ReadonlyUint8Array from another realm, an index-keyed copy with a length).
  return typeof candidate.length === 'number' ? bytesOf(value as ArrayLike<number>) : undefined
}

/** The 32 bytes of a wallet's public key in any {@link WalletPublicKey} form; undefined for anything else. */
export function readPublicKeyBytes(value: unknown): Uint8Array | undefined {
  try {
    return readForm(value)
  } catch {
    // A getter or toBytes() of a hostile object threw: not a public key.
    return undefined
  }
}
