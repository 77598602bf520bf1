import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/** A running anvil node started by `startAnvil`. */
export interface AnvilInstance {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  /** Stops the node by its PID and waits for it to exit. */
  stop(): Promise<void>
}

/** Options of `startAnvil`. */
export interface StartAnvilOptions {
  chainId: number
  /** Defaults to a free port on 127.0.0.1. */
  port?: number
}

/** Path of the anvil binary that `@foundry-rs/anvil` installs for linux-x64. */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function answersChainId(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    return response.ok
  } catch {
    return false
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Starts the anvil binary directly (not through `npx`, which leaves a process chain) on 127.0.0.1 and resolves
 * once `eth_chainId` answers. Ten funded, unlocked dev accounts come with it.
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const port = options.port ?? (await freePort())
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(options.chainId),
    // EIP-7702 (set-code transactions, the delegation designator): the smart-account tests need Prague.
    '--hardfork',
    'prague',
    '--silent',
  ]
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited(child)
  }
  const deadline = Date.now() + 10_000
  while (!(await answersChainId(rpcUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`anvil did not start on port ${port}: ${stderr.trim() || 'timeout'}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if (child.pid === undefined) throw new Error('anvil has no pid')
  return { chainId: options.chainId, port, rpcUrl, pid: child.pid, stop }
}
