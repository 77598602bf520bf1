import { base as viemBase, mainnet as viemMainnet, sepolia as viemSepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createEvmWagmiConfig } from '../config/createEvmWagmiConfig'
import { anvilLocal, base, mainnet, sepolia } from './commonNetworks'
import { evmNetwork } from './evmNetwork'
import { hasEns, toViemChain } from './toViemChain'

describe('evmNetwork', () => {
  it('turns a viem chain into a CaipNetwork', () => {
    expect(evmNetwork(viemMainnet)).toEqual({
      id: 'eip155:1',
      namespace: 'eip155',
      reference: '1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [...viemMainnet.rpcUrls.default.http],
      blockExplorerUrl: 'https://etherscan.io',
    })
  })

  it("the common networks equal viem's chains of the same id", () => {
    expect(mainnet).toEqual(evmNetwork(viemMainnet))
    expect(sepolia).toEqual(evmNetwork(viemSepolia))
    expect(base).toEqual(evmNetwork(viemBase))
  })

  it('common networks carry their CAIP-2 ids; testnets are marked', () => {
    expect([mainnet.id, sepolia.id, base.id, anvilLocal().id]).toEqual([
      'eip155:1',
      'eip155:11155111',
      'eip155:8453',
      'eip155:31337',
    ])
    expect(sepolia.testnet).toBe(true)
    expect(anvilLocal('http://127.0.0.1:9999', 31338)).toEqual({
      id: 'eip155:31338',
      namespace: 'eip155',
      reference: '31338',
      name: 'Anvil 31338',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:9999'],
      testnet: true,
    })
  })
})

describe('toViemChain', () => {
  it("puts the host's custom RPC URLs first, without duplicates", () => {
    const own = mainnet.rpcUrls[0]!
    const chain = toViemChain(mainnet, ['https://rpc.host.example', own])
    expect(chain.rpcUrls.default.http).toEqual(['https://rpc.host.example', own])
    expect(chain.id).toBe(1)
  })

  it('keeps ENS contracts for chains viem knows, none for a local chain', () => {
    expect(hasEns(toViemChain(mainnet))).toBe(true)
    expect(hasEns(toViemChain(anvilLocal()))).toBe(false)
  })
})

describe('createEvmWagmiConfig', () => {
  it('one wagmi chain per network, custom RPC URLs by CAIP-2 id', () => {
    const config = createEvmWagmiConfig([mainnet, anvilLocal()], { 'eip155:1': ['https://rpc.host.example'] })
    expect(config.chains.map((chain) => chain.id)).toEqual([1, 31337])
    expect(config.chains[0]?.rpcUrls.default.http[0]).toBe('https://rpc.host.example')
    expect(config.connectors).toEqual([])
    expect(config.storage).toBeNull()
  })

  it("without eip155 networks it is 'Switch network not found'", () => {
    expect(() => createEvmWagmiConfig([], {})).toThrowError(
      expect.objectContaining({ name: 'NetworkNotFoundError', message: 'Switch network not found' }),
    )
  })
})
