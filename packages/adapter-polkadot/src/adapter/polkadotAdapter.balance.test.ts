import { Keyring } from '@polkadot/keyring'
import { describe, expect, it } from 'vitest'
import { FUNDED } from '../../test/setup.global'
import { adapterContext, recordingLogger, rpcUrl } from '../../test/testContext'
import { kusama, westend } from '../networks/polkadotNetworks'
import { polkadotAdapter } from './polkadotAdapter'

const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
const funded = keyring.addFromUri('//Latch//0')

describe('polkadotAdapter balance', { timeout: 30_000 }, () => {
  it('behavior: reads the free balance: state_getStorage of System.Account, decoded by @polkadot/types, from the local node', async () => {
    const adapter = polkadotAdapter()
    adapter.setup(adapterContext())
    const balance = await adapter.getBalance?.({ address: `${westend.id}:${funded.address}` })
    expect(balance).toEqual({
      value: FUNDED['//Latch//0'].toString(),
      formatted: '12.345',
      symbol: 'WND',
      decimals: 12,
    })
    const empty = keyring.addFromUri('//Latch//empty')
    expect(await adapter.getBalance?.({ address: `${westend.id}:${empty.address}` })).toEqual({
      value: '0',
      formatted: '0',
      symbol: 'WND',
      decimals: 12,
    })
  })

  it('behavior: the network is the host setting: without customRpcUrls the network URL is used', async () => {
    const adapter = polkadotAdapter({ rpcTimeoutMs: 2_000 })
    // Kusama's own URL here is the local server; the prefix-2 address is read as KSM with 12 decimals.
    adapter.setup({
      networks: [{ ...kusama, rpcUrls: [rpcUrl()] }],
      customRpcUrls: {},
      logger: recordingLogger(),
    })
    const address = keyring.encodeAddress(funded.publicKey, 2)
    const balance = await adapter.getBalance?.({ address: `${kusama.id}:${address}` })
    expect(balance?.symbol).toBe('KSM')
    expect(balance?.value).toBe(FUNDED['//Latch//0'].toString())
  })

  it('behavior: a dead endpoint falls back to the next one (host URLs first, then the network URL)', async () => {
    const adapter = polkadotAdapter({ rpcTimeoutMs: 2_000 })
    adapter.setup({
      networks: [{ ...westend, rpcUrls: [rpcUrl()] }],
      customRpcUrls: { [westend.id]: ['http://127.0.0.1:9/'] },
      logger: recordingLogger(),
    })
    const balance = await adapter.getBalance?.({ address: `${westend.id}:${funded.address}` })
    expect(balance?.value).toBe(FUNDED['//Latch//0'].toString())
  })

  it('behavior: an unreachable endpoint fails with a typed error instead of hanging', async () => {
    const adapter = polkadotAdapter({ rpcTimeoutMs: 1_500 })
    adapter.setup({
      networks: [{ ...westend, rpcUrls: ['http://127.0.0.1:9/'] }],
      customRpcUrls: { [westend.id]: ['http://127.0.0.1:9/'] },
      logger: recordingLogger(),
    })
    await expect(adapter.getBalance?.({ address: `${westend.id}:${funded.address}` })).rejects.toMatchObject({
      name: expect.stringMatching(/Error$/),
    })
  })
})
