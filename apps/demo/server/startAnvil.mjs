// Starts anvil from @foundry-rs/anvil for the demo (the binary directly, stopped by its PID).
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function answers(rpcUrl) {
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

/** Starts one anvil on a free 127.0.0.1 port; resolves once it answers, with its URL, PID and stop. */
export async function startAnvil({ chainId }) {
  const require = createRequire(import.meta.url)
  const binary = join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
  const port = await freePort()
  const child = spawn(
    binary,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    {
      stdio: 'ignore',
    },
  )
  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
    child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 10_000
  while (!(await answers(rpcUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`anvil did not start on port ${port}`)
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 50))
  }
  return { chainId, port, rpcUrl, pid: child.pid, stop }
}
