// `@latch/adapter-polkadot/verify`: the sign-in verifier for a host's server, plain Node, no wallet or browser code.
export { verifyPolkadotSignature } from '../siwx/verifyPolkadotSignature'
