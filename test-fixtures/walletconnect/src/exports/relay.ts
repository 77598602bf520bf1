// Node-only: the local WalletConnect relay.
export type { Relay, StartRelayOptions } from '../relay/startRelay'
export { startRelay } from '../relay/startRelay'
