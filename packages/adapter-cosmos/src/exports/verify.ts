// Public API of @latch/adapter-cosmos/verify: ADR-36 signature checks for a host's server (plain Node, no
// browser globals, no wallet code). Names are listed explicitly; a test snapshots them.
export { makeAdr36SignDoc } from '../siwx/makeAdr36SignDoc'
export type { VerifyCosmosSignatureInput } from '../siwx/verifyCosmosSignature'
export { verifyCosmosSignature } from '../siwx/verifyCosmosSignature'
export type { StdSignature } from '../wallets/keplrInterface'
