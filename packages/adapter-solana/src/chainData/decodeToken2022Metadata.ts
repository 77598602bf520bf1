import {
  type Address,
  addDecoderSizePrefix,
  getAddressDecoder,
  getStructDecoder,
  getU32Decoder,
  getUtf8Decoder,
} from '@solana/kit'
import type { MintMetadata } from './readMintMetadata'

/** The Token-2022 program, whose mints can carry their name in a TokenMetadata extension. */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

// A Token-2022 mint with extensions: the 82-byte base mint, padding to the 165 bytes of a token account (so the two
// cannot be confused), one byte of account type, then the extensions as type (u16) · length (u16) · value entries.
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE_MINT = 1
const EXTENSION_METADATA_POINTER = 18
const EXTENSION_TOKEN_METADATA = 19

// TokenMetadata (spl-token-metadata-interface, Borsh): update authority, mint, then name, symbol and uri with a u32
// length prefix. The additional key/value pairs that follow are not needed.
const tokenMetadataHead = getStructDecoder([
  ['updateAuthority', getAddressDecoder()],
  ['mint', getAddressDecoder()],
  ['name', addDecoderSizePrefix(getUtf8Decoder(), getU32Decoder())],
  ['symbol', addDecoderSizePrefix(getUtf8Decoder(), getU32Decoder())],
])

/** The mint's extensions by type (the first entry of each type). */
function readExtensions(bytes: Uint8Array): Map<number, Uint8Array> {
  const extensions = new Map<number, Uint8Array>()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = ACCOUNT_TYPE_OFFSET + 1
  while (offset + 4 <= bytes.length) {
    const type = view.getUint16(offset, true)
    const length = view.getUint16(offset + 2, true)
    const end = offset + 4 + length
    if (type === 0 || end > bytes.length) break
    if (!extensions.has(type)) extensions.set(type, bytes.subarray(offset + 4, end))
    offset = end
  }
  return extensions
}

/**
 * The name and symbol a Token-2022 mint account of `mint` holds in its TokenMetadata extension; undefined when it has
 * none, when the extension names another mint, or when the mint's MetadataPointer points elsewhere (the metadata
 * then lives in that other account, and the copy in the mint is not the one the issuer keeps).
 */
export function decodeToken2022Metadata(bytes: Uint8Array, mint: Address): MintMetadata | undefined {
  if (bytes.length <= ACCOUNT_TYPE_OFFSET || bytes[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_MINT)
    return undefined
  try {
    const extensions = readExtensions(bytes)
    const pointer = extensions.get(EXTENSION_METADATA_POINTER)
    if (pointer && getAddressDecoder().decode(pointer, 32) !== mint) return undefined
    const metadata = extensions.get(EXTENSION_TOKEN_METADATA)
    if (!metadata) return undefined
    const head = tokenMetadataHead.decode(metadata)
    if (head.mint !== mint) return undefined
    const name = head.name.trim()
    const symbol = head.symbol.trim()
    return name || symbol ? { name: name || symbol, symbol: symbol || name } : undefined
  } catch {
    return undefined
  }
}
