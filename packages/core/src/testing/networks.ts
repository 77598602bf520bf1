import type { CaipNetwork } from '../caip/types'

/** Networks for core's own tests. */
export const testNetworks = {
  mainnet: {
    id: 'eip155:1',
    namespace: 'eip155',
    reference: '1',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://rpc.example/1'],
  },
  optimism: {
    id: 'eip155:10',
    namespace: 'eip155',
    reference: '10',
    name: 'OP Mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://rpc.example/10'],
  },
  solana: {
    id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    namespace: 'solana',
    reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: ['https://rpc.example/solana'],
  },
  polkadot: {
    id: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    namespace: 'polkadot',
    reference: '91b171bb158e2d3848fa23a9f1c25182',
    name: 'Polkadot',
    nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
    rpcUrls: [],
  },
} satisfies Record<string, CaipNetwork>
