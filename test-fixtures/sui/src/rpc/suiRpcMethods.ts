import { ownerParam, type SuiLedger } from './createSuiLedger'
import { RpcError } from './rpcError'

/** A Sui JSON-RPC method: positional params in, result out (throws `RpcError`). */
export type SuiRpcMethod = (params: unknown[]) => unknown

/** The RPC API version the server reports (what @mysten/sui 1.45 targets). */
export const RPC_API_VERSION = '1.62.0'

function coinTypeParam(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+::\w+::\w+$/.test(value)) {
    throw new RpcError(-32602, `Invalid params: invalid coin type ${JSON.stringify(value)}`)
  }
  return value
}

/**
 * The methods the test node answers, in the Sui full node's JSON-RPC shapes: the balance reads
 * (`suix_getBalance`, `suix_getAllBalances`), network info (`sui_getChainIdentifier`,
 * `sui_getLatestCheckpointSequenceNumber`) and `rpc.discover` (which `SuiClient.getRpcApiVersion` reads).
 */
export function suiRpcMethods(ledger: SuiLedger): Record<string, SuiRpcMethod> {
  const methods: Record<string, SuiRpcMethod> = {
    suix_getBalance: ([owner, coinType]) => ledger.balance(ownerParam(owner), coinTypeParam(coinType)),
    suix_getAllBalances: ([owner]) => ledger.allBalances(ownerParam(owner)),
    sui_getChainIdentifier: () => ledger.chainIdentifier,
    sui_getLatestCheckpointSequenceNumber: () => ledger.checkpoint().toString(),
    'rpc.discover': () => ({
      openrpc: '1.2.6',
      info: { title: 'Sui JSON-RPC', version: RPC_API_VERSION },
      methods: Object.keys(methods).map((name) => ({ name })),
    }),
  }
  return methods
}
