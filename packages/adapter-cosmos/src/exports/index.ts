// Public API of @latch/adapter-cosmos. Names are listed explicitly; a test snapshots them.
// The ADR-36 verifier is on the `./verify` subpath, so that importing this entry never loads @cosmjs.
export { cosmosAdapter } from '../adapter/cosmosAdapter'
export type { CosmosAdapterOptions } from '../adapter/types'
export type { DecodedCosmosAddress } from '../address/decodeCosmosAddress'
export { decodeCosmosAddress, isCosmosAddress } from '../address/decodeCosmosAddress'
export type { CosmosChain, CosmosNetwork, CosmosNetworkInput } from '../networks/cosmosNetwork'
export { defineCosmosNetwork } from '../networks/cosmosNetwork'
export {
  cosmosHub,
  cosmosHubTestnet,
  cosmosLocalnet,
  osmosis,
  osmosisTestnet,
} from '../networks/cosmosNetworks'
export { toChainInfo } from '../networks/toChainInfo'
export { ANNOUNCE_WALLET_EVENT, REQUEST_WALLET_EVENT } from '../wallets/announceEvents'
export type {
  KeplrChainInfo,
  KeplrCurrency,
  KeplrKey,
  KeplrLike,
  StdSignature,
} from '../wallets/keplrInterface'
export type { CosmosWalletSource, KnownCosmosWallet } from '../wallets/knownWallets'
export { KNOWN_COSMOS_WALLETS } from '../wallets/knownWallets'
