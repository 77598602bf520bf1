import { StargateClient } from '@cosmjs/stargate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CosmosRpcServer, startCosmosRpcServer } from './startCosmosRpcServer'

const ADDRESS = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

describe('startCosmosRpcServer', () => {
  let server: CosmosRpcServer
  beforeAll(async () => {
    server = await startCosmosRpcServer({ chainId: 'latch-test-1' })
    server.setBalance(ADDRESS, 'ustake', 1_234_567n)
    server.setBalance(ADDRESS, 'uatom', 5n)
  })
  afterAll(() => server.close())

  it('a real cosmjs StargateClient connects (status) and reads balances (abci_query, protobuf)', async () => {
    const client = await StargateClient.connect(server.url)
    expect(await client.getChainId()).toBe('latch-test-1')
    expect(await client.getBalance(ADDRESS, 'ustake')).toEqual({ denom: 'ustake', amount: '1234567' })
    expect(await client.getBalance(ADDRESS, 'uosmo')).toEqual({ denom: 'uosmo', amount: '0' })
    expect(await client.getAllBalances(ADDRESS)).toEqual([
      { denom: 'uatom', amount: '5' },
      { denom: 'ustake', amount: '1234567' },
    ])
    client.disconnect()
    expect(server.calls).toEqual(expect.arrayContaining(['status', 'abci_query']))
  })

  it('a malformed address is the SDK’s invalid-address error (code 7)', async () => {
    const client = await StargateClient.connect(server.url)
    await expect(client.getBalance('cosmos1notanaddress', 'ustake')).rejects.toThrow(
      /Query failed with \(7\)/,
    )
    client.disconnect()
  })

  it('the GET URI form answers status; an unknown method is -32601', async () => {
    const status = (await (await fetch(`${server.url}/status`)).json()) as {
      result: { node_info: { network: string } }
    }
    expect(status.result.node_info.network).toBe('latch-test-1')
    const response = await fetch(server.url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'broadcast_tx_sync', params: {} }),
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found', data: '' },
    })
  })
})
