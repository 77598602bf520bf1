import type { ChainAdapter, TokenRef } from '@latch/core'
import { type DevWallet, freshAddress } from '@latch/fixture-solana/devWallet'
import {
  associatedTokenAddress,
  createTestMint,
  mintTokens,
  readTokenBalance,
  sendAndConfirm,
  type TestMint,
} from '@latch/fixture-solana/rpcServer'
import { address, generateKeyPairSigner } from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
} from '@solana-program/token'
import { beforeAll, describe, expect, it } from 'vitest'
import { fundedDevWallet, fundedSigner, lamportsOf, setUpAdapter, testRpc } from '../../test/testContext'
import { estimateSolanaFee, TOKEN_ACCOUNT_RENT_LAMPORTS } from '../fee/estimateSolanaFee'
import { TOKEN_2022_PROGRAM_ADDRESS } from '../transfer/buildTransferTransaction'
import { NATIVE_SOL_MINT } from '../transfer/nativeMint'
import { solanaAdapter } from './solanaAdapter'

const SOL: TokenRef = { symbol: 'SOL', decimals: 9 }

async function connected(
  wallet: DevWallet,
): Promise<{ adapter: ChainAdapter; from: `${string}:${string}:${string}` }> {
  const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
  const connection = await adapter.connect({ connectorId: wallet.name })
  const from = connection.accounts[0]?.address
  if (!from) throw new Error('no account')
  return { adapter, from }
}

let mint: TestMint
let usdc: TokenRef

beforeAll(async () => {
  const authority = await fundedSigner(10_000_000_000)
  mint = await createTestMint(testRpc(), authority, 6)
  usdc = { address: mint.mint, symbol: 'USDC', decimals: 6 }
})

describe('solanaAdapter: balance', () => {
  it('default: the connected account balance in SOL, read over RPC', async () => {
    const wallet = await fundedDevWallet(2.5)
    const { adapter, from } = await connected(wallet)
    expect(await adapter.getBalance?.({ address: from })).toEqual({
      value: '2500000000',
      formatted: '2.5',
      symbol: 'SOL',
      decimals: 9,
    })
  })
})

describe('solanaAdapter: sendTransfer SOL (spec §4)', () => {
  it('default: 0.25 SOL reaches a fresh address exactly; the sender pays it plus the local fee estimate', async () => {
    const wallet = await fundedDevWallet(10)
    const { adapter, from } = await connected(wallet)
    const to = freshAddress()
    const signature = await adapter.sendTransfer?.({ from, to, token: SOL, value: 250_000_000n })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamportsOf(to)).toBe(250_000_000n)
    expect(await lamportsOf(wallet.address)).toBe(10_000_000_000n - 250_000_000n - estimateSolanaFee(1))
    expect(await adapter.getBalance?.({ address: from })).toMatchObject({ formatted: '9.749995' })
  })

  it('parameters: the native SOL mint address is treated as no mint (spec §5)', async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter, from } = await connected(wallet)
    const to = freshAddress()
    await adapter.sendTransfer?.({ from, to, token: { ...SOL, address: NATIVE_SOL_MINT }, value: 1_000_000n })
    expect(await lamportsOf(to)).toBe(1_000_000n)
  })

  it('behavior: a bad receiver is InvalidAddressError before any wallet prompt', async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter, from } = await connected(wallet)
    wallet.rejectNext()
    for (const to of [
      '',
      'not-an-address',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      `${freshAddress()}x`,
    ]) {
      await expect(adapter.sendTransfer?.({ from, to, token: SOL, value: 1n })).rejects.toThrowError(
        expect.objectContaining({
          name: 'InvalidAddressError',
          message: 'The address is not valid for this network',
        }),
      )
    }
    // The rejection armed above is still pending: no prompt was shown for the bad receivers.
    await expect(
      adapter.sendTransfer?.({ from, to: freshAddress(), token: SOL, value: 1_000_000n }),
    ).rejects.toThrow('User rejected the request')
  })

  it('behavior: user rejects the send → UserRejectedError, nothing moves, and sending again works (RELIABILITY #10)', async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter, from } = await connected(wallet)
    const to = freshAddress()
    wallet.rejectNext()
    await expect(adapter.sendTransfer?.({ from, to, token: SOL, value: 5_000_000n })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(await lamportsOf(to)).toBe(0n)
    expect(await lamportsOf(wallet.address)).toBe(1_000_000_000n)
    await adapter.sendTransfer?.({ from, to, token: SOL, value: 5_000_000n })
    expect(await lamportsOf(to)).toBe(5_000_000n)
  })

  it('behavior: a transfer the chain refuses (more than the balance) is a typed wallet error and moves nothing', async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter, from } = await connected(wallet)
    const to = freshAddress()
    await expect(
      adapter.sendTransfer?.({ from, to, token: SOL, value: 2_000_000_000n }),
    ).rejects.toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        message: 'The wallet could not complete the request',
      }),
    )
    expect(await lamportsOf(to)).toBe(0n)
  })

  it('behavior: a sending account that is not connected is NamespaceOrAddressNotFoundError', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = await connected(wallet)
    await expect(
      adapter.sendTransfer?.({
        from: `solana:localnet:${freshAddress()}`,
        to: freshAddress(),
        token: SOL,
        value: 1n,
      }),
    ).rejects.toThrow('Namespace or address not found')
  })
})

describe('solanaAdapter: sendTransfer SPL by mint (spec §4, §5)', () => {
  it('default: creates the receiver token account, moves the exact amount, and the fee estimate matches', async () => {
    const wallet = await fundedDevWallet(1)
    await mintTokens(testRpc(), mint, wallet.address, 10_000_000n)
    const { adapter, from } = await connected(wallet)
    const to = freshAddress()
    // Asked before sending, the estimate includes the receiver's new token account; the wallet is not asked.
    expect(await adapter.estimateTransferFee?.({ from, to, token: usdc, value: 1_500_000n })).toEqual({
      value: (5000n + TOKEN_ACCOUNT_RENT_LAMPORTS).toString(),
      formatted: '0.00204428',
      symbol: 'SOL',
      decimals: 9,
    })
    await adapter.sendTransfer?.({ from, to, token: usdc, value: 1_500_000n })
    expect(await readTokenBalance(testRpc(), mint.mint, to)).toBe(1_500_000n)
    expect(await readTokenBalance(testRpc(), mint.mint, wallet.address)).toBe(8_500_000n)
    // The sender paid one signature and the rent of the receiver's new token account, as estimated locally.
    expect(await lamportsOf(wallet.address)).toBe(
      1_000_000_000n - estimateSolanaFee(1, { tokenAccountsCreated: 1 }),
    )
    expect(estimateSolanaFee(1, { tokenAccountsCreated: 1 })).toBe(5000n + TOKEN_ACCOUNT_RENT_LAMPORTS)

    // Second send: the token account exists, so only the signature fee is paid.
    expect(await adapter.estimateTransferFee?.({ from, to, token: usdc, value: 250_000n })).toMatchObject({
      value: '5000',
      formatted: '0.000005',
    })
    await adapter.sendTransfer?.({ from, to, token: usdc, value: 250_000n })
    expect(await readTokenBalance(testRpc(), mint.mint, to)).toBe(1_750_000n)
    expect(await lamportsOf(wallet.address)).toBe(
      1_000_000_000n - estimateSolanaFee(1, { tokenAccountsCreated: 1 }) - estimateSolanaFee(1),
    )
  })

  it('parameters: a Token-2022 mint works too: the receiver token account is created under Token-2022', async () => {
    const wallet = await fundedDevWallet(1)
    const authority = await fundedSigner(1_000_000_000)
    const mintKey = await generateKeyPairSigner()
    const mint = mintKey.address
    const owner = address(wallet.address)
    const ownerAccount = await associatedTokenAddress(mint, owner, TOKEN_2022_PROGRAM_ADDRESS)
    const tokenProgram = { programAddress: TOKEN_2022_PROGRAM_ADDRESS }
    await sendAndConfirm(
      testRpc(),
      [
        getCreateAccountInstruction({
          payer: authority,
          newAccount: mintKey,
          lamports: await testRpc().getMinimumBalanceForRentExemption(BigInt(getMintSize())).send(),
          space: getMintSize(),
          programAddress: TOKEN_2022_PROGRAM_ADDRESS,
        }),
        getInitializeMint2Instruction({ mint, decimals: 9, mintAuthority: authority.address }, tokenProgram),
        getCreateAssociatedTokenInstruction({
          payer: authority,
          ata: ownerAccount,
          owner,
          mint,
          tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
        }),
        getMintToInstruction(
          { mint, token: ownerAccount, mintAuthority: authority, amount: 3_000n },
          tokenProgram,
        ),
      ],
      [authority, mintKey],
    )
    const { adapter, from } = await connected(wallet)
    const to = freshAddress()
    const token: TokenRef = { address: mint, symbol: 'T22', decimals: 9 }
    await adapter.sendTransfer?.({ from, to, token, value: 1_000n })
    const amountOf = (holder: string) => readTokenBalance(testRpc(), mint, holder, TOKEN_2022_PROGRAM_ADDRESS)
    expect(await amountOf(to)).toBe(1_000n)
    expect(await amountOf(wallet.address)).toBe(2_000n)
  })

  it('behavior: token decimals that disagree with the mint are refused before the wallet is asked', async () => {
    const wallet = await fundedDevWallet(1)
    await mintTokens(testRpc(), mint, wallet.address, 1_000_000n)
    const { adapter, from } = await connected(wallet)
    const to = freshAddress()
    await expect(
      adapter.sendTransfer?.({ from, to, token: { ...usdc, decimals: 9 }, value: 1_000n }),
    ).rejects.toThrowError(
      expect.objectContaining({
        name: 'InvalidAmountError',
        message: 'The amount is not a valid number for this token',
      }),
    )
    expect(await readTokenBalance(testRpc(), mint.mint, to)).toBe(0n)
  })

  it('behavior: a token address that is not a mint is InvalidAddressError', async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter, from } = await connected(wallet)
    await expect(
      adapter.sendTransfer?.({
        from,
        to: freshAddress(),
        token: { ...usdc, address: wallet.address },
        value: 1n,
      }),
    ).rejects.toThrow('The address is not valid for this network')
  })

  it('behavior: user rejects an SPL send → UserRejectedError and no token account is created', async () => {
    const wallet = await fundedDevWallet(1)
    await mintTokens(testRpc(), mint, wallet.address, 1_000_000n)
    const { adapter, from } = await connected(wallet)
    const to = freshAddress()
    wallet.rejectNext()
    await expect(adapter.sendTransfer?.({ from, to, token: usdc, value: 1_000n })).rejects.toThrow(
      'User rejected the request',
    )
    expect(await readTokenBalance(testRpc(), mint.mint, to)).toBe(0n)
    expect(await lamportsOf(wallet.address)).toBe(1_000_000_000n)
  })
})
