import { getFullnodeUrl } from '@mysten/sui/client'
import { SUI_CHAINS } from '@mysten/wallet-standard'
import { describe, expect, it } from 'vitest'
import { suiDevnet, suiLocalnet, suiMainnet, suiTestnet } from './suiNetworks'

describe('Sui networks', () => {
  it('default: the four Wallet Standard chains as CAIP-2 ids, SUI with 9 decimals, the Mysten full nodes', () => {
    const all = [suiMainnet, suiTestnet, suiDevnet, suiLocalnet()]
    expect(all.map((network) => network.id).sort()).toEqual([...SUI_CHAINS].sort())
    for (const network of all) {
      expect(network.id).toBe(`sui:${network.reference}`)
      expect(network.namespace).toBe('sui')
      expect(network.nativeCurrency).toEqual({ name: 'Sui', symbol: 'SUI', decimals: 9 })
      expect(network.rpcUrls).toEqual([getFullnodeUrl(network.reference as 'mainnet')])
    }
    expect(all.map((network) => Boolean(network.testnet))).toEqual([false, true, true, true])
  })

  it('parameters: suiLocalnet takes the RPC URL', () => {
    expect(suiLocalnet('http://127.0.0.1:1234').rpcUrls).toEqual(['http://127.0.0.1:1234'])
  })
})
