// Node-only entry: the JSON-RPC server over LiteSVM and RPC helpers that set up SOL and SPL state (@solana/kit).

export { BONK_METADATA_ACCOUNT } from '../recorded/bonkMetadataAccount'
export type { SvmRpcMethods } from '../rpc/createSvmRpc'
export { createSvmRpc } from '../rpc/createSvmRpc'
export type { SolanaRpcServer } from '../rpc/startSolanaRpcServer'
export { startSolanaRpcServer } from '../rpc/startSolanaRpcServer'
export type { TestMint } from '../spl/createTestMint'
export { associatedTokenAddress, createTestMint, mintTokens, readTokenBalance } from '../spl/createTestMint'
export type { Token2022MetadataFields } from '../spl/createToken2022Mint'
export {
  createToken2022Mint,
  pointMetadataElsewhere,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '../spl/createToken2022Mint'
export type { TestRpc } from '../spl/sendAndConfirm'
export { airdrop, sendAndConfirm, testRpc, waitForSignature } from '../spl/sendAndConfirm'
export type { AccountToWrite } from '../spl/setAccount'
export { setAccount } from '../spl/setAccount'
export type { TokenMetadataFields } from '../spl/writeTokenMetadata'
export { encodeTokenMetadata, tokenMetadataAddress, writeTokenMetadata } from '../spl/writeTokenMetadata'
