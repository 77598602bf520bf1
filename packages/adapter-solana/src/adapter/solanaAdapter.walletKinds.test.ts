import type { TokenRef } from '@latch/core'
import { freshAddress } from '@latch/fixture-solana/devWallet'
import { DevWalletAdapter } from '@latch/fixture-solana/devWalletAdapter'
import { WalletReadyState } from '@solana/wallet-adapter-base'
import { describe, expect, it } from 'vitest'
import { deriveWallet, fundedDevWallet, lamportsOf, setUpAdapter } from '../../test/testContext'
import { fromWalletAdapter } from '../legacy/fromWalletAdapter'
import { solanaAdapter } from './solanaAdapter'

const SOL: TokenRef = { symbol: 'SOL', decimals: 9 }

describe('solanaAdapter: a Wallet Standard wallet that only signs', () => {
  it('behavior: the adapter sends the signed transaction through the network RPC itself', async () => {
    const wallet = await fundedDevWallet(1)
    const { 'solana:signAndSendTransaction': _, ...features } = wallet.features
    const signOnly = deriveWallet(wallet, { name: 'Sign only', features })
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [signOnly], discover: false }))
    const { accounts } = await adapter.connect({ connectorId: 'Sign only' })
    const to = freshAddress()
    const from = accounts[0]?.address ?? 'solana:localnet:none'
    await adapter.sendTransfer?.({ from, to, token: SOL, value: 250_000_000n })
    expect(await lamportsOf(to)).toBe(250_000_000n)
  })
})

describe('solanaAdapter: @solana/wallet-adapter-base adapters', () => {
  it('default: offered as injected connectors; connect, balance, send and sign work through the adapter', async () => {
    const wallet = await fundedDevWallet(1)
    const legacy = new DevWalletAdapter(wallet, 'Legacy')
    const { adapter, events } = setUpAdapter(
      solanaAdapter({ adapters: [fromWalletAdapter(legacy)], discover: false }),
    )
    await adapter.load?.()
    expect(adapter.connectors()).toEqual([
      {
        id: 'Legacy',
        name: 'Legacy',
        namespace: 'solana',
        type: 'injected',
        imageUrl: wallet.icon,
        installed: true,
      },
    ])
    const connection = await adapter.connect({ connectorId: 'Legacy' })
    const from = `solana:localnet:${wallet.address}` as const
    expect(connection.accounts.map((account) => account.address)).toEqual([from])
    const to = freshAddress()
    await adapter.sendTransfer?.({ from, to, token: SOL, value: 250_000_000n })
    expect(await lamportsOf(to)).toBe(250_000_000n)
    const signature = await adapter.signMessage({ address: from, message: 'legacy' })
    expect(await adapter.verifySignature?.({ message: 'legacy', signature, address: from })).toBe(true)
    await adapter.disconnect('Legacy')
    expect(legacy.connected).toBe(false)
    expect(wallet.accounts).toEqual([])
    expect(events).toEqual([])
  })

  it('behavior: user rejects through the adapter → UserRejectedError', async () => {
    const wallet = await fundedDevWallet(0)
    const legacy = new DevWalletAdapter(wallet, 'Legacy rejecting')
    const { adapter } = setUpAdapter(
      solanaAdapter({ adapters: [fromWalletAdapter(legacy)], discover: false }),
    )
    wallet.rejectNext()
    await expect(adapter.connect({ connectorId: 'Legacy rejecting' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
  })

  it('behavior: the adapter reporting a disconnect emits disconnected (RELIABILITY #8)', async () => {
    const wallet = await fundedDevWallet(0)
    const legacy = new DevWalletAdapter(wallet, 'Legacy leaving')
    const { adapter, events } = setUpAdapter(
      solanaAdapter({ adapters: [fromWalletAdapter(legacy)], discover: false }),
    )
    await adapter.connect({ connectorId: 'Legacy leaving' })
    await legacy.disconnect()
    expect(events).toEqual([{ type: 'disconnected', connectorId: 'Legacy leaving' }])
  })

  it('behavior: a Standard wallet of the same name wins over the legacy adapter', async () => {
    const wallet = await fundedDevWallet(0)
    const legacy = new DevWalletAdapter(wallet, wallet.name)
    const { adapter } = setUpAdapter(
      solanaAdapter({ wallets: [wallet], adapters: [fromWalletAdapter(legacy)], discover: false }),
    )
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => [connector.id, connector.type])).toEqual([
      [wallet.name, 'announced'],
    ])
  })

  it('behavior: a legacy adapter that is neither installed nor loadable is not offered', async () => {
    const wallet = await fundedDevWallet(0)
    const missing = new DevWalletAdapter(wallet, 'Legacy missing')
    Object.defineProperty(missing, 'readyState', { value: WalletReadyState.NotDetected })
    const loadable = new DevWalletAdapter(wallet, 'Legacy loadable')
    Object.defineProperty(loadable, 'readyState', { value: WalletReadyState.Loadable })
    const { adapter } = setUpAdapter(
      solanaAdapter({ adapters: [fromWalletAdapter(missing), fromWalletAdapter(loadable)], discover: false }),
    )
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => [connector.id, connector.installed])).toEqual([
      ['Legacy loadable', false],
    ])
  })
})
