// Server-side sign-in check, importable in plain Node (no browser globals, no wallet code).
export { verifySuiSignature } from '../siwx/verifySuiSignature'
