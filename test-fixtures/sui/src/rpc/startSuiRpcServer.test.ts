import { SuiClient, SuiHTTPTransport } from '@mysten/sui/client'
import { requestSuiFromFaucetV2 } from '@mysten/sui/faucet'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUI_COIN_TYPE } from './createSuiLedger'
import { type SuiRpcServer, startSuiRpcServer } from './startSuiRpcServer'

let server: SuiRpcServer
let client: SuiClient
let transport: SuiHTTPTransport

beforeAll(async () => {
  server = await startSuiRpcServer({ faucetMist: 1_500_000_000n, chainIdentifier: '4c78adac' })
  transport = new SuiHTTPTransport({ url: server.url })
  client = new SuiClient({ transport })
})
afterAll(() => server.close())

const fresh = () => Ed25519Keypair.generate().toSuiAddress()
const post = (body: unknown) =>
  fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('startSuiRpcServer, read through @mysten/sui SuiClient (JSON-RPC)', () => {
  it('default: an unknown owner has a zero SUI balance', async () => {
    expect(await client.getBalance({ owner: fresh() })).toEqual({
      coinType: SUI_COIN_TYPE,
      coinObjectCount: 0,
      totalBalance: '0',
      lockedBalance: {},
    })
  })

  it('behavior: faucet coins (requestSuiFromFaucetV2) and in-process funds add up per owner', async () => {
    const owner = fresh()
    const sent = await requestSuiFromFaucetV2({ host: server.url, recipient: owner })
    expect(sent.coins_sent).toEqual([
      {
        amount: 1_500_000_000,
        id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        transferTxDigest: expect.any(String),
      },
    ])
    server.fund(owner, 250n)
    expect(await client.getBalance({ owner })).toMatchObject({
      totalBalance: '1500000250',
      coinObjectCount: 2,
    })
    expect(await client.getBalance({ owner, coinType: '0x2::sui::SUI' })).toMatchObject({
      totalBalance: '1500000250',
    })
    expect(await client.getAllBalances({ owner })).toEqual([
      { coinType: SUI_COIN_TYPE, coinObjectCount: 2, totalBalance: '1500000250', lockedBalance: {} },
    ])
  })

  it('parameters: a short-form owner (0x…) is the same account as its padded form', async () => {
    const owner = `0x${'0'.repeat(62)}ab`
    server.fund(owner, 7n)
    expect((await client.getBalance({ owner: '0xab' })).totalBalance).toBe('7')
  })

  it('behavior: network info (chain identifier, checkpoint, rpc.discover) in the node shapes', async () => {
    expect(await transport.request({ method: 'sui_getChainIdentifier', params: [] })).toBe('4c78adac')
    expect(await client.getLatestCheckpointSequenceNumber()).toMatch(/^\d+$/)
    expect(await client.getRpcApiVersion()).toBe('1.62.0')
  })

  it('behavior: invalid params and unknown methods are JSON-RPC errors the client raises', async () => {
    await expect(transport.request({ method: 'suix_getBalance', params: ['0xnope'] })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(transport.request({ method: 'sui_nope', params: [] })).rejects.toMatchObject({
      code: -32601,
      message: 'Method not found',
    })
    expect(await (await post('{')).json()).toBeTypeOf('object')
    const batch = (await (
      await post([
        { jsonrpc: '2.0', id: 1, method: 'sui_getChainIdentifier', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
      ])
    ).json()) as unknown[]
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: '4c78adac' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
  })

  it('behavior: answers the browser CORS preflight the client headers cause', async () => {
    const response = await fetch(server.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:1',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'client-sdk-type,client-sdk-version,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'client-sdk-type,client-sdk-version,content-type',
    )
  })

  it('behavior: the faucet refuses a malformed recipient with a Failure status', async () => {
    await expect(requestSuiFromFaucetV2({ host: server.url, recipient: 'nope' })).rejects.toThrow(
      /Faucet request failed: Invalid params/,
    )
  })
})
