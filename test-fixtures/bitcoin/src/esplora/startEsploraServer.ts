import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address as addressCodec } from 'bitcoinjs-lib'
import { createRegtestChain, type RegtestChain } from '../chain/createRegtestChain'
import { addressHistory, addressJson, txJson, utxoJson } from './esploraJson'

/** A running Esplora-compatible REST server over a regtest chain. */
export interface EsploraServer {
  /** `http://127.0.0.1:<port>`: the Esplora API base (what mempool.space serves under `/api`). */
  url: string
  /** The chain behind it, to fund addresses and mine blocks. */
  chain: RegtestChain
  /** Stops listening and drops open sockets. */
  close(): Promise<void>
}

// Esplora's page sizes for GET /address/:address/txs.
const MEMPOOL_TXS = 50
const CHAIN_TXS = 25

function route(chain: RegtestChain, path: string): { status: number; body: unknown } {
  const parts = path.split('/').filter(Boolean)
  const text = (status: number, body: string) => ({ status, body })
  if (parts[0] === 'address' && parts[1] && parts.length <= 3) {
    const target = decodeURIComponent(parts[1])
    try {
      addressCodec.toOutputScript(target, chain.network)
    } catch {
      return text(400, 'Invalid Bitcoin address')
    }
    if (parts.length === 2) return { status: 200, body: addressJson(chain, target) }
    if (parts[2] === 'utxo') return { status: 200, body: utxoJson(chain, target) }
    if (parts[2] === 'txs') {
      const history = addressHistory(chain, target).map(({ entry }) => entry)
      const mempool = history
        .filter((entry) => !entry.block)
        .reverse()
        .slice(0, MEMPOOL_TXS)
      const mined = history
        .filter((entry) => entry.block)
        .reverse()
        .slice(0, CHAIN_TXS)
      return { status: 200, body: [...mempool, ...mined].map((entry) => txJson(chain, entry)) }
    }
  }
  if (parts[0] === 'tx' && parts[1] && parts.length <= 3) {
    const entry = chain.transaction(parts[1])
    if (!entry) return text(404, 'Transaction not found')
    if (parts.length === 2) return { status: 200, body: txJson(chain, entry) }
    if (parts[2] === 'hex') return text(200, entry.tx.toHex())
  }
  const tip = chain.blocks[chain.blocks.length - 1]
  if (path === '/blocks/tip/height' && tip) return text(200, String(tip.height))
  if (path === '/blocks/tip/hash' && tip) return text(200, tip.hash)
  if (parts[0] === 'block-height' && parts.length === 2) {
    const block = chain.blocks[Number(parts[1])]
    return block && /^\d+$/.test(parts[1] ?? '') ? text(200, block.hash) : text(404, 'Block not found')
  }
  return text(404, 'Not found')
}

function handle(chain: RegtestChain, request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', '*')
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end()
    return
  }
  if (request.method !== 'GET') {
    response.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed')
    return
  }
  const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
  const { status, body } = route(chain, pathname)
  if (typeof body === 'string') response.writeHead(status, { 'content-type': 'text/plain' }).end(body)
  else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * Starts an Esplora-compatible REST server (the address, utxo, tx and tip endpoints) over a regtest chain on
 * 127.0.0.1; port 0 picks a free one. The chain's data is real: blocks and signed transactions from bitcoinjs-lib.
 */
export async function startEsploraServer(
  options: { port?: number; chain?: RegtestChain } = {},
): Promise<EsploraServer> {
  const chain = options.chain ?? createRegtestChain()
  const server = createServer((request, response) => {
    try {
      handle(chain, request, response)
    } catch {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    chain,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
