import { MethodNotSupportedError } from '@latch/core'
import { createDevWallet, createStandardDevWallet } from '@latch/fixture-bitcoin/devWallet'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { setUpAdapter, walletAndAdapter } from '../../test/testContext'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'
import { bitcoinAdapter } from './bitcoinAdapter'

const REGTEST = bitcoinRegtest.id

describe('bitcoinAdapter: what it does not do, and wallets that cannot', () => {
  it('offers no send, fee estimate or profile (the spec sends on eip155 and solana only)', () => {
    const { adapter } = walletAndAdapter()
    expect(adapter.sendTransfer).toBeUndefined()
    expect(adapter.estimateTransferFee).toBeUndefined()
    expect(adapter.getProfile).toBeUndefined()
  })

  it('a sats-connect wallet without signMessage: MethodNotSupportedError', async () => {
    const wallet = createDevWallet({ seed: 'no-sign' })
    const provider = {
      request: (method: string, params?: unknown) =>
        method === 'signMessage'
          ? Promise.resolve({
              jsonrpc: '2.0',
              id: '1',
              error: { code: -32601, message: 'Method not found.' },
            })
          : wallet.provider.request(method, params),
    }
    const { adapter } = setUpAdapter(
      bitcoinAdapter({ discover: false, providers: [{ info: wallet.info, provider }] }),
    )
    const { accounts } = await adapter.connect({ connectorId: wallet.info.id, networkId: REGTEST })
    await expect(
      adapter.signMessage({ address: accounts[0]?.address ?? 'bip122:x:x', message: 'x' }),
    ).rejects.toThrowError(MethodNotSupportedError)
  })

  it('a Wallet Standard wallet without bitcoin:signMessage: MethodNotSupportedError', async () => {
    const full = createStandardDevWallet({ seed: 'no-standard-sign', name: 'No Sign Wallet' })
    const { 'bitcoin:signMessage': _dropped, ...features } = full.features
    const wallet = { ...full, features, accounts: full.accounts }
    Object.defineProperty(wallet, 'accounts', { get: () => full.accounts })
    const { adapter } = setUpAdapter(
      bitcoinAdapter({ discover: false, wallets: [wallet as unknown as Wallet] }),
    )
    const { accounts } = await adapter.connect({ connectorId: 'No Sign Wallet', networkId: REGTEST })
    await expect(
      adapter.signMessage({ address: accounts[0]?.address ?? 'bip122:x:x', message: 'x' }),
    ).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
    })
  })

  it('the wallet reports no accounts any more: the namespace disconnects (RELIABILITY #8)', async () => {
    const wallet = createDevWallet({ seed: 'emptied' })
    let emit: ((event: never) => void) | undefined
    const provider = {
      request: wallet.provider.request,
      addListener: (input: { eventName: string; cb: (event: never) => void }) => {
        if (input.eventName === 'accountChange') emit = input.cb
        return () => {}
      },
    }
    const { adapter, events } = setUpAdapter(
      bitcoinAdapter({ discover: false, providers: [{ info: wallet.info, provider }] }),
    )
    await adapter.connect({ connectorId: wallet.info.id, networkId: REGTEST })
    emit?.({ type: 'accountChange', addresses: [] } as never)
    await expect.poll(() => events).toEqual([{ type: 'disconnected', connectorId: wallet.info.id }])
  })

  it('an accountChange without addresses: the adapter asks the wallet again (wallet_getAccount)', async () => {
    const wallet = createDevWallet({ seed: 'bare-event' })
    const provider = {
      request: wallet.provider.request,
      addListener: (input: { eventName: string; cb: (event: never) => void }) =>
        wallet.provider.addListener({
          eventName: input.eventName as 'accountChange',
          cb: (event) => input.cb({ type: event.type } as never),
        }),
    }
    const { adapter, events } = setUpAdapter(
      bitcoinAdapter({ discover: false, providers: [{ info: wallet.info, provider }] }),
    )
    await adapter.connect({ connectorId: wallet.info.id, networkId: REGTEST })
    const next = wallet.switchAccount('bare-event-2')
    await expect.poll(() => events.length).toBe(1)
    expect(events[0]).toMatchObject({
      type: 'accountsChanged',
      accounts: next.map((entry) => expect.objectContaining({ address: `${REGTEST}:${entry.address}` })),
    })
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_connect', 'wallet_getAccount'])
  })

  it('a malformed account in an event ends the connection with InvalidAddressError', async () => {
    const wallet = createDevWallet({ seed: 'bad-event' })
    let emit: ((event: never) => void) | undefined
    const provider = {
      request: wallet.provider.request,
      addListener: (input: { eventName: string; cb: (event: never) => void }) => {
        if (input.eventName === 'accountChange') emit = input.cb
        return () => {}
      },
    }
    const { adapter, events } = setUpAdapter(
      bitcoinAdapter({ discover: false, providers: [{ info: wallet.info, provider }] }),
    )
    await adapter.connect({ connectorId: wallet.info.id, networkId: REGTEST })
    emit?.({
      type: 'accountChange',
      addresses: [{ address: 'bcrt1qnotanaddress', purpose: 'payment' }],
    } as never)
    await expect.poll(() => events.length).toBe(1)
    expect(events[0]).toMatchObject({
      type: 'disconnected',
      connectorId: wallet.info.id,
      error: { name: 'InvalidAddressError', message: 'The address is not valid for this network' },
    })
  })
})
