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

/** Resolves with the port of anvil's "Listening on 127.0.0.1:<port>" line: the port this very child bound. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let printed = ''
    const onData = (chunk: Buffer) => {
      printed += chunk.toString()
      const port = /Listening on [\d.]+:(\d+)/.exec(printed)?.[1]
      if (port === undefined) return
      child.stdout?.off('data', onData)
      // It logs each request from here on: read and drop it, so the pipe never fills.
      child.stdout?.resume()
      resolve(Number(port))
    }
    child.stdout?.on('data', onData)
    child.once('exit', () => reject(new Error('anvil exited before it listened')))
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Starts the anvil binary directly (not through `npx`, which leaves a process chain) on 127.0.0.1 and resolves
 * once it listens. Ten funded, unlocked dev accounts come with it. Without a port, anvil binds a free one itself and
 * names it: a port picked beforehand can be taken by another process in between, and polling it would then find
 * that process's node, not this one (it went away with its owner: ECONNREFUSED mid-run).
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port ?? 0),
    '--chain-id',
    String(options.chainId),
    // EIP-7702 (set-code transactions, the delegation designator): the smart-account tests need Prague.
    '--hardfork',
    'prague',
  ]
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited(child)
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), 10_000)
  })
  let port: number
  try {
    port = await Promise.race([listeningPort(child), timeout])
  } catch (error) {
    await stop()
    throw new Error(`anvil did not start: ${stderr.trim() || (error as Error).message}`)
  } finally {
    clearTimeout(timer)
  }
  if (child.pid === undefined) throw new Error('anvil has no pid')
  return { chainId: options.chainId, port, rpcUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop }
}
