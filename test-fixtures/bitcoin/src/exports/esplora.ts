// Node-only entry: a regtest chain built with bitcoinjs-lib and an Esplora-compatible REST server over it, and the
// dev wallet's addresses for a seed (so a Node script can fund them without the browser-side wallet).

export type { ChainTransaction, RegtestChain } from '../chain/createRegtestChain'
export { createRegtestChain } from '../chain/createRegtestChain'
export type { EsploraServer } from '../esplora/startEsploraServer'
export { startEsploraServer } from '../esplora/startEsploraServer'
export type { BitcoinNetworkName } from '../keys/bitcoinNetworks'
export { devWalletAddresses } from '../keys/devWalletAddresses'
