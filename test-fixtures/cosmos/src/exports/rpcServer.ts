// Node-only entry: the local CometBFT RPC endpoint that answers bank balance queries.

export type { AbciAnswer, BalanceBook } from '../rpc/bankQueries'
export { answerBankQuery } from '../rpc/bankQueries'
export type { CosmosRpcServer, CosmosRpcServerOptions } from '../rpc/startCosmosRpcServer'
export { startCosmosRpcServer } from '../rpc/startCosmosRpcServer'
export { devAddress } from '../wallet/devAddress'
export { DEV_COSMOS_MNEMONIC } from '../wallet/devMnemonic'
