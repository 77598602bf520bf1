import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adapterContext,
  devWallet,
  fund,
  recordingLogger,
  rpcUrl,
  setUpAdapter,
} from '../../test/testContext'
import { suiLocalnet, suiTestnet } from '../networks/suiNetworks'
import { suiAdapter } from './suiAdapter'

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

describe('suiAdapter: getBalance (SuiClient suix_getBalance on the local node)', () => {
  it('default: the connected account holds what the faucet sent, in SUI with 9 decimals', async () => {
    const wallet = devWallet()
    await fund(wallet.address, 2)
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    const { accounts } = await adapter.connect({ connectorId: wallet.name })
    expect(await adapter.getBalance?.({ address: accounts[0]?.address ?? 'sui:localnet:none' })).toEqual({
      value: '2500000000',
      formatted: '2.5',
      symbol: 'SUI',
      decimals: 9,
    })
  })

  it('default: an unfunded address is 0 SUI', async () => {
    const { adapter } = setUpAdapter(suiAdapter({ discover: false }))
    const address = `sui:localnet:${Ed25519Keypair.generate().toSuiAddress()}` as const
    expect(await adapter.getBalance?.({ address })).toMatchObject({ value: '0', formatted: '0' })
  })

  it('parameters: the host RPC override (customRpcUrls) wins over the network default', async () => {
    const owner = Ed25519Keypair.generate().toSuiAddress()
    await fund(owner)
    const { adapter } = setUpAdapter(suiAdapter({ discover: false }), {
      networks: [suiLocalnet(hangingUrl), suiTestnet],
      customRpcUrls: { 'sui:localnet': [rpcUrl()], 'sui:testnet': [rpcUrl()] },
      logger: recordingLogger(),
    })
    expect(await adapter.getBalance?.({ address: `sui:localnet:${owner}` })).toMatchObject({
      formatted: '1.25',
    })
    expect(await adapter.getBalance?.({ address: `sui:testnet:${owner}` })).toMatchObject({
      formatted: '1.25',
    })
  })

  it('behavior: a hung RPC ends in a typed error after rpcTimeoutMs, not an endless wait (RELIABILITY #22)', async () => {
    const { adapter } = setUpAdapter(suiAdapter({ discover: false, rpcTimeoutMs: 200 }), {
      networks: [suiLocalnet(hangingUrl)],
      customRpcUrls: {},
      logger: recordingLogger(),
    })
    await expect(
      adapter.getBalance?.({ address: `sui:localnet:${Ed25519Keypair.generate().toSuiAddress()}` }),
    ).rejects.toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        message: 'The wallet could not complete the request',
      }),
    )
  })

  it('behavior: an unconfigured network is UnsupportedChainError; a malformed address is InvalidAddressError', async () => {
    const { adapter } = setUpAdapter(suiAdapter({ discover: false }), adapterContext())
    const owner = Ed25519Keypair.generate().toSuiAddress()
    await expect(adapter.getBalance?.({ address: `sui:mainnet:${owner}` })).rejects.toThrowError(
      expect.objectContaining({ name: 'UnsupportedChainError', message: 'Unsupported chain' }),
    )
    await expect(adapter.getBalance?.({ address: 'sui:localnet:0x2' })).rejects.toThrow(
      'The address is not valid for this network',
    )
  })

  it('behavior: isAddress is the Sui address check (0x + 64 hex) on any Sui network, once the wallet code is in', async () => {
    const { adapter } = setUpAdapter(suiAdapter({ discover: false }))
    await adapter.load?.()
    expect(adapter.isAddress?.(`0x${'a'.repeat(64)}`)).toBe(true)
    expect(adapter.isAddress?.('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
    const isAddress = adapter.isAddress as (address: string, networkId?: string) => boolean
    expect(isAddress(`0x${'a'.repeat(64)}`, 'sui:testnet')).toBe(true)
    expect(isAddress(`0x${'a'.repeat(64)}`, 'eip155:1')).toBe(false)
  })
})
