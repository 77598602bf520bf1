import type { CaipNetwork } from '@latch/core'

// The EVM networks hosts use most, written out rather than imported from 'viem/chains' (several viem chains carry
// OP Stack or ZKsync formatters and serializers a host would pay for on first load). Each constant is its own export,
// so a host's bundle keeps only those it names. networks.test.ts checks each still equals `evmNetwork(<viem chain>)`.

/** Ethereum mainnet (`eip155:1`). */
export const mainnet: CaipNetwork = {
  id: 'eip155:1',
  namespace: 'eip155',
  reference: '1',
  name: 'Ethereum',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://ethereum.reth.rs/rpc'],
  blockExplorerUrl: 'https://etherscan.io',
}

/** Sepolia testnet (`eip155:11155111`). */
export const sepolia: CaipNetwork = {
  id: 'eip155:11155111',
  namespace: 'eip155',
  reference: '11155111',
  name: 'Sepolia',
  nativeCurrency: {
    name: 'Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://11155111.rpc.thirdweb.com'],
  blockExplorerUrl: 'https://sepolia.etherscan.io',
  testnet: true,
}

/** Holesky testnet (`eip155:17000`). */
export const holesky: CaipNetwork = {
  id: 'eip155:17000',
  namespace: 'eip155',
  reference: '17000',
  name: 'Holesky',
  nativeCurrency: {
    name: 'Holesky Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://ethereum-holesky-rpc.publicnode.com'],
  blockExplorerUrl: 'https://holesky.etherscan.io',
  testnet: true,
}

/** OP Mainnet (`eip155:10`). */
export const optimism: CaipNetwork = {
  id: 'eip155:10',
  namespace: 'eip155',
  reference: '10',
  name: 'OP Mainnet',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://mainnet.optimism.io'],
  blockExplorerUrl: 'https://optimistic.etherscan.io',
}

/** OP Sepolia testnet (`eip155:11155420`). */
export const optimismSepolia: CaipNetwork = {
  id: 'eip155:11155420',
  namespace: 'eip155',
  reference: '11155420',
  name: 'OP Sepolia',
  nativeCurrency: {
    name: 'Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://sepolia.optimism.io'],
  blockExplorerUrl: 'https://optimism-sepolia.blockscout.com',
  testnet: true,
}

/** Arbitrum One (`eip155:42161`). */
export const arbitrum: CaipNetwork = {
  id: 'eip155:42161',
  namespace: 'eip155',
  reference: '42161',
  name: 'Arbitrum One',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://arb1.arbitrum.io/rpc'],
  blockExplorerUrl: 'https://arbiscan.io',
}

/** Arbitrum Nova (`eip155:42170`). */
export const arbitrumNova: CaipNetwork = {
  id: 'eip155:42170',
  namespace: 'eip155',
  reference: '42170',
  name: 'Arbitrum Nova',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://nova.arbitrum.io/rpc'],
  blockExplorerUrl: 'https://nova.arbiscan.io',
}

/** Arbitrum Sepolia testnet (`eip155:421614`). */
export const arbitrumSepolia: CaipNetwork = {
  id: 'eip155:421614',
  namespace: 'eip155',
  reference: '421614',
  name: 'Arbitrum Sepolia',
  nativeCurrency: {
    name: 'Arbitrum Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://sepolia-rollup.arbitrum.io/rpc'],
  blockExplorerUrl: 'https://sepolia.arbiscan.io',
  testnet: true,
}

/** Base (`eip155:8453`). */
export const base: CaipNetwork = {
  id: 'eip155:8453',
  namespace: 'eip155',
  reference: '8453',
  name: 'Base',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://mainnet.base.org'],
  blockExplorerUrl: 'https://basescan.org',
}

/** Base Sepolia testnet (`eip155:84532`). */
export const baseSepolia: CaipNetwork = {
  id: 'eip155:84532',
  namespace: 'eip155',
  reference: '84532',
  name: 'Base Sepolia',
  nativeCurrency: {
    name: 'Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://sepolia.base.org'],
  blockExplorerUrl: 'https://sepolia.basescan.org',
  testnet: true,
}

/** Polygon PoS (`eip155:137`). */
export const polygon: CaipNetwork = {
  id: 'eip155:137',
  namespace: 'eip155',
  reference: '137',
  name: 'Polygon',
  nativeCurrency: {
    name: 'POL',
    symbol: 'POL',
    decimals: 18,
  },
  rpcUrls: ['https://polygon.drpc.org'],
  blockExplorerUrl: 'https://polygonscan.com',
}

/** Polygon Amoy testnet (`eip155:80002`). */
export const polygonAmoy: CaipNetwork = {
  id: 'eip155:80002',
  namespace: 'eip155',
  reference: '80002',
  name: 'Polygon Amoy',
  nativeCurrency: {
    name: 'POL',
    symbol: 'POL',
    decimals: 18,
  },
  rpcUrls: ['https://polygon-amoy.drpc.org'],
  blockExplorerUrl: 'https://amoy.polygonscan.com',
  testnet: true,
}

/** Polygon zkEVM (`eip155:1101`). */
export const polygonZkEvm: CaipNetwork = {
  id: 'eip155:1101',
  namespace: 'eip155',
  reference: '1101',
  name: 'Polygon zkEVM',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://zkevm-rpc.com'],
  blockExplorerUrl: 'https://zkevm.polygonscan.com',
}

/** BNB Smart Chain (`eip155:56`). */
export const bsc: CaipNetwork = {
  id: 'eip155:56',
  namespace: 'eip155',
  reference: '56',
  name: 'BNB Smart Chain',
  nativeCurrency: {
    decimals: 18,
    name: 'BNB',
    symbol: 'BNB',
  },
  rpcUrls: ['https://56.rpc.thirdweb.com'],
  blockExplorerUrl: 'https://bscscan.com',
}

/** Avalanche C-Chain (`eip155:43114`). */
export const avalanche: CaipNetwork = {
  id: 'eip155:43114',
  namespace: 'eip155',
  reference: '43114',
  name: 'Avalanche',
  nativeCurrency: {
    decimals: 18,
    name: 'Avalanche',
    symbol: 'AVAX',
  },
  rpcUrls: ['https://api.avax.network/ext/bc/C/rpc'],
  blockExplorerUrl: 'https://snowtrace.io',
}

/** Gnosis (`eip155:100`). */
export const gnosis: CaipNetwork = {
  id: 'eip155:100',
  namespace: 'eip155',
  reference: '100',
  name: 'Gnosis',
  nativeCurrency: {
    decimals: 18,
    name: 'xDAI',
    symbol: 'XDAI',
  },
  rpcUrls: ['https://rpc.gnosischain.com'],
  blockExplorerUrl: 'https://gnosisscan.io',
}

/** ZKsync Era (`eip155:324`). */
export const zksync: CaipNetwork = {
  id: 'eip155:324',
  namespace: 'eip155',
  reference: '324',
  name: 'ZKsync Era',
  nativeCurrency: {
    decimals: 18,
    name: 'Ether',
    symbol: 'ETH',
  },
  rpcUrls: ['https://mainnet.era.zksync.io'],
  blockExplorerUrl: 'https://explorer.zksync.io',
}

/** Linea (`eip155:59144`). */
export const linea: CaipNetwork = {
  id: 'eip155:59144',
  namespace: 'eip155',
  reference: '59144',
  name: 'Linea Mainnet',
  nativeCurrency: {
    name: 'Linea Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://rpc.linea.build'],
  blockExplorerUrl: 'https://lineascan.build',
}

/** Scroll (`eip155:534352`). */
export const scroll: CaipNetwork = {
  id: 'eip155:534352',
  namespace: 'eip155',
  reference: '534352',
  name: 'Scroll',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://rpc.scroll.io'],
  blockExplorerUrl: 'https://scrollscan.com',
}

/** Blast (`eip155:81457`). */
export const blast: CaipNetwork = {
  id: 'eip155:81457',
  namespace: 'eip155',
  reference: '81457',
  name: 'Blast',
  nativeCurrency: {
    decimals: 18,
    name: 'Ether',
    symbol: 'ETH',
  },
  rpcUrls: ['https://rpc.blast.io'],
  blockExplorerUrl: 'https://blastscan.io',
}

/** Mantle (`eip155:5000`). */
export const mantle: CaipNetwork = {
  id: 'eip155:5000',
  namespace: 'eip155',
  reference: '5000',
  name: 'Mantle',
  nativeCurrency: {
    decimals: 18,
    name: 'MNT',
    symbol: 'MNT',
  },
  rpcUrls: ['https://rpc.mantle.xyz'],
  blockExplorerUrl: 'https://mantlescan.xyz/',
}

/** Celo (`eip155:42220`). */
export const celo: CaipNetwork = {
  id: 'eip155:42220',
  namespace: 'eip155',
  reference: '42220',
  name: 'Celo',
  nativeCurrency: {
    decimals: 18,
    name: 'CELO',
    symbol: 'CELO',
  },
  rpcUrls: ['https://forno.celo.org'],
  blockExplorerUrl: 'https://celoscan.io',
}

/** Zora (`eip155:7777777`). */
export const zora: CaipNetwork = {
  id: 'eip155:7777777',
  namespace: 'eip155',
  reference: '7777777',
  name: 'Zora',
  nativeCurrency: {
    decimals: 18,
    name: 'Ether',
    symbol: 'ETH',
  },
  rpcUrls: ['https://rpc.zora.energy'],
  blockExplorerUrl: 'https://explorer.zora.energy',
}

/** Sonic (`eip155:146`). */
export const sonic: CaipNetwork = {
  id: 'eip155:146',
  namespace: 'eip155',
  reference: '146',
  name: 'Sonic',
  nativeCurrency: {
    decimals: 18,
    name: 'Sonic',
    symbol: 'S',
  },
  rpcUrls: ['https://rpc.soniclabs.com'],
  blockExplorerUrl: 'https://sonicscan.org',
}

/** Fantom Opera (`eip155:250`). */
export const fantom: CaipNetwork = {
  id: 'eip155:250',
  namespace: 'eip155',
  reference: '250',
  name: 'Fantom',
  nativeCurrency: {
    decimals: 18,
    name: 'Fantom',
    symbol: 'FTM',
  },
  rpcUrls: ['https://250.rpc.thirdweb.com'],
  blockExplorerUrl: 'https://ftmscan.com',
}

/** Moonbeam (`eip155:1284`). */
export const moonbeam: CaipNetwork = {
  id: 'eip155:1284',
  namespace: 'eip155',
  reference: '1284',
  name: 'Moonbeam',
  nativeCurrency: {
    decimals: 18,
    name: 'Moonbeam',
    symbol: 'GLMR',
  },
  rpcUrls: ['https://rpc.api.moonbeam.network'],
  blockExplorerUrl: 'https://moonscan.io',
}

/** Cronos (`eip155:25`). */
export const cronos: CaipNetwork = {
  id: 'eip155:25',
  namespace: 'eip155',
  reference: '25',
  name: 'Cronos Mainnet',
  nativeCurrency: {
    decimals: 18,
    name: 'Cronos',
    symbol: 'CRO',
  },
  rpcUrls: ['https://evm.cronos.org'],
  blockExplorerUrl: 'https://explorer.cronos.org',
}

/** Unichain (`eip155:130`). */
export const unichain: CaipNetwork = {
  id: 'eip155:130',
  namespace: 'eip155',
  reference: '130',
  name: 'Unichain',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://mainnet.unichain.org/'],
  blockExplorerUrl: 'https://uniscan.xyz',
}

/** World Chain (`eip155:480`). */
export const worldchain: CaipNetwork = {
  id: 'eip155:480',
  namespace: 'eip155',
  reference: '480',
  name: 'World Chain',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://worldchain-mainnet.g.alchemy.com/public'],
  blockExplorerUrl: 'https://worldscan.org',
}

/** Berachain (`eip155:80094`). */
export const berachain: CaipNetwork = {
  id: 'eip155:80094',
  namespace: 'eip155',
  reference: '80094',
  name: 'Berachain',
  nativeCurrency: {
    decimals: 18,
    name: 'BERA Token',
    symbol: 'BERA',
  },
  rpcUrls: ['https://rpc.berachain.com'],
  blockExplorerUrl: 'https://berascan.com',
}

/** Ink (`eip155:57073`). */
export const ink: CaipNetwork = {
  id: 'eip155:57073',
  namespace: 'eip155',
  reference: '57073',
  name: 'Ink',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: ['https://rpc-gel.inkonchain.com', 'https://rpc-qnd.inkonchain.com'],
  blockExplorerUrl: 'https://explorer.inkonchain.com',
}
