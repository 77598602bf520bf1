import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startSolanaRpcServer } from '@latch/fixture-solana/rpcServer'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { startDemo } from '../server/demoServer.mjs'
import { startAnvil } from '../server/startAnvil.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
  }
}

const demoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Builds the demo, starts its chains and server on a free 127.0.0.1 port, and stops them (by PID) afterwards. */
export default async function setup(project: TestProject) {
  await build({ root: demoRoot, configFile: join(demoRoot, 'vite.config.ts'), logLevel: 'error' })
  const demo = await startDemo({
    distDir: join(demoRoot, 'dist'),
    startAnvil,
    startSolana: () => startSolanaRpcServer(),
  })
  project.provide('demoUrl', demo.url)
  return async () => {
    await demo.stop()
  }
}
