import { airdrop, createTestMint, mintTokens, sendAndConfirm } from '@latch/fixture-solana/rpcServer'
import {
  createInitializeMint2Instruction,
  createInitializeMintCloseAuthorityInstruction,
  ExtensionType,
  getAssociatedTokenAddressSync,
  getMintLen,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackMint,
} from '@solana/spl-token'
import { type AccountInfo, Keypair, PublicKey, SystemProgram } from '@solana/web3.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { testConnection } from '../../test/testContext'
import { readMintDecimals } from './readMintDecimals'

let payer: Keypair

/** The account as the RPC returns it; the test fails if it does not exist. */
async function accountOf(address: string | PublicKey): Promise<AccountInfo<Buffer>> {
  const account = await testConnection().getAccountInfo(new PublicKey(address))
  if (!account) throw new Error(`no account ${address}`)
  return account
}

/** Creates an account of `space` bytes owned by `programId`, then runs `initialize` on it in the same transaction. */
async function createOwnedAccount(
  space: number,
  programId: PublicKey,
  initialize: (address: PublicKey) => ReturnType<typeof createInitializeMint2Instruction>[],
): Promise<string> {
  const account = Keypair.generate()
  const lamports = await testConnection().getMinimumBalanceForRentExemption(space)
  await sendAndConfirm(
    testConnection(),
    [
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: account.publicKey,
        lamports,
        space,
        programId,
      }),
      ...initialize(account.publicKey),
    ],
    [payer, account],
  )
  return account.publicKey.toBase58()
}

const refusal = (mint: string, why: string) =>
  expect.objectContaining({
    name: 'InvalidAddressError',
    message: 'The address is not valid for this network',
    details: `${mint} is not an SPL token mint: ${why}`,
  })

beforeAll(async () => {
  payer = Keypair.generate()
  await airdrop(testConnection(), payer.publicKey.toBase58(), 10_000_000_000)
})

describe('readMintDecimals (mint accounts from the real SVM)', () => {
  it('default: an initialized SPL Token mint gives its decimals, as spl-token unpackMint does', async () => {
    const { mint } = await createTestMint(testConnection(), payer, 6)
    const account = await accountOf(mint)
    expect(account.data.length).toBe(82)
    expect(readMintDecimals(mint, account.data)).toBe(6)
    expect(unpackMint(new PublicKey(mint), account, TOKEN_PROGRAM_ID).decimals).toBe(6)
  })

  it('parameters: a Token-2022 mint with an extension (longer data) gives its decimals', async () => {
    const space = getMintLen([ExtensionType.MintCloseAuthority])
    const mint = await createOwnedAccount(space, TOKEN_2022_PROGRAM_ID, (address) => [
      createInitializeMintCloseAuthorityInstruction(address, payer.publicKey, TOKEN_2022_PROGRAM_ID),
      createInitializeMint2Instruction(address, 9, payer.publicKey, null, TOKEN_2022_PROGRAM_ID),
    ])
    const account = await accountOf(mint)
    expect(account.data.length).toBe(space)
    expect(account.data.length).toBeGreaterThan(165)
    expect(readMintDecimals(mint, account.data)).toBe(9)
    expect(unpackMint(new PublicKey(mint), account, TOKEN_2022_PROGRAM_ID).decimals).toBe(9)
  })

  it('behavior: an uninitialized mint account is refused', async () => {
    const mint = await createOwnedAccount(MINT_SIZE, TOKEN_PROGRAM_ID, () => [])
    const { data } = await accountOf(mint)
    expect(data.length).toBe(82)
    expect(() => readMintDecimals(mint, data)).toThrowError(refusal(mint, 'not initialized'))
  })

  it('behavior: short data is refused', async () => {
    const { mint } = await createTestMint(testConnection(), payer, 6)
    const { data } = await accountOf(mint)
    expect(() => readMintDecimals(mint, data.subarray(0, 81))).toThrowError(refusal(mint, '81 bytes of data'))
    expect(() => readMintDecimals(mint, new Uint8Array())).toThrowError(refusal(mint, '0 bytes of data'))
  })

  it('behavior: a token account owned by the token program is refused, not read at offset 44', async () => {
    const testMint = await createTestMint(testConnection(), payer, 6)
    const owner = Keypair.generate().publicKey
    await mintTokens(testConnection(), testMint, owner.toBase58(), 1n)
    const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(testMint.mint), owner).toBase58()
    const { data } = await accountOf(tokenAccount)
    expect(data.length).toBe(165)
    expect(() => readMintDecimals(tokenAccount, data)).toThrowError(
      refusal(tokenAccount, '165 bytes of data that are not a mint with extensions'),
    )
  })
})
