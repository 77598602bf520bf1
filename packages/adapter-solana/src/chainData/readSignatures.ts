import { type Address, address, type Signature } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { SolanaRpc } from '../rpc/createRpcClient'
import { TOKEN_2022_PROGRAM_ADDRESS } from './decodeToken2022Metadata'
import { toChainDataError } from './toChainDataError'

/** Signatures listed per Activity page. */
const SOLANA_ACTIVITY_LIMIT = 20
/**
 * Token accounts whose history is read besides the wallet's: one `getSignaturesForAddress` each per page, so a
 * wallet with hundreds of (spam) token accounts does not cost hundreds of calls.
 */
const TOKEN_ACCOUNTS_READ = 20

/** One entry of `getSignaturesForAddress`. */
export interface SignatureEntry {
  signature: Signature
  slot: bigint
  blockTime: bigint | null
  err: unknown
}

/** The wallet's SPL token accounts (Token and Token-2022); none when the RPC cannot list them. */
async function tokenAccountsOf(rpc: SolanaRpc, owner: Address): Promise<Address[]> {
  const lists = await Promise.all(
    [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].map((programId) =>
      rpc
        .getTokenAccountsByOwner(
          owner,
          { programId: address(programId) },
          { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
        )
        .send()
        .then(
          (answer) => answer.value.map((entry) => entry.pubkey),
          () => [],
        ),
    ),
  )
  return lists.flat().slice(0, TOKEN_ACCOUNTS_READ)
}

/**
 * One Activity page of signatures: the wallet's own and its token accounts' (`before` is a ledger position, so the
 * same cursor pages every list), merged without repeats, newest slot first. The wallet's list failing is the error
 * (no history at all: "not available"); a token account's list failing only leaves it out.
 */
export async function readSignatures(
  rpc: SolanaRpc,
  owner: string,
  before: Signature | undefined,
): Promise<SignatureEntry[]> {
  const config = { limit: SOLANA_ACTIVITY_LIMIT, ...(before ? { before } : {}) }
  const wallet = address(owner)
  let own: readonly SignatureEntry[]
  try {
    own = await rpc.getSignaturesForAddress(wallet, config).send()
  } catch (error) {
    throw toChainDataError(error, 'activity (getSignaturesForAddress)')
  }
  const received = await Promise.all(
    (await tokenAccountsOf(rpc, wallet)).map((tokenAccount) =>
      rpc
        .getSignaturesForAddress(tokenAccount, config)
        .send()
        .catch((): readonly SignatureEntry[] => []),
    ),
  )
  const merged = new Map<string, SignatureEntry>()
  for (const entry of [...own, ...received.flat()])
    if (!merged.has(entry.signature)) merged.set(entry.signature, entry)
  // Newest slot first; within a slot the order the lists gave (Array.prototype.sort is stable).
  return [...merged.values()]
    .sort((a, b) => (a.slot === b.slot ? 0 : a.slot > b.slot ? -1 : 1))
    .slice(0, SOLANA_ACTIVITY_LIMIT)
}
