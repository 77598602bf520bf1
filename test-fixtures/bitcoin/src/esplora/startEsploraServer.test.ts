import { Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveDevKeys, devAddresses } from '../keys/deriveDevKeys'
import { type EsploraServer, startEsploraServer } from './startEsploraServer'

let server: EsploraServer
beforeAll(async () => {
  server = await startEsploraServer()
})
afterAll(async () => {
  await server.close()
})

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : await response.text(),
  }
}

describe('Esplora server over a regtest chain', () => {
  it('starts from the real regtest genesis and a mined, proof-of-work-valid chain', async () => {
    expect((await get('/block-height/0')).body).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    )
    expect(Number((await get('/blocks/tip/height')).body)).toBeGreaterThanOrEqual(101)
  })

  it('GET /address: confirmed funds in chain_stats, unconfirmed in mempool_stats', async () => {
    const [payment] = devAddresses(deriveDevKeys('esplora'), 'Regtest')
    const address = payment?.address as string
    const empty = await get(`/address/${address}`)
    expect(empty.body).toEqual({
      address,
      chain_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
    })
    const confirmed = server.chain.fund(address, 150_000_000n, { confirmed: true })
    const pending = server.chain.fund(address, 2_500n)
    const stats = await get(`/address/${address}`)
    expect(stats.body).toMatchObject({
      chain_stats: { funded_txo_count: 1, funded_txo_sum: 150_000_000, tx_count: 1 },
      mempool_stats: { funded_txo_count: 1, funded_txo_sum: 2_500, tx_count: 1 },
    })
    const utxo = await get(`/address/${address}/utxo`)
    expect(utxo.body).toEqual([
      { txid: confirmed, vout: 0, status: expect.objectContaining({ confirmed: true }), value: 150_000_000 },
      { txid: pending, vout: 0, status: { confirmed: false }, value: 2_500 },
    ])
    const txs = (await get(`/address/${address}/txs`)).body as { txid: string; fee: number }[]
    expect(txs.map((tx) => tx.txid)).toEqual([pending, confirmed])
    expect(txs[0]?.fee).toBe(1_000)
    // The transaction is a real, signed segwit transaction, and its block commits to it.
    const hex = (await get(`/tx/${confirmed}/hex`)).body as string
    const tx = Transaction.fromHex(hex)
    expect(tx.getId()).toBe(confirmed)
    expect(tx.ins[0]?.witness).toHaveLength(2)
    const mined = server.chain.transaction(confirmed)?.block
    expect(mined && server.chain.blocks[mined.height]?.txids).toContain(confirmed)
  })

  it('answers 400 for an address of another network', async () => {
    const [payment] = devAddresses(deriveDevKeys('esplora'), 'Mainnet')
    expect(await get(`/address/${payment?.address}`)).toEqual({
      status: 400,
      body: 'Invalid Bitcoin address',
    })
  })
})
