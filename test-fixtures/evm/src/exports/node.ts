// Node-only entry of @latch/fixture-evm: anvil, contracts and the vitest global setup.

export type { CompiledContract, ContractName } from '../node/compileContracts'
export { compileContracts } from '../node/compileContracts'
export type { DeployedContracts } from '../node/deployContracts'
export { deployContracts, TEST_ENS_AVATAR, TEST_ENS_NAME } from '../node/deployContracts'
export type { SwapContracts, SwapPoolTokens } from '../node/deploySwapContracts'
export { deploySwapContracts, SWAP_POOLS } from '../node/deploySwapContracts'
export { devWalletInitScript } from '../node/devWalletInitScript'
export type { EvmTestBed, TestChain } from '../node/evmTestBed'
export { snapshotChain } from '../node/snapshotChain'
export type { AnvilInstance, StartAnvilOptions } from '../node/startAnvil'
export { anvilBinaryPath, freePort, startAnvil } from '../node/startAnvil'
