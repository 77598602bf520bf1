import {
  type Address,
  addDecoderSizePrefix,
  address,
  getAddressDecoder,
  getAddressEncoder,
  getBase64Encoder,
  getProgramDerivedAddress,
  getStructDecoder,
  getU8Decoder,
  getU32Decoder,
  getUtf8Decoder,
  getUtf8Encoder,
} from '@solana/kit'
import type { SolanaRpc } from '../rpc/createRpcClient'
import { decodeToken2022Metadata, TOKEN_2022_PROGRAM_ADDRESS } from './decodeToken2022Metadata'

/** Metaplex Token Metadata, the program whose accounts name most mints. */
const TOKEN_METADATA_PROGRAM_ADDRESS = address('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s')
/** `Key::MetadataV1`, the first byte of a Metadata account. */
const METADATA_V1_KEY = 4
/** Mints per `getMultipleAccounts` call: each asks for two accounts (its Metadata PDA and the mint), 100 at most. */
const MINTS_PER_CALL = 50

/** A mint's name and symbol as its Metaplex Metadata account holds them. */
export interface MintMetadata {
  name: string
  symbol: string
}

// The head of a Metadata account (Borsh): key, update authority, mint, then the name, symbol and uri strings
// (u32 length prefix; the program pads them with NULs to 32, 10 and 200 bytes). What follows is not needed.
const metadataHead = getStructDecoder([
  ['key', getU8Decoder()],
  ['updateAuthority', getAddressDecoder()],
  ['mint', getAddressDecoder()],
  ['name', addDecoderSizePrefix(getUtf8Decoder(), getU32Decoder())],
  ['symbol', addDecoderSizePrefix(getUtf8Decoder(), getU32Decoder())],
])

/** The Metadata account's address of a mint: the program's PDA of `["metadata", program, mint]`. */
async function metadataAddress(mint: Address): Promise<Address> {
  const [pda] = await getProgramDerivedAddress({
    programAddress: TOKEN_METADATA_PROGRAM_ADDRESS,
    seeds: [
      getUtf8Encoder().encode('metadata'),
      getAddressEncoder().encode(TOKEN_METADATA_PROGRAM_ADDRESS),
      getAddressEncoder().encode(mint),
    ],
  })
  return pda
}

const withoutPadding = (text: string) => text.replace(/\0+$/u, '').trim()

/** Decodes a Metadata account of `mint`; undefined for anything else (another key, another mint, bad bytes). */
function decodeMintMetadata(bytes: Uint8Array, mint: Address): MintMetadata | undefined {
  try {
    const head = metadataHead.decode(bytes)
    if (head.key !== METADATA_V1_KEY || head.mint !== mint) return undefined
    const name = withoutPadding(head.name)
    const symbol = withoutPadding(head.symbol)
    return name || symbol ? { name: name || symbol, symbol: symbol || name } : undefined
  } catch {
    return undefined
  }
}

/**
 * The name and symbol of each mint that carries them, by mint: a Token-2022 mint's own TokenMetadata extension
 * (where its MetadataPointer points at the mint itself), else the mint's Metaplex Metadata account (owned by the
 * Token Metadata program). Metadata only adds names: an RPC that cannot answer leaves every mint unnamed, never
 * fails the read.
 */
export async function readMintMetadata(
  rpc: SolanaRpc,
  mints: readonly string[],
): Promise<Map<string, MintMetadata>> {
  const found = new Map<string, MintMetadata>()
  const unique = [...new Set(mints)].map((mint) => address(mint))
  const base64 = getBase64Encoder()
  try {
    for (let start = 0; start < unique.length; start += MINTS_PER_CALL) {
      const batch = unique.slice(start, start + MINTS_PER_CALL)
      const pdas = await Promise.all(batch.map(metadataAddress))
      const { value } = await rpc.getMultipleAccounts([...pdas, ...batch], { encoding: 'base64' }).send()
      batch.forEach((mint, index) => {
        const mintAccount = value[batch.length + index]
        const metaplex = value[index]
        const metadata =
          (mintAccount?.owner === TOKEN_2022_PROGRAM_ADDRESS
            ? decodeToken2022Metadata(new Uint8Array(base64.encode(mintAccount.data[0])), mint)
            : undefined) ??
          (metaplex?.owner === TOKEN_METADATA_PROGRAM_ADDRESS
            ? decodeMintMetadata(new Uint8Array(base64.encode(metaplex.data[0])), mint)
            : undefined)
        if (metadata) found.set(mint, metadata)
      })
    }
  } catch {
    return found
  }
  return found
}
