// Public API of @latch/adapter-evm/verify: the sign-in signature check for a host's server (plain Node, no wallet or
// browser code). EOA by recovery; ERC-1271 and ERC-6492 through a viem public client on the host's RPC.
export type { EvmVerifyClient } from '../siwx/verifyEvmSignature'
export { verifyEvmSignature } from '../siwx/verifyEvmSignature'
