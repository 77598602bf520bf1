import type { CaipNetwork } from '@latch/core'
import type { KeplrChainInfo } from '../wallets/keplrInterface'
import type { CosmosChain } from './cosmosNetwork'

/** The Keplr chain info suggested to a wallet that does not know the network (`experimentalSuggestChain`). */
export function toChainInfo(network: CaipNetwork, chain: CosmosChain, rpcUrl: string): KeplrChainInfo {
  const prefix = chain.bech32Prefix
  const currency = {
    coinDenom: network.nativeCurrency.symbol,
    coinMinimalDenom: chain.denom,
    coinDecimals: network.nativeCurrency.decimals,
  }
  return {
    chainId: chain.chainId,
    chainName: network.name,
    rpc: rpcUrl,
    rest: chain.restUrl ?? rpcUrl,
    bip44: { coinType: chain.coinType },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    stakeCurrency: currency,
    currencies: [currency],
    feeCurrencies: [currency],
  }
}
