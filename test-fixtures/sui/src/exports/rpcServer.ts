// Node-only entry: the Sui JSON-RPC server (balances, network info, faucet).

export { SUI_COIN_TYPE } from '../rpc/createSuiLedger'
export type { SuiRpcServer, SuiRpcServerOptions } from '../rpc/startSuiRpcServer'
export { startSuiRpcServer } from '../rpc/startSuiRpcServer'
export { RPC_API_VERSION } from '../rpc/suiRpcMethods'
