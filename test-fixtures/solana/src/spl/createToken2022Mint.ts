import { createHash } from 'node:crypto'
import {
  AccountRole,
  address,
  generateKeyPairSigner,
  getAddressEncoder,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import { getInitializeMint2Instruction } from '@solana-program/token'
import type { TestMint } from './createTestMint'
import { sendAndConfirm, type TestRpc } from './sendAndConfirm'

/** The Token-2022 program (the SVM loads it by default). */
export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** What a Token-2022 mint says about itself in its TokenMetadata extension. */
export interface Token2022MetadataFields {
  name: string
  symbol: string
  uri?: string
}

// Base mint (82) padded to a token account's 165 bytes, the account type byte, then the MetadataPointer extension
// (type u16 + length u16 + authority and metadata address, 32 bytes each).
const MINT_WITH_METADATA_POINTER_SIZE = 165 + 1 + 4 + 64
// Room for the TokenMetadata extension the program adds by reallocation; the payer funds it up front.
const METADATA_ROOM = 4 + 64 + 3 * 4 + 400

const borshString = (text: string) => {
  const bytes = Buffer.from(text, 'utf8')
  const length = Buffer.alloc(4)
  length.writeUInt32LE(bytes.length)
  return Buffer.concat([length, bytes])
}

const addressBytes = (value: string) => Buffer.from(getAddressEncoder().encode(address(value)))

/** Token-2022 `MetadataPointerExtension::Initialize`: the mint's metadata lives in the mint; `authority` may move it. */
function initializeMetadataPointer(mint: string, authority: string): Instruction {
  return {
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    accounts: [{ address: address(mint), role: AccountRole.WRITABLE }],
    data: Buffer.concat([Buffer.from([39, 0]), addressBytes(authority), addressBytes(mint)]),
  }
}

/**
 * Moves a Token-2022 mint's MetadataPointer to another account (`MetadataPointerExtension::Update`), as its pointer
 * authority may: the TokenMetadata extension stays in the mint, but it is no longer the mint's metadata.
 */
export async function pointMetadataElsewhere(rpc: TestRpc, token: TestMint, target: string): Promise<void> {
  await sendAndConfirm(
    rpc,
    [
      {
        programAddress: TOKEN_2022_PROGRAM_ADDRESS,
        accounts: [
          { address: address(token.mint), role: AccountRole.WRITABLE },
          { address: token.authority.address, role: AccountRole.READONLY_SIGNER },
        ],
        data: Buffer.concat([Buffer.from([39, 1]), addressBytes(target)]),
      },
    ],
    [token.authority],
  )
}

/** spl-token-metadata-interface `Initialize` (discriminator: the first 8 bytes of sha256 of its name). */
function initializeTokenMetadata(
  mint: string,
  authority: KeyPairSigner,
  fields: Token2022MetadataFields,
): Instruction {
  const discriminator = createHash('sha256')
    .update('spl_token_metadata_interface:initialize_account')
    .digest()
    .subarray(0, 8)
  return {
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    accounts: [
      { address: address(mint), role: AccountRole.WRITABLE },
      { address: authority.address, role: AccountRole.READONLY },
      { address: address(mint), role: AccountRole.READONLY },
      { address: authority.address, role: AccountRole.READONLY_SIGNER },
    ],
    data: Buffer.concat([
      discriminator,
      borshString(fields.name),
      borshString(fields.symbol),
      borshString(fields.uri ?? ''),
    ]),
  }
}

/**
 * Creates a real Token-2022 mint through RPC transactions, the Token-2022 program itself writing what the mint says
 * about itself: with `metadata`, a MetadataPointer to the mint and a TokenMetadata extension holding the name,
 * symbol and uri. The authority must hold SOL; it is the mint, pointer and update authority.
 */
export async function createToken2022Mint(
  rpc: TestRpc,
  authority: KeyPairSigner,
  decimals: number,
  options: { metadata?: Token2022MetadataFields } = {},
): Promise<TestMint> {
  const mint = await generateKeyPairSigner()
  const space = options.metadata ? MINT_WITH_METADATA_POINTER_SIZE : 82
  const rent = await rpc
    .getMinimumBalanceForRentExemption(BigInt(space + (options.metadata ? METADATA_ROOM : 0)))
    .send()
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: rent,
      space,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
  ]
  if (options.metadata) instructions.push(initializeMetadataPointer(mint.address, authority.address))
  instructions.push(
    getInitializeMint2Instruction(
      { mint: mint.address, decimals, mintAuthority: authority.address },
      { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
    ),
  )
  if (options.metadata) instructions.push(initializeTokenMetadata(mint.address, authority, options.metadata))
  await sendAndConfirm(rpc, instructions, [authority, mint])
  return { mint: mint.address, decimals, authority, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS }
}
