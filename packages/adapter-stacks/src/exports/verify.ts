// Node-safe entry of @latch/adapter-stacks: sign-in verification for a host's server (no wallet code, no window).
export { verifyStacksSignature } from '../siwx/verifyStacksSignature'
