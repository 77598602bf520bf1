import type { CaipNetwork } from '@latch/core'

/** The Cosmos facts of a network that a CAIP-2 id does not carry. */
export interface CosmosChain {
  /** The chain id the wallet and the node use (the CAIP-2 reference, unless CAIP-5 hashed it). */
  chainId: string
  /** Bech32 prefix of account addresses (`cosmos`, `osmo`, ...). */
  bech32Prefix: string
  /** Base denom of the native currency (`uatom`, `uosmo`, ...). Symbol and decimals are `nativeCurrency`'s. */
  denom: string
  /** BIP-44 coin type of the chain's keys; 118 on the Hub and most chains. */
  coinType: number
  /** LCD / REST base URL, for the chain info suggested to a wallet that does not know the chain. */
  restUrl?: string
}

/** A `CaipNetwork` of the `cosmos` namespace with its Cosmos facts. Core passes it through unchanged. */
export interface CosmosNetwork extends CaipNetwork {
  id: `cosmos:${string}`
  cosmos: CosmosChain
}

/** What `defineCosmosNetwork` takes. */
export interface CosmosNetworkInput {
  chainId: string
  name: string
  rpcUrl: string
  bech32Prefix: string
  denom: string
  symbol: string
  decimals: number
  coinType?: number
  restUrl?: string
  blockExplorerUrl?: string
  testnet?: boolean
}

/** Builds a Cosmos network (`cosmos:<chainId>`) for chains this package does not export. */
export function defineCosmosNetwork(input: CosmosNetworkInput): CosmosNetwork {
  const id: `cosmos:${string}` = `cosmos:${input.chainId}`
  return {
    id,
    namespace: 'cosmos',
    reference: input.chainId,
    name: input.name,
    nativeCurrency: { name: input.symbol, symbol: input.symbol, decimals: input.decimals },
    rpcUrls: [input.rpcUrl],
    ...(input.blockExplorerUrl ? { blockExplorerUrl: input.blockExplorerUrl } : {}),
    ...(input.testnet ? { testnet: true } : {}),
    cosmos: {
      chainId: input.chainId,
      bech32Prefix: input.bech32Prefix,
      denom: input.denom,
      coinType: input.coinType ?? 118,
      ...(input.restUrl ? { restUrl: input.restUrl } : {}),
    },
  }
}
