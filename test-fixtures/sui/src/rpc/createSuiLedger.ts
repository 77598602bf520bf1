import type { CoinBalance } from '@mysten/sui/client'
import { isValidSuiAddress, normalizeStructTag, normalizeSuiAddress, toBase58 } from '@mysten/sui/utils'
import { RpcError } from './rpcError'

/** The SUI coin type as the full node reports it (framework types keep their short address). */
export const SUI_COIN_TYPE = '0x2::sui::SUI'
const SUI_KEY = normalizeStructTag(SUI_COIN_TYPE)

/** One coin object the ledger minted (what a faucet reports as sent). */
export interface MintedCoin {
  id: string
  amount: number
  transferTxDigest: string
}

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length))
const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** A checked, normalised owner address, or the node's invalid-params error. */
export function ownerParam(value: unknown): string {
  if (typeof value !== 'string' || !isValidSuiAddress(normalizeSuiAddress(value))) {
    throw new RpcError(-32602, `Invalid params: invalid Sui address ${JSON.stringify(value)}`)
  }
  return normalizeSuiAddress(value)
}

/**
 * The state the test node serves: coin objects per owner and coin type (only SUI is minted), and a chain
 * identifier. Balances add up each owner's coins, as the node's balance index does.
 */
export function createSuiLedger(chainIdentifier = hex(randomBytes(4))) {
  const coins = new Map<string, Map<string, bigint[]>>()
  let checkpoint = 0n

  // Coins are kept under the normalised type; the answer names SUI as the node does.
  const balanceOf = (owner: string, key: string): CoinBalance => {
    const held = coins.get(owner)?.get(key) ?? []
    return {
      coinType: key === SUI_KEY ? SUI_COIN_TYPE : key,
      coinObjectCount: held.length,
      totalBalance: held.reduce((sum, amount) => sum + amount, 0n).toString(),
      lockedBalance: {},
    }
  }

  return {
    chainIdentifier,
    checkpoint: () => checkpoint,
    /** Mints a SUI coin of `mist` to `owner` (one checkpoint per mint). */
    mint(owner: string, mist: bigint): MintedCoin {
      const address = ownerParam(owner)
      const byType = coins.get(address) ?? new Map<string, bigint[]>()
      coins.set(address, byType)
      byType.set(SUI_KEY, [...(byType.get(SUI_KEY) ?? []), mist])
      checkpoint += 1n
      return {
        id: `0x${hex(randomBytes(32))}`,
        amount: Number(mist),
        transferTxDigest: toBase58(randomBytes(32)),
      }
    },
    balance: (owner: string, coinType: string = SUI_KEY) => balanceOf(owner, normalizeStructTag(coinType)),
    allBalances: (owner: string): CoinBalance[] =>
      [...(coins.get(owner)?.keys() ?? [])].map((coinType) => balanceOf(owner, coinType)),
  }
}

export type SuiLedger = ReturnType<typeof createSuiLedger>
