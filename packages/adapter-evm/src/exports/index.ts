// Public API of @latch/adapter-evm. Names are listed explicitly; a test snapshots them.

export { erc20TransferAbi, usdtTransferAbi } from '../abi/transferAbis'
export { KNOWN_USDT_STYLE_TOKENS } from '../abi/usdtStyleTokens'
export { BALANCE_TTL_MS, PROFILE_TTL_MS } from '../actions/readTtls'
export type { EvmAdapter, EvmAdapterOptions } from '../adapter/evmAdapter'
export { evmAdapter } from '../adapter/evmAdapter'
export type { EvmWindow } from '../discovery/createWalletRegistry'
export { INJECTED_CONNECTOR_ID } from '../discovery/injectedConnectorId'
export { anvilLocal, base, mainnet, sepolia } from '../networks/commonNetworks'
export { evmNetwork } from '../networks/evmNetwork'
export type { Eip1193Provider } from '../provider/types'
