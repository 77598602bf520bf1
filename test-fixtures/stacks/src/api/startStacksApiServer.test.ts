import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StacksApiServer, startStacksApiServer } from './startStacksApiServer'

const ADDRESS = 'ST000000000000000000002AMW42H'
let server: StacksApiServer
beforeAll(async () => {
  server = await startStacksApiServer({ balances: { [ADDRESS]: 2_500_000n } })
})
afterAll(() => server.close())

describe('startStacksApiServer', () => {
  it('default: /extended/v1/address/:principal/stx in the API’s shape; unknown principals hold 0', async () => {
    const response = await fetch(`${server.url}/extended/v1/address/${ADDRESS}/stx`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({
      balance: '2500000',
      total_sent: '0',
      total_received: '2500000',
      total_fees_sent: '0',
      total_miner_rewards_received: '0',
      lock_tx_id: '',
      locked: '0',
      lock_height: 0,
      burnchain_lock_height: 0,
      burnchain_unlock_height: 0,
    })
    const empty = await fetch(`${server.url}/extended/v1/address/SP000000000000000000002Q6VF78/balances`)
    expect(await empty.json()).toMatchObject({
      stx: { balance: '0' },
      fungible_tokens: {},
      non_fungible_tokens: {},
    })
  })

  it('behavior: an invalid principal is 400 with the API’s error; other paths 404; preflight 204', async () => {
    const bad = await fetch(`${server.url}/extended/v1/address/ST000000000000000000002AMW42X/stx`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'invalid STX address "ST000000000000000000002AMW42X"' })
    expect((await fetch(`${server.url}/extended/v2/nope`)).status).toBe(404)
    const preflight = await fetch(`${server.url}/extended/v1/address/${ADDRESS}/stx`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-hiro-product')
  })

  it('default: /v2/info names the network (testnet 2147483648), /extended is ready', async () => {
    expect(await (await fetch(`${server.url}/v2/info`)).json()).toMatchObject({
      network_id: 2147483648,
      parent_network_id: 118034699,
    })
    expect(await (await fetch(`${server.url}/extended`)).json()).toMatchObject({ status: 'ready' })
    const mainnet = await startStacksApiServer({ network: 'mainnet' })
    try {
      expect(await (await fetch(`${mainnet.url}/v2/info`)).json()).toMatchObject({ network_id: 1 })
    } finally {
      await mainnet.close()
    }
  })
})
