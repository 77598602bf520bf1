// Node-only entry: the local Stacks API server (balance and network info in the Hiro API's wire format).

export type { LocalStacksNetwork } from '../api/stacksApiResponses'
export type { StacksApiServer } from '../api/startStacksApiServer'
export { startStacksApiServer } from '../api/startStacksApiServer'
export { stxAddressFromPrivateKey } from '../api/stxAddressFromPrivateKey'
