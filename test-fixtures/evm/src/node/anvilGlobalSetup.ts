import type { TestProject } from 'vitest/node'
import { deployContracts } from './deployContracts'
import './evmTestBed'
import { startAnvil } from './startAnvil'

/**
 * Vitest global setup: starts two anvil nodes on free 127.0.0.1 ports (chain ids 31337 and 31338), deploys the
 * fixture contracts on the first, provides their URLs as `evmTestBed`, and stops both by PID on teardown.
 */
export default async function anvilGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  const [nodeA, nodeB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  try {
    const contracts = await deployContracts(nodeA.rpcUrl, nodeA.chainId)
    project.provide('evmTestBed', {
      chainA: { chainId: nodeA.chainId, rpcUrl: nodeA.rpcUrl, contracts },
      chainB: { chainId: nodeB.chainId, rpcUrl: nodeB.rpcUrl },
    })
  } catch (error) {
    await Promise.all([nodeA.stop(), nodeB.stop()])
    throw error
  }
  return async () => {
    await Promise.all([nodeA.stop(), nodeB.stop()])
  }
}
