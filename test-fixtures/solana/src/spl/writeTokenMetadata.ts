import { address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { setAccount } from './setAccount'

/** Metaplex Token Metadata's program id. */
const TOKEN_METADATA_PROGRAM_ID = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s'

/** What a Metaplex Metadata account says about a mint. */
export interface TokenMetadataFields {
  name: string
  symbol: string
  uri?: string
  updateAuthority: string
}

// The program pads name, symbol and uri with NULs to these byte lengths (MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_URI_LENGTH).
const NAME_BYTES = 32
const SYMBOL_BYTES = 10
const URI_BYTES = 200

function borshPaddedString(text: string, size: number): Buffer {
  const bytes = Buffer.alloc(size)
  Buffer.from(text, 'utf8').copy(bytes)
  const length = Buffer.alloc(4)
  length.writeUInt32LE(size)
  return Buffer.concat([length, bytes])
}

/**
 * The bytes of a Metadata account as the Token Metadata program writes them (`Key::MetadataV1`, update authority,
 * mint, `Data` with padded strings, no creators, primary sale false, mutable, no edition nonce, token standard
 * Fungible, no collection, uses, collection details or programmable config), written here byte by byte.
 */
export function encodeTokenMetadata(mint: string, fields: TokenMetadataFields): Buffer {
  const pubkey = (value: string) => Buffer.from(getAddressEncoder().encode(address(value)))
  return Buffer.concat([
    Buffer.from([4]),
    pubkey(fields.updateAuthority),
    pubkey(mint),
    borshPaddedString(fields.name, NAME_BYTES),
    borshPaddedString(fields.symbol, SYMBOL_BYTES),
    borshPaddedString(fields.uri ?? '', URI_BYTES),
    Buffer.from([0, 0]), // seller_fee_basis_points
    Buffer.from([0]), // creators: None
    Buffer.from([0, 1]), // primary_sale_happened, is_mutable
    Buffer.from([0]), // edition_nonce: None
    Buffer.from([1, 2]), // token_standard: Some(Fungible)
    Buffer.from([0, 0, 0, 0]), // collection, uses, collection_details, programmable_config: None
  ])
}

/** The mint's Metadata account address: the program's PDA of `["metadata", program, mint]`. */
export async function tokenMetadataAddress(mint: string): Promise<string> {
  const program = address(TOKEN_METADATA_PROGRAM_ID)
  const [pda] = await getProgramDerivedAddress({
    programAddress: program,
    seeds: [
      Buffer.from('metadata'),
      getAddressEncoder().encode(program),
      getAddressEncoder().encode(address(mint)),
    ],
  })
  return pda
}

/**
 * Writes a Metaplex Metadata account for `mint` into the test SVM (the Token Metadata program itself is not
 * loaded). `owner` other than the program writes a forgery (same address and bytes, wrong owner).
 */
export async function writeTokenMetadata(
  rpcUrl: string,
  mint: string,
  fields: TokenMetadataFields,
  options: { owner?: string } = {},
): Promise<string> {
  const target = await tokenMetadataAddress(mint)
  await setAccount(rpcUrl, target, {
    data: encodeTokenMetadata(mint, fields),
    owner: options.owner ?? TOKEN_METADATA_PROGRAM_ID,
  })
  return target
}
