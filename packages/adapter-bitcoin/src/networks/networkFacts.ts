import type { CaipNetworkId } from '@latch/core'

/** How a wallet names a network: sats-connect's `BitcoinNetworkType`. */
export type WalletNetworkName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'

/** What the adapter needs to know about a Bitcoin network besides its `CaipNetwork`. */
export interface NetworkFacts {
  /** Bech32 human-readable part of its segwit addresses. */
  hrp: 'bc' | 'tb' | 'bcrt'
  /** Base58check version bytes of P2PKH and P2SH addresses. */
  p2pkh: number
  p2sh: number
  walletName: WalletNetworkName
  /** Wallet Standard chain (`bitcoin:testnet` covers every `tb` network). */
  standardChain: 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:regtest'
}

const MAIN = { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 } as const
const TEST = { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 } as const

/** Facts per CAIP-2 id: mainnet, testnet3, testnet4, signet, regtest. */
export const NETWORK_FACTS: Readonly<Record<string, NetworkFacts>> = {
  'bip122:000000000019d6689c085ae165831e93': {
    ...MAIN,
    walletName: 'Mainnet',
    standardChain: 'bitcoin:mainnet',
  },
  'bip122:000000000933ea01ad0ee984209779ba': {
    ...TEST,
    walletName: 'Testnet',
    standardChain: 'bitcoin:testnet',
  },
  'bip122:00000000da84f2bafbbc53dee25a72ae': {
    ...TEST,
    walletName: 'Testnet4',
    standardChain: 'bitcoin:testnet',
  },
  'bip122:00000008819873e925422c1ff0f99f7c': {
    ...TEST,
    walletName: 'Signet',
    standardChain: 'bitcoin:testnet',
  },
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': {
    hrp: 'bcrt',
    p2pkh: 0x6f,
    p2sh: 0xc4,
    walletName: 'Regtest',
    standardChain: 'bitcoin:regtest',
  },
}

/** The facts of a known Bitcoin network, or undefined. */
export function networkFacts(networkId: CaipNetworkId | string): NetworkFacts | undefined {
  return typeof networkId === 'string' && Object.hasOwn(NETWORK_FACTS, networkId)
    ? NETWORK_FACTS[networkId]
    : undefined
}

/** The CAIP-2 id of a network a wallet names (sats-connect name), or undefined. */
export function networkIdOfWalletName(name: unknown): CaipNetworkId | undefined {
  const found = Object.entries(NETWORK_FACTS).find(([, facts]) => facts.walletName === name)
  return found?.[0] as CaipNetworkId | undefined
}
