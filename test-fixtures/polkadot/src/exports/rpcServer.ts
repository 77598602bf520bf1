// Node-only entry: a Substrate JSON-RPC server whose System.Account storage is SCALE-encoded by @polkadot/types.

export type { SubstrateRpcMethods } from '../rpc/createSubstrateRpc'
export { createSubstrateRpc } from '../rpc/createSubstrateRpc'
export type { PolkadotRpcServer } from '../rpc/startPolkadotRpcServer'
export { startPolkadotRpcServer, WESTEND_SPEC } from '../rpc/startPolkadotRpcServer'
export type { ChainSpec, SubstrateChain } from '../rpc/substrateChain'
export { createSubstrateChain } from '../rpc/substrateChain'
