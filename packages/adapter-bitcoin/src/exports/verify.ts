// Server-side entry (@latch/adapter-bitcoin/verify): signature checks in plain Node, no wallet or browser code.
export { verifyBitcoinSignature } from '../siwx/verifyBitcoinSignature'
