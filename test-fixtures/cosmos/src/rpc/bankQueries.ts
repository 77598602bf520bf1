import { fromBech32 } from '@cosmjs/encoding'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { BECH32_LIMIT } from '../wallet/bech32Limit'

/** Balances by bech32 address, then denom, in base units. */
export type BalanceBook = Map<string, Map<string, bigint>>

/** What an ABCI query answers: an SDK error code (0 = ok) and the protobuf-encoded response. */
export interface AbciAnswer {
  code: number
  codespace: string
  log: string
  value: Uint8Array
}

const ok = (value: Uint8Array): AbciAnswer => ({ code: 0, codespace: '', log: '', value })
const sdkError = (code: number, log: string): AbciAnswer => ({
  code,
  codespace: 'sdk',
  log,
  value: new Uint8Array(),
})

// Cosmos SDK answers a malformed address with ErrInvalidAddress (code 7), before touching the store.
function checkAddress(address: string): AbciAnswer | undefined {
  try {
    fromBech32(address, BECH32_LIMIT)
    return undefined
  } catch (error) {
    return sdkError(7, `invalid address: ${String((error as Error).message)}`)
  }
}

/**
 * Answers the gRPC-over-ABCI bank queries (`/cosmos.bank.v1beta1.Query/Balance` and `/AllBalances`) with
 * cosmjs-types protobuf, as a Cosmos SDK node does; any other path is the SDK's "unknown query path" (code 6).
 */
export function answerBankQuery(book: BalanceBook, path: string, data: Uint8Array): AbciAnswer {
  if (path === '/cosmos.bank.v1beta1.Query/Balance') {
    const request = QueryBalanceRequest.decode(data)
    const invalid = checkAddress(request.address)
    if (invalid) return invalid
    if (!request.denom) return sdkError(7, 'invalid denom')
    const amount = book.get(request.address)?.get(request.denom) ?? 0n
    const balance = { denom: request.denom, amount: amount.toString() }
    return ok(QueryBalanceResponse.encode(QueryBalanceResponse.fromPartial({ balance })).finish())
  }
  if (path === '/cosmos.bank.v1beta1.Query/AllBalances') {
    const request = QueryAllBalancesRequest.decode(data)
    const invalid = checkAddress(request.address)
    if (invalid) return invalid
    const balances = [...(book.get(request.address) ?? new Map<string, bigint>())]
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
    const response = QueryAllBalancesResponse.fromPartial({
      balances,
      pagination: { nextKey: new Uint8Array(), total: BigInt(balances.length) },
    })
    return ok(QueryAllBalancesResponse.encode(response).finish())
  }
  return sdkError(6, `unknown query path: ${path}`)
}
