import type { CaipNetworkId } from '@latch/core'

// Apart from the network definitions: the wallet side reads these, and a module shared with it would put every
// definition in the page's first load (issue 39).

/** What Latch needs to know about a Stacks network besides its `CaipNetwork`. */
export interface StacksNetworkFacts {
  /** The name wallets take in a request's `network` parameter (and @stacks/network's network name). */
  walletNetwork: 'mainnet' | 'testnet'
  /** c32 address versions: single-sig (SP… / ST…) and multi-sig (SM… / SN…). */
  singleSigVersion: number
  multiSigVersion: number
  /** The Bitcoin network (CAIP-2) whose addresses a wallet reports beside this Stacks network. */
  bitcoinNetworkId: CaipNetworkId
}

/** The Bitcoin networks' CAIP-2 ids (bip122 + the first 16 bytes of the genesis block hash). */
export const BITCOIN_MAINNET_ID: CaipNetworkId = 'bip122:000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_ID: CaipNetworkId = 'bip122:000000000933ea01ad0ee984209779ba'

const FACTS: Readonly<Record<string, StacksNetworkFacts>> = {
  'stacks:1': {
    walletNetwork: 'mainnet',
    singleSigVersion: 22,
    multiSigVersion: 20,
    bitcoinNetworkId: BITCOIN_MAINNET_ID,
  },
  'stacks:2147483648': {
    walletNetwork: 'testnet',
    singleSigVersion: 26,
    multiSigVersion: 21,
    bitcoinNetworkId: BITCOIN_TESTNET_ID,
  },
}

/** The facts of a Stacks CAIP-2 id, or undefined for an id that is not Stacks mainnet or testnet. */
export function stacksNetworkFacts(networkId: string): StacksNetworkFacts | undefined {
  return Object.hasOwn(FACTS, networkId) ? FACTS[networkId] : undefined
}
