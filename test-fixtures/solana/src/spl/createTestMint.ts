import {
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  TokenAccountNotFoundError,
} from '@solana/spl-token'
import { type Connection, Keypair, PublicKey, SystemProgram } from '@solana/web3.js'
import { sendAndConfirm } from './sendAndConfirm'

/** A freshly created SPL mint and the authority that can mint it. */
export interface TestMint {
  mint: string
  decimals: number
  authority: Keypair
}

/**
 * Creates a real SPL token mint on the cluster through RPC transactions; the authority must hold SOL. Pass `mint`
 * for a known mint address (e.g. `Keypair.fromSeed(seed)`); a fresh keypair otherwise.
 */
export async function createTestMint(
  connection: Connection,
  authority: Keypair,
  decimals: number,
  mint: Keypair = Keypair.generate(),
): Promise<TestMint> {
  const rent = await connection.getMinimumBalanceForRentExemption(MINT_SIZE)
  await sendAndConfirm(
    connection,
    [
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: rent,
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, decimals, authority.publicKey, null),
    ],
    [authority, mint],
  )
  return { mint: mint.publicKey.toBase58(), decimals, authority }
}

/** Mints `amount` base units to the owner's associated token account, creating that account first. */
export async function mintTokens(
  connection: Connection,
  token: TestMint,
  owner: string,
  amount: bigint,
): Promise<void> {
  const mint = new PublicKey(token.mint)
  const ownerKey = new PublicKey(owner)
  const ata = getAssociatedTokenAddressSync(mint, ownerKey, true)
  await sendAndConfirm(
    connection,
    [
      createAssociatedTokenAccountInstruction(token.authority.publicKey, ata, ownerKey, mint),
      createMintToInstruction(mint, ata, token.authority.publicKey, amount),
    ],
    [token.authority],
  )
}

/** The owner's SPL balance of a mint in base units, read over RPC; 0n when the token account does not exist. */
export async function readTokenBalance(connection: Connection, mint: string, owner: string): Promise<bigint> {
  const ata = getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner), true)
  try {
    return (await getAccount(connection, ata)).amount
  } catch (error) {
    if (error instanceof TokenAccountNotFoundError) return 0n
    throw error
  }
}
