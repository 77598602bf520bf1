import { type Address, address, isSome } from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { invalidParams } from './rpcError'

const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82
const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const STATES: Record<number, string> = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
}

function uiAmountString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${digits.slice(0, digits.length - decimals)}${fraction ? `.${fraction}` : ''}`
}

function programsFor(svm: LiteSVM, filter: Record<string, unknown>): Address[] {
  if (typeof filter.programId === 'string') return [address(filter.programId)]
  if (typeof filter.mint === 'string') {
    const mint = svm.getAccount(address(filter.mint))
    return mint.exists ? [mint.programAddress] : []
  }
  throw invalidParams('expected a mint or programId filter')
}

/**
 * `getTokenAccountsByOwner` with `jsonParsed` (or `base64`) encoding: the owner's SPL token accounts of a mint or
 * token program, shaped as the real RPC's `spl-token` parser returns them.
 */
export function tokenAccountsByOwner(svm: LiteSVM, params: unknown[]): unknown[] {
  const [ownerParam, filterParam, configParam] = params
  if (typeof ownerParam !== 'string' || typeof filterParam !== 'object' || filterParam === null) {
    throw invalidParams('expected an owner and a filter')
  }
  const owner = address(ownerParam)
  const filter = filterParam as Record<string, unknown>
  const encoding = (configParam as { encoding?: unknown } | undefined)?.encoding ?? 'base64'
  const known: string[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]
  const decodeToken = getTokenDecoder()
  return programsFor(svm, filter)
    .filter((program) => known.includes(program))
    .flatMap((program) => svm.getProgramAccounts(program))
    .filter((account) => account.data.length >= TOKEN_ACCOUNT_SIZE)
    .map((account) => ({
      account,
      token: decodeToken.decode(account.data.subarray(0, TOKEN_ACCOUNT_SIZE)),
    }))
    .filter(({ token }) => token.owner === owner)
    .filter(({ token }) => typeof filter.mint !== 'string' || token.mint === filter.mint)
    .map(({ account, token }) => {
      const base = {
        executable: false,
        lamports: Number(account.lamports),
        owner: account.programAddress,
        rentEpoch: 0,
      }
      const space = Number(account.space)
      if (encoding !== 'jsonParsed') {
        return {
          pubkey: account.address,
          account: { ...base, space, data: [Buffer.from(account.data).toString('base64'), 'base64'] },
        }
      }
      const mint = svm.getAccount(token.mint)
      const decimals = mint.exists ? getMintDecoder().decode(mint.data.subarray(0, MINT_SIZE)).decimals : 0
      const text = uiAmountString(token.amount, decimals)
      return {
        pubkey: account.address,
        account: {
          ...base,
          space,
          data: {
            program: account.programAddress === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022',
            space,
            parsed: {
              type: 'account',
              info: {
                isNative: isSome(token.isNative),
                mint: token.mint,
                owner: token.owner,
                state: STATES[token.state] ?? 'initialized',
                tokenAmount: {
                  amount: token.amount.toString(),
                  decimals,
                  uiAmount: Number(text),
                  uiAmountString: text,
                },
              },
            },
          },
        },
      }
    })
}

/** A token balance as the real RPC reports it in a transaction's `meta.preTokenBalances` / `postTokenBalances`. */
export interface TransactionTokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string }
}

/** The token balances of a transaction's SPL token accounts (`accountKeys`) as they stand now in `svm`. */
export function transactionTokenBalances(
  svm: LiteSVM,
  accountKeys: readonly string[],
): TransactionTokenBalance[] {
  const known: string[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]
  const decodeToken = getTokenDecoder()
  return accountKeys.flatMap((key, accountIndex) => {
    const account = svm.getAccount(address(key))
    if (
      !account.exists ||
      !known.includes(account.programAddress) ||
      account.data.length < TOKEN_ACCOUNT_SIZE
    )
      return []
    const token = decodeToken.decode(account.data.subarray(0, TOKEN_ACCOUNT_SIZE))
    const mint = svm.getAccount(token.mint)
    const decimals = mint.exists ? getMintDecoder().decode(mint.data.subarray(0, MINT_SIZE)).decimals : 0
    const text = uiAmountString(token.amount, decimals)
    return [
      {
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.programAddress,
        uiTokenAmount: {
          amount: token.amount.toString(),
          decimals,
          uiAmount: Number(text),
          uiAmountString: text,
        },
      },
    ]
  })
}
