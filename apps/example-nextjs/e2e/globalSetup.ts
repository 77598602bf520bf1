import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, startAnvil } from '@latch/fixture-evm/node'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string
  }
}

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const nextBin = join(
  dirname(createRequire(import.meta.url).resolve('next/package.json')),
  'dist',
  'bin',
  'next',
)
// Next.js sends build telemetry unless told not to.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

function run(args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: appRoot,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function finished(child: ChildProcess, what: string): Promise<void> {
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (${code}):\n${output}`)),
    ),
  )
}

async function waitForHttp(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

/** Builds the app, starts anvil and `next start` on free 127.0.0.1 ports, and stops both (by PID) afterwards. */
export default async function setup(project: TestProject) {
  await finished(run(['build']), 'next build')
  const anvil = await startAnvil({ chainId: 31337 })
  const port = await freePort()
  const server = run(['start', '--hostname', '127.0.0.1', '--port', String(port)], {
    LATCH_EXAMPLE_RPC_URL: anvil.rpcUrl,
    LATCH_EXAMPLE_DEV_WALLET: '1',
  })
  const appUrl = `http://127.0.0.1:${port}/`
  try {
    await waitForHttp(appUrl, server)
  } catch (error) {
    server.kill()
    await anvil.stop()
    throw error
  }
  project.provide('appUrl', appUrl)
  return async () => {
    server.kill()
    await anvil.stop()
  }
}
