import { RpcMethodNotAllowedError } from '../errors/catalogue'

/** How the embedded wallet treats an RPC method: answered directly, or only after the visitor approves. */
export type RpcMethodClass = 'safe' | 'notSafe'

/** Read-only methods the embedded wallet answers without a prompt (EVM, WalletConnect and Solana). */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getProof',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getLogs',
  'eth_syncing',
  'wallet_getCapabilities',
  'solana_getAccounts',
  'solana_requestAccounts',
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTransaction',
]

/** Methods that sign, send or change the wallet: the visitor approves each one. */
export const NOT_SAFE_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'sendTransaction',
]

// Sets, not object lookups, so names like "__proto__" or "toString" classify as nothing.
const SAFE = new Set(SAFE_RPC_METHODS)
const NOT_SAFE = new Set(NOT_SAFE_RPC_METHODS)

/** 'safe', 'notSafe', or undefined for a method on neither list (spec §5). Names are case-sensitive. */
export function classifyRpcMethod(method: string): RpcMethodClass | undefined {
  if (SAFE.has(method)) return 'safe'
  if (NOT_SAFE.has(method)) return 'notSafe'
  return undefined
}

/** The method's class; throws `RpcMethodNotAllowedError` ('Requested RPC call is not allowed') for any other method. */
export function assertRpcAllowed(method: string): RpcMethodClass {
  const kind = classifyRpcMethod(method)
  if (!kind) throw new RpcMethodNotAllowedError({ details: String(method).slice(0, 80) })
  return kind
}
