import { type ActivityItem, type CaipNetworkId, formatUnits } from '@latch/core'
import type { Signature } from '@solana/kit'
import type { SolanaRpc } from '../rpc/createRpcClient'
import { readMintMetadata } from './readMintMetadata'
import { readSignatures } from './readSignatures'

interface ParsedInstruction {
  program?: string
  programId?: string
  parsed?: { type?: string; info?: Record<string, unknown> }
}

interface TokenBalanceEntry {
  accountIndex?: number
  owner?: string
}

interface ParsedTransaction {
  transaction: { message: { instructions: unknown[]; accountKeys?: unknown[] } }
  meta?: { preTokenBalances?: unknown; postTokenBalances?: unknown } | null
}

/**
 * Token account → its owner, from the transaction's own token balances (the wallet a visitor knows, not the token
 * account an SPL transfer moves between).
 */
function tokenAccountOwners(transaction: ParsedTransaction | null): Map<string, string> {
  const owners = new Map<string, string>()
  if (!transaction) return owners
  const keys = (transaction.transaction.message.accountKeys ?? []).map((key) =>
    typeof key === 'string' ? key : String((key as { pubkey?: unknown }).pubkey ?? ''),
  )
  const balances = [transaction.meta?.preTokenBalances, transaction.meta?.postTokenBalances].flatMap(
    (list) => (Array.isArray(list) ? (list as TokenBalanceEntry[]) : []),
  )
  for (const balance of balances) {
    const key = typeof balance.accountIndex === 'number' ? keys[balance.accountIndex] : undefined
    if (key && typeof balance.owner === 'string') owners.set(key, balance.owner)
  }
  return owners
}

function describe(
  owner: string,
  instructions: readonly ParsedInstruction[],
  native: { symbol: string; decimals: number },
  owners: ReadonlyMap<string, string>,
) {
  for (const instruction of instructions) {
    const info = instruction.parsed?.info ?? {}
    const type = instruction.parsed?.type
    const lamports = info.lamports
    if (
      instruction.program === 'system' &&
      type === 'transfer' &&
      (typeof lamports === 'number' || typeof lamports === 'bigint')
    ) {
      const sent = info.source === owner
      return {
        direction: sent ? ('sent' as const) : ('received' as const),
        counterparty: String(sent ? info.destination : info.source),
        amount: { formatted: formatUnits(BigInt(lamports), native.decimals), symbol: native.symbol },
      }
    }
    if (instruction.program === 'spl-token' && (type === 'transfer' || type === 'transferChecked')) {
      const sent = info.authority === owner
      const tokenAmount = info.tokenAmount as { uiAmountString?: string } | undefined
      const mint = typeof info.mint === 'string' ? info.mint : undefined
      const destination = String(info.destination)
      return {
        direction: sent ? ('sent' as const) : ('received' as const),
        counterparty: sent ? (owners.get(destination) ?? destination) : String(info.authority),
        ...(tokenAmount?.uiAmountString && mint
          ? {
              amount: {
                formatted: tokenAmount.uiAmountString,
                symbol: `${mint.slice(0, 4)}…`,
                tokenAddress: mint,
              },
            }
          : {}),
      }
    }
  }
  const program = instructions[0]?.programId
  return { direction: 'contract' as const, ...(program ? { counterparty: program } : {}) }
}

/**
 * The account's recent transactions: `getSignaturesForAddress` of the wallet and of its token accounts (an SPL
 * transfer it receives touches only its token account), merged newest first, then each transaction `jsonParsed` to
 * tell a SOL or SPL transfer (sent or received, counterparty, amount; a mint named by its Token-2022 or Metaplex
 * metadata) from any other program call; with `before`, the page older than that signature. An RPC that keeps no
 * transaction history (no `getSignaturesForAddress`) is "not available".
 */
export async function readSolanaActivity(
  rpc: SolanaRpc,
  input: {
    owner: string
    networkId: CaipNetworkId
    native: { symbol: string; decimals: number }
    /** The signature of the oldest transaction shown: the page before it is read. */
    before?: Signature
  },
): Promise<ActivityItem[]> {
  const signatures = await readSignatures(rpc, input.owner, input.before)
  const items: ActivityItem[] = []
  for (const entry of signatures) {
    const transaction = await rpc
      .getTransaction(entry.signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
      .catch(() => null)
    const parsed = transaction as unknown as ParsedTransaction | null
    const instructions = (parsed?.transaction.message.instructions ?? []) as readonly ParsedInstruction[]
    items.push({
      hash: entry.signature,
      networkId: input.networkId,
      ...(entry.blockTime !== null ? { timestamp: Number(entry.blockTime) * 1000 } : {}),
      ...(entry.err ? { failed: true } : {}),
      ...describe(input.owner, instructions, input.native, tokenAccountOwners(parsed)),
    })
  }
  const mints = items.flatMap((item) => (item.amount?.tokenAddress ? [item.amount.tokenAddress] : []))
  const metadata = await readMintMetadata(rpc, mints)
  return items.map((item) => {
    const named = item.amount?.tokenAddress ? metadata.get(item.amount.tokenAddress) : undefined
    return named && item.amount ? { ...item, amount: { ...item.amount, symbol: named.symbol } } : item
  })
}
