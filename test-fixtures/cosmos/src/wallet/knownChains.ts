import type { KeplrChainInfo } from './keplrTypes'

/** A chain the wallet can use: its id and account prefix (the rest of a chain info is for display). */
export interface DevChain {
  chainId: string
  bech32Prefix: string
}

/** The chains the dev wallet knows out of the box, as Keplr ships with the Hub, Osmosis and their testnets. */
export const DEV_WALLET_CHAINS: readonly DevChain[] = [
  { chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', bech32Prefix: 'osmo' },
  { chainId: 'provider', bech32Prefix: 'cosmos' },
  { chainId: 'osmo-test-5', bech32Prefix: 'osmo' },
]

/** Checks a suggested chain as Keplr does before it shows the prompt; returns what the wallet keeps of it. */
export function toDevChain(chainInfo: KeplrChainInfo): DevChain {
  const prefix = chainInfo?.bech32Config?.bech32PrefixAccAddr
  if (typeof chainInfo?.chainId !== 'string' || !/^[-a-zA-Z0-9_.]{1,64}$/.test(chainInfo.chainId))
    throw new Error('Invalid chain id')
  if (typeof prefix !== 'string' || !/^[a-z][a-z0-9]*$/.test(prefix)) throw new Error('Invalid bech32 config')
  if (chainInfo.bip44?.coinType !== 118) throw new Error('The dev wallet only holds coin type 118 keys')
  for (const url of [chainInfo.rpc, chainInfo.rest]) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('Invalid chain endpoint')
  }
  return { chainId: chainInfo.chainId, bech32Prefix: prefix }
}
