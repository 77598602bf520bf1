/** The JSON-RPC error codes the Stacks wallets answer with. */
export const WALLET_ERRORS = {
  /** Leather / WBIP: the visitor declined. */
  userRejected: { code: 4001, message: 'User rejected request' },
  /** sats-connect / Xverse: this site has no grant (`wallet_getAccount` before any connect). */
  accessDenied: { code: -32002, message: 'Access denied' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const

/** What a Stacks wallet's `request` rejects with: a whole JSON-RPC 2.0 error response. */
export interface WalletRpcErrorResponse {
  jsonrpc: '2.0'
  id: string
  error: { code: number; message: string }
}
