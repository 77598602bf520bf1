import type { DeployedContracts } from './deployContracts'

/** One anvil node of the test bed. */
export interface TestChain {
  chainId: number
  rpcUrl: string
}

/** What the EVM global setup hands to tests through vitest's `provide` / `inject`. */
export interface EvmTestBed {
  /** Chain 31337, with the fixture contracts deployed. */
  chainA: TestChain & { contracts: DeployedContracts }
  /** Chain 31338, a second node for network switches. */
  chainB: TestChain
}

declare module 'vitest' {
  export interface ProvidedContext {
    evmTestBed: EvmTestBed
  }
}
