// Node-only entry: the JSON-RPC server over LiteSVM and RPC helpers that set up SOL and SPL state.

export type { SvmRpcMethods } from '../rpc/createSvmRpc'
export { createSvmRpc } from '../rpc/createSvmRpc'
export type { SolanaRpcServer } from '../rpc/startSolanaRpcServer'
export { startSolanaRpcServer } from '../rpc/startSolanaRpcServer'
export type { TestMint } from '../spl/createTestMint'
export { createTestMint, mintTokens, readTokenBalance } from '../spl/createTestMint'
export { airdrop, sendAndConfirm, waitForSignature } from '../spl/sendAndConfirm'
