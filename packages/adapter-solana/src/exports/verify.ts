// Public API of @latch/adapter-solana/verify: sign-in checks for a host's server (plain Node, no wallet code, no
// browser globals).
export { formatSolanaSignInMessage } from '../siwx/formatSolanaSignInMessage'
export { verifySolanaSignature } from '../siwx/verifySolanaSignature'
