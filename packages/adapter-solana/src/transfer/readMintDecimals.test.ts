import { freshAddress } from '@latch/fixture-solana/devWallet'
import {
  associatedTokenAddress,
  createTestMint,
  mintTokens,
  sendAndConfirm,
} from '@latch/fixture-solana/rpcServer'
import {
  AccountRole,
  type Address,
  address,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase64Encoder,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import { getInitializeMint2Instruction, getMintDecoder, getMintSize } from '@solana-program/token'
import { beforeAll, describe, expect, it } from 'vitest'
import { fundedSigner, testRpc } from '../../test/testContext'
import { TOKEN_2022_PROGRAM_ADDRESS } from './buildTransferTransaction'
import { readMintDecimals } from './readMintDecimals'

const TOKEN_PROGRAM_ADDRESS = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
/** A Token-2022 mint with the MintCloseAuthority extension: 165 bytes, the account type, then a 36-byte TLV entry. */
const MINT_WITH_CLOSE_AUTHORITY_SIZE = 165 + 1 + 2 + 2 + 32

/** Token-2022 `InitializeMintCloseAuthority` (instruction 25: [25, Some = 1, authority]): no client for kit 8. */
function initializeMintCloseAuthority(mint: Address, authority: Address): Instruction {
  return {
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    accounts: [{ address: mint, role: AccountRole.WRITABLE }],
    data: Uint8Array.from([25, 1, ...getAddressEncoder().encode(authority)]),
  }
}

let payer: KeyPairSigner

/** The account's data as the RPC returns it; the test fails if it does not exist. */
async function dataOf(account: string): Promise<Uint8Array> {
  const { value } = await testRpc().getAccountInfo(address(account), { encoding: 'base64' }).send()
  if (!value) throw new Error(`no account ${account}`)
  return Uint8Array.from(getBase64Encoder().encode(value.data[0]))
}

/** Creates an account of `space` bytes owned by `programAddress`, then runs `initialize` on it in the same transaction. */
async function createOwnedAccount(
  space: number,
  programAddress: Address,
  initialize: (account: Address) => Instruction[],
): Promise<string> {
  const account = await generateKeyPairSigner()
  const lamports = await testRpc().getMinimumBalanceForRentExemption(BigInt(space)).send()
  await sendAndConfirm(
    testRpc(),
    [
      getCreateAccountInstruction({ payer, newAccount: account, lamports, space, programAddress }),
      ...initialize(account.address),
    ],
    [payer, account],
  )
  return account.address
}

const refusal = (mint: string, why: string) =>
  expect.objectContaining({
    name: 'InvalidAddressError',
    message: 'The address is not valid for this network',
    details: `${mint} is not an SPL token mint: ${why}`,
  })

beforeAll(async () => {
  payer = await fundedSigner(10_000_000_000)
})

describe('readMintDecimals (mint accounts from the real SVM)', () => {
  it('default: an initialized SPL Token mint gives its decimals, as the token program client decodes them', async () => {
    const { mint } = await createTestMint(testRpc(), payer, 6)
    const data = await dataOf(mint)
    expect(data.length).toBe(82)
    expect(readMintDecimals(mint, data)).toBe(6)
    expect(getMintDecoder().decode(data).decimals).toBe(6)
  })

  it('parameters: a Token-2022 mint with an extension (longer data) gives its decimals', async () => {
    const mint = await createOwnedAccount(
      MINT_WITH_CLOSE_AUTHORITY_SIZE,
      TOKEN_2022_PROGRAM_ADDRESS,
      (account) => [
        initializeMintCloseAuthority(account, payer.address),
        getInitializeMint2Instruction(
          { mint: account, decimals: 9, mintAuthority: payer.address },
          { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
        ),
      ],
    )
    const data = await dataOf(mint)
    expect(data.length).toBe(MINT_WITH_CLOSE_AUTHORITY_SIZE)
    expect(data.length).toBeGreaterThan(165)
    expect(readMintDecimals(mint, data)).toBe(9)
    expect(getMintDecoder().decode(data.subarray(0, 82)).decimals).toBe(9)
  })

  it('behavior: an uninitialized mint account is refused', async () => {
    const mint = await createOwnedAccount(getMintSize(), TOKEN_PROGRAM_ADDRESS, () => [])
    const data = await dataOf(mint)
    expect(data.length).toBe(82)
    expect(() => readMintDecimals(mint, data)).toThrowError(refusal(mint, 'not initialized'))
  })

  it('behavior: short data is refused', async () => {
    const { mint } = await createTestMint(testRpc(), payer, 6)
    const data = await dataOf(mint)
    expect(() => readMintDecimals(mint, data.subarray(0, 81))).toThrowError(refusal(mint, '81 bytes of data'))
    expect(() => readMintDecimals(mint, new Uint8Array())).toThrowError(refusal(mint, '0 bytes of data'))
  })

  it('behavior: a token account owned by the token program is refused, not read at offset 44', async () => {
    const testMint = await createTestMint(testRpc(), payer, 6)
    const owner = freshAddress()
    await mintTokens(testRpc(), testMint, owner, 1n)
    const tokenAccount = await associatedTokenAddress(testMint.mint, owner)
    const data = await dataOf(tokenAccount)
    expect(data.length).toBe(165)
    expect(() => readMintDecimals(tokenAccount, data)).toThrowError(
      refusal(tokenAccount, '165 bytes of data that are not a mint with extensions'),
    )
  })
})
