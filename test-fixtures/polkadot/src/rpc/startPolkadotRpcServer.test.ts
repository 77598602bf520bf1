// Types of api.query.* for a Substrate runtime.
import '@polkadot/api-augment'
import { ApiPromise, HttpProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type PolkadotRpcServer, startPolkadotRpcServer, WESTEND_SPEC } from './startPolkadotRpcServer'

const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
const alice = keyring.addFromUri('//Alice')
const bob = keyring.addFromUri('//Bob')

let server: PolkadotRpcServer
let api: ApiPromise

beforeAll(async () => {
  server = await startPolkadotRpcServer({ balances: { [alice.address]: 1_234_500_000_000n } })
  api = await ApiPromise.create({
    provider: new HttpProvider(server.url),
    noInitWarn: true,
    throwOnConnect: true,
  })
}, 30_000)

afterAll(async () => {
  await api?.disconnect()
  await server?.close()
})

describe('startPolkadotRpcServer', () => {
  it('behavior: @polkadot/api connects and reads the chain the server plays', () => {
    expect(api.genesisHash.toHex()).toBe(WESTEND_SPEC.genesisHash)
    expect(api.runtimeChain.toString()).toBe('Westend')
    expect(api.registry.chainDecimals).toEqual([12])
    expect(api.registry.chainTokens).toEqual(['WND'])
  })

  it('behavior: query.system.account decodes the free balance the server holds, and zero for an unknown account', async () => {
    const funded = await api.query.system.account(alice.address)
    expect(funded.data.free.toBigInt()).toBe(1_234_500_000_000n)
    const empty = await api.query.system.account(bob.address)
    expect(empty.data.free.toBigInt()).toBe(0n)
    server.chain.setFreeBalance(bob.address, 7n)
    expect((await api.query.system.account(bob.address)).data.free.toBigInt()).toBe(7n)
  })

  it('behavior: the same methods answer over WebSocket (one answer per request, no subscriptions)', async () => {
    const socket = new WebSocket(server.wsUrl)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const key = server.chain.accountKey(alice.address)
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'state_getStorage', params: [key] }))
    const answer = JSON.parse(await reply) as { id: number; result: string }
    socket.close()
    expect(answer.id).toBe(7)
    expect(api.createType('AccountInfo', answer.result).data.free.toBigInt()).toBe(1_234_500_000_000n)
  })

  it('behavior: an unknown method is answered with the JSON-RPC error -32601', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'author_submitExtrinsic', params: ['0x00'] }),
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    })
  })
})
