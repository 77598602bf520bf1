import { type Address, address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getTokenDecoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { sendAndConfirm, type TestRpc } from './sendAndConfirm'

/** A freshly created SPL mint and the authority that can mint it. */
export interface TestMint {
  mint: string
  decimals: number
  authority: KeyPairSigner
  /** The token program that owns the mint: SPL Token unless said (Token-2022). */
  tokenProgram?: Address
}

/** The owner's associated token account of a mint under `tokenProgram` (SPL Token unless given). */
export async function associatedTokenAddress(
  mint: string,
  owner: string,
  tokenProgram: Address = TOKEN_PROGRAM_ADDRESS,
): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ mint: address(mint), owner: address(owner), tokenProgram })
  return ata
}

/**
 * Creates a real SPL token mint on the cluster through RPC transactions; the authority must hold SOL. Pass `mint`
 * for a known mint address (e.g. `createKeyPairSignerFromPrivateKeyBytes(seed)`); a fresh key pair otherwise.
 */
export async function createTestMint(
  rpc: TestRpc,
  authority: KeyPairSigner,
  decimals: number,
  mint?: KeyPairSigner,
): Promise<TestMint> {
  const mintSigner = mint ?? (await generateKeyPairSigner())
  const space = getMintSize()
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(space)).send()
  await sendAndConfirm(
    rpc,
    [
      getCreateAccountInstruction({
        payer: authority,
        newAccount: mintSigner,
        lamports: rent,
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mintSigner.address, decimals, mintAuthority: authority.address }),
    ],
    [authority, mintSigner],
  )
  return { mint: mintSigner.address, decimals, authority }
}

/** Mints `amount` base units to the owner's associated token account, creating that account first if needed. */
export async function mintTokens(
  rpc: TestRpc,
  token: TestMint,
  owner: string,
  amount: bigint,
): Promise<void> {
  const tokenProgram = token.tokenProgram ?? TOKEN_PROGRAM_ADDRESS
  const ata = await associatedTokenAddress(token.mint, owner, tokenProgram)
  await sendAndConfirm(
    rpc,
    [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: token.authority,
        ata,
        owner: address(owner),
        mint: address(token.mint),
        tokenProgram,
      }),
      getMintToInstruction(
        { mint: address(token.mint), token: ata, mintAuthority: token.authority, amount },
        { programAddress: tokenProgram },
      ),
    ],
    [token.authority],
  )
}

/**
 * The owner's balance of a mint in base units, read from its associated token account over RPC (SPL Token unless
 * `tokenProgram` says otherwise); 0n when that account does not exist.
 */
export async function readTokenBalance(
  rpc: TestRpc,
  mint: string,
  owner: string,
  tokenProgram: Address = TOKEN_PROGRAM_ADDRESS,
): Promise<bigint> {
  const ata = await associatedTokenAddress(mint, owner, tokenProgram)
  const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send()
  if (!value) return 0n
  const bytes = Uint8Array.from(atob(value.data[0]), (char) => char.charCodeAt(0))
  return getTokenDecoder().decode(bytes.subarray(0, 165)).amount
}
