import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from './solanaNetworks'
import { toWalletChain } from './toWalletChain'

describe('Solana networks', () => {
  it('default: mainnet, devnet and testnet are CAIP-2 ids from their genesis hash prefix', () => {
    expect([solanaMainnet.id, solanaDevnet.id, solanaTestnet.id]).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    for (const network of [solanaMainnet, solanaDevnet, solanaTestnet]) {
      expect(network.id).toBe(`solana:${network.reference}`)
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    }
  })

  it('parameters: solanaLocalnet takes the RPC URL and an optional genesis hash (first 32 characters)', () => {
    expect(solanaLocalnet('http://127.0.0.1:8899')).toEqual({
      id: 'solana:localnet',
      namespace: 'solana',
      reference: 'localnet',
      name: 'Solana Localnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: ['http://127.0.0.1:8899'],
      testnet: true,
    })
    expect(solanaLocalnet('http://x', 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC').id).toBe(
      'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
    )
  })

  it('behavior: toWalletChain maps CAIP-2 ids to the Wallet Standard cluster names', () => {
    expect(toWalletChain(solanaMainnet.id)).toBe('solana:mainnet')
    expect(toWalletChain(solanaDevnet.id)).toBe('solana:devnet')
    expect(toWalletChain(solanaTestnet.id)).toBe('solana:testnet')
    expect(toWalletChain('solana:localnet')).toBe('solana:localnet')
    expect(toWalletChain('solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69')).toBe('solana:localnet')
  })
})
