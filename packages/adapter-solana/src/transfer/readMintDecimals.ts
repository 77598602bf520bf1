import { InvalidAddressError } from '@latch/core'

/** The base mint layout (SPL Token and Token-2022): 82 bytes, decimals at 44, is_initialized at 45. */
const MINT_SIZE = 82
const DECIMALS_OFFSET = 44
const IS_INITIALIZED_OFFSET = 45
/** Token-2022 extensions: a mint with extensions is padded to the token-account size, then an account-type byte. */
const ACCOUNT_SIZE = 165
const MULTISIG_SIZE = 355
const ACCOUNT_TYPE_MINT = 1

/**
 * Reads an initialized SPL Token or Token-2022 mint's decimals from its account data, without the global
 * `Buffer` that spl-token's `unpackMint` needs. Throws `InvalidAddressError` for data that is not an initialized
 * mint: too short, a token account or multisig, or not initialized.
 */
export function readMintDecimals(mint: string, data: Uint8Array): number {
  const notAMint = (why: string) =>
    new InvalidAddressError({ details: `${mint} is not an SPL token mint: ${why}` })
  if (data.length < MINT_SIZE) throw notAMint(`${data.length} bytes of data`)
  if (data.length > MINT_SIZE) {
    if (
      data.length <= ACCOUNT_SIZE ||
      data.length === MULTISIG_SIZE ||
      data[ACCOUNT_SIZE] !== ACCOUNT_TYPE_MINT
    ) {
      throw notAMint(`${data.length} bytes of data that are not a mint with extensions`)
    }
  }
  if (data[IS_INITIALIZED_OFFSET] !== 1) throw notAMint('not initialized')
  return data[DECIMALS_OFFSET] ?? 0
}
