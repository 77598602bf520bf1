import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundedDevWallet, recordingLogger, rpcUrl, setUpAdapter } from '../../test/testContext'
import { solanaLocalnet } from '../networks/solanaNetworks'
import { solanaAdapter } from './solanaAdapter'

let hanging: Server
let hangingUrl: string

beforeAll(async () => {
  // An RPC that accepts requests and never answers (RELIABILITY #5, #22).
  hanging = createServer(() => {})
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
})
afterAll(async () => {
  hanging.closeAllConnections()
  await new Promise((resolve) => hanging.close(resolve))
})

describe('solanaAdapter: RPC', () => {
  it('behavior: a hung RPC ends in a typed error after rpcTimeoutMs, not an endless wait (RELIABILITY #22)', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = setUpAdapter(
      solanaAdapter({ wallets: [wallet], discover: false, rpcTimeoutMs: 200 }),
      {
        networks: [solanaLocalnet(hangingUrl)],
        customRpcUrls: {},
        logger: recordingLogger(),
      },
    )
    await expect(adapter.getBalance?.({ address: `solana:localnet:${wallet.address}` })).rejects.toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        message: 'The wallet could not complete the request',
      }),
    )
  })

  it('parameters: the host RPC override (customRpcUrls) wins over the network default', async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }), {
      networks: [solanaLocalnet(hangingUrl)],
      customRpcUrls: { 'solana:localnet': [rpcUrl()] },
      logger: recordingLogger(),
    })
    expect(await adapter.getBalance?.({ address: `solana:localnet:${wallet.address}` })).toMatchObject({
      formatted: '1',
    })
  })

  it('behavior: a balance on a network the host did not configure is UnsupportedChainError', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    await expect(
      adapter.getBalance?.({ address: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqaX:${wallet.address}` }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'UnsupportedChainError', message: 'Unsupported chain' }),
    )
    await expect(adapter.getBalance?.({ address: 'solana:localnet:nope' })).rejects.toThrow(
      'The address is not valid for this network',
    )
  })

  it('behavior: isAddress is the Solana address check core runs before sending', async () => {
    const { adapter } = setUpAdapter(solanaAdapter({ discover: false }))
    await adapter.load?.()
    expect(adapter.isAddress?.('11111111111111111111111111111111')).toBe(true)
    expect(adapter.isAddress?.('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
  })
})
