// Node-only entry: a regtest chain built with bitcoinjs-lib and an Esplora-compatible REST server over it.

export type { ChainTransaction, RegtestChain } from '../chain/createRegtestChain'
export { createRegtestChain } from '../chain/createRegtestChain'
export type { EsploraServer } from '../esplora/startEsploraServer'
export { startEsploraServer } from '../esplora/startEsploraServer'
