import { type Address, getCompiledTransactionMessageDecoder, type Transaction } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** A landed transaction as the history methods report it. */
export interface HistoryEntry {
  signature: string
  slot: number
  blockTime: number
  accountKeys: string[]
  instructions: unknown[]
  /** The SPL token balances of its token accounts before and after it ran (owner, mint, amount). */
  preTokenBalances: unknown[]
  postTokenBalances: unknown[]
}

function u64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
}

function uiAmount(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${digits.slice(0, digits.length - decimals)}${fraction ? `.${fraction}` : ''}`
}

/** One instruction in the `jsonParsed` form the real RPC gives: system and SPL transfers parsed, others raw. */
function parseInstruction(programId: string, keys: string[], data: Uint8Array): unknown {
  if (
    programId === SYSTEM_PROGRAM &&
    data.length >= 12 &&
    new DataView(data.buffer, data.byteOffset).getUint32(0, true) === 2
  )
    return {
      program: 'system',
      programId,
      parsed: {
        type: 'transfer',
        info: { source: keys[0], destination: keys[1], lamports: Number(u64(data, 4)) },
      },
    }
  const isToken = programId === TOKEN_PROGRAM_ADDRESS || programId === TOKEN_2022_PROGRAM
  if (isToken && data[0] === 12 && data.length >= 10) {
    const amount = u64(data, 1)
    const decimals = data[9] ?? 0
    return {
      program: 'spl-token',
      programId,
      parsed: {
        type: 'transferChecked',
        info: {
          source: keys[0],
          mint: keys[1],
          destination: keys[2],
          authority: keys[3],
          tokenAmount: { amount: amount.toString(), decimals, uiAmountString: uiAmount(amount, decimals) },
        },
      },
    }
  }
  if (isToken && data[0] === 3 && data.length >= 9)
    return {
      program: 'spl-token',
      programId,
      parsed: {
        type: 'transfer',
        info: { source: keys[0], destination: keys[1], authority: keys[2], amount: u64(data, 1).toString() },
      },
    }
  return { programId, accounts: keys, data: '' }
}

/**
 * What `getSignaturesForAddress` and `getTransaction` (jsonParsed) answer: every landed transaction, indexed by each
 * account it touched, newest first.
 */
export function createTransactionHistory() {
  const bySignature = new Map<string, HistoryEntry>()
  const byAccount = new Map<string, string[]>()
  // Where each transaction landed in the ledger, so `before` works as the RPC's does: by the ledger position of
  // that signature, whether or not it touched the account asked about.
  const position = new Map<string, number>()
  const decodeMessage = getCompiledTransactionMessageDecoder()
  const accountKeysOf = (transaction: Transaction): string[] =>
    (
      decodeMessage.decode(transaction.messageBytes) as unknown as { staticAccounts: Address[] }
    ).staticAccounts.map(String)
  return {
    /** The transaction's account keys, in message order (the indexes its token balances refer to). */
    accountKeysOf,
    record(
      signature: string,
      slot: number,
      transaction: Transaction,
      tokenBalances: { pre: unknown[]; post: unknown[] } = { pre: [], post: [] },
    ): void {
      const message = decodeMessage.decode(transaction.messageBytes) as unknown as {
        staticAccounts: Address[]
        instructions: { programAddressIndex: number; accountIndices?: number[]; data?: Uint8Array }[]
      }
      const accountKeys = message.staticAccounts.map(String)
      const instructions = message.instructions.map((instruction) =>
        parseInstruction(
          accountKeys[instruction.programAddressIndex] ?? '',
          (instruction.accountIndices ?? []).map((index) => accountKeys[index] ?? ''),
          instruction.data ?? new Uint8Array(),
        ),
      )
      // The token owners an SPL transfer moves between are found through their token accounts' authority: index the
      // authority too, so the sender's history lists it.
      const touched = new Set(accountKeys)
      bySignature.set(signature, {
        signature,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        accountKeys,
        instructions,
        preTokenBalances: tokenBalances.pre,
        postTokenBalances: tokenBalances.post,
      })
      position.set(signature, position.size)
      for (const key of touched) byAccount.set(key, [signature, ...(byAccount.get(key) ?? [])])
    },
    /**
     * Newest first; with `before`, only those that landed before that signature, which need not have touched the
     * account (none when the signature is unknown, as the RPC does).
     */
    signaturesFor(account: string, limit: number, before?: string): HistoryEntry[] {
      const all = byAccount.get(account) ?? []
      const cutoff = before === undefined ? Number.POSITIVE_INFINITY : position.get(before)
      if (cutoff === undefined) return []
      return all
        .filter((signature) => (position.get(signature) ?? 0) < cutoff)
        .slice(0, limit)
        .map((signature) => bySignature.get(signature))
        .filter((entry): entry is HistoryEntry => entry !== undefined)
    },
    get(signature: string): HistoryEntry | undefined {
      return bySignature.get(signature)
    },
  }
}
