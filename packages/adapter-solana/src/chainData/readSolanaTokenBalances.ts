import type { CaipNetworkId, TokenHolding } from '@latch/core'
import { address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { SolanaRpc } from '../rpc/createRpcClient'
import { TOKEN_2022_PROGRAM_ADDRESS } from './decodeToken2022Metadata'
import { readMintMetadata } from './readMintMetadata'
import { toChainDataError } from './toChainDataError'

interface ParsedTokenAccount {
  parsed?: {
    info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number; uiAmountString?: string } }
  }
}

/**
 * The account's SPL token accounts (Token and Token-2022 programs) through `getTokenAccountsByOwner` with
 * `jsonParsed`, one holding per mint, named by the mint's on-chain metadata where it has some (Token-2022's
 * TokenMetadata extension, or Metaplex; the host's `tokens` list names the mints it knows over that); a mint
 * without any shows by its address. An RPC without the method is "not available".
 */
export async function readSolanaTokenBalances(
  rpc: SolanaRpc,
  input: { owner: string; networkId: CaipNetworkId },
): Promise<TokenHolding[]> {
  const holdings = new Map<string, TokenHolding>()
  for (const programId of [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]) {
    let accounts: readonly { account: { data: unknown } }[]
    try {
      const answer = await rpc
        .getTokenAccountsByOwner(
          address(input.owner),
          { programId: address(programId) },
          { encoding: 'jsonParsed' },
        )
        .send()
      accounts = answer.value as unknown as { account: { data: unknown } }[]
    } catch (error) {
      throw toChainDataError(error, 'token accounts (getTokenAccountsByOwner)')
    }
    for (const { account } of accounts) {
      const info = (account.data as ParsedTokenAccount).parsed?.info
      const amount = info?.tokenAmount
      if (!info?.mint || amount?.decimals === undefined || amount.uiAmountString === undefined) continue
      const known = holdings.get(info.mint)
      const quantity = known
        ? String(Number(known.quantity) + Number(amount.uiAmountString))
        : amount.uiAmountString
      holdings.set(info.mint, {
        networkId: input.networkId,
        address: info.mint,
        name: info.mint,
        symbol: `${info.mint.slice(0, 4)}…`,
        decimals: amount.decimals,
        quantity,
      })
    }
  }
  const metadata = await readMintMetadata(rpc, [...holdings.keys()])
  return [...holdings.values()].map((holding) => {
    const named = holding.address ? metadata.get(holding.address) : undefined
    return named ? { ...holding, name: named.name, symbol: named.symbol } : holding
  })
}
