import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { startEsploraServer } from '@latch/fixture-bitcoin/esplora'
import type { TestProject } from 'vitest/node'
import { FUNDED } from './fundedSeeds'

declare module 'vitest' {
  export interface ProvidedContext {
    esploraUrl: string
  }
}

/**
 * Starts the Esplora server over a fresh regtest chain on a free 127.0.0.1 port, pays the funded seed's payment
 * address once in a mined block and once in the mempool, and stops the server after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startEsploraServer()
  const [payment] = createDevWallet({ seed: FUNDED.seed }).addresses
  if (!payment) throw new Error('no payment address')
  server.chain.fund(payment.address, FUNDED.confirmedSats, { confirmed: true })
  server.chain.fund(payment.address, FUNDED.unconfirmedSats)
  project.provide('esploraUrl', server.url)
  return () => server.close()
}
