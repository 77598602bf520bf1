import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { describe, expect, it } from 'vitest'
import { FUNDED } from '../../test/fundedSeeds'
import { adapterContext, esploraUrl, setUpAdapter } from '../../test/testContext'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'
import { bitcoinAdapter } from './bitcoinAdapter'

const REGTEST = bitcoinRegtest.id
const funded = () => `${REGTEST}:${createDevWallet({ seed: FUNDED.seed }).addresses[0]?.address}` as const

describe('bitcoinAdapter: balance from Esplora', () => {
  it('is confirmed plus unconfirmed of the payment address, in BTC with 8 decimals', async () => {
    const { adapter } = setUpAdapter(bitcoinAdapter({ discover: false }))
    expect(await adapter.getBalance?.({ address: funded() })).toEqual({
      value: '150002500',
      formatted: '1.500025',
      symbol: 'rBTC',
      decimals: 8,
    })
  })

  it('an address with nothing is 0', async () => {
    const { adapter } = setUpAdapter(bitcoinAdapter({ discover: false }))
    const empty = `${REGTEST}:${createDevWallet({ seed: 'nothing' }).addresses[0]?.address}` as const
    expect(await adapter.getBalance?.({ address: empty })).toMatchObject({ value: '0', formatted: '0' })
  })

  it('customRpcUrls: the host points the network at its own Esplora server', async () => {
    const context = adapterContext({ customRpcUrls: { [REGTEST]: [esploraUrl()] } })
    context.networks = [{ ...bitcoinRegtest, rpcUrls: ['http://127.0.0.1:9/nothing-here'] }]
    const { adapter } = setUpAdapter(bitcoinAdapter({ discover: false }), context)
    expect((await adapter.getBalance?.({ address: funded() }))?.value).toBe(
      (FUNDED.confirmedSats + FUNDED.unconfirmedSats).toString(),
    )
  })

  it('a server error is a typed error, not a made-up balance', async () => {
    const context = adapterContext()
    context.networks = [{ ...bitcoinRegtest, rpcUrls: [`${esploraUrl()}/not-esplora`] }]
    const { adapter } = setUpAdapter(bitcoinAdapter({ discover: false }), context)
    await expect(adapter.getBalance?.({ address: funded() })).rejects.toMatchObject({
      name: 'WalletRequestError',
    })
  })
})
