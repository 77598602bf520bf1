import { type CosmosNetwork, defineCosmosNetwork } from './cosmosNetwork'

/** Cosmos Hub mainnet, `cosmos:cosmoshub-4` (ATOM, 6 decimals, `cosmos1…`). */
export const cosmosHub: CosmosNetwork = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'cosmoshub-4',
  name: 'Cosmos Hub',
  rpcUrl: 'https://cosmos-rpc.publicnode.com',
  restUrl: 'https://cosmos-rest.publicnode.com',
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  symbol: 'ATOM',
  decimals: 6,
  blockExplorerUrl: 'https://www.mintscan.io/cosmos',
})

/** Osmosis mainnet, `cosmos:osmosis-1` (OSMO, 6 decimals, `osmo1…`). */
export const osmosis: CosmosNetwork = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'osmosis-1',
  name: 'Osmosis',
  rpcUrl: 'https://rpc.osmosis.zone',
  restUrl: 'https://lcd.osmosis.zone',
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  symbol: 'OSMO',
  decimals: 6,
  blockExplorerUrl: 'https://www.mintscan.io/osmosis',
})

/** The Cosmos Hub's public testnet (the Interchain Security provider chain), `cosmos:provider`. */
export const cosmosHubTestnet: CosmosNetwork = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'provider',
  name: 'Cosmos Hub Testnet',
  rpcUrl: 'https://rpc.provider-sentry-01.ics-testnet.polypore.xyz',
  restUrl: 'https://rest.provider-sentry-01.ics-testnet.polypore.xyz',
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  symbol: 'ATOM',
  decimals: 6,
  testnet: true,
})

/** Osmosis testnet, `cosmos:osmo-test-5`. */
export const osmosisTestnet: CosmosNetwork = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'osmo-test-5',
  name: 'Osmosis Testnet',
  rpcUrl: 'https://rpc.testnet.osmosis.zone',
  restUrl: 'https://lcd.testnet.osmosis.zone',
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  symbol: 'OSMO',
  decimals: 6,
  testnet: true,
})

/**
 * A local single-node chain (default `cosmos:latch-local-1`, STAKE in `ustake`, `cosmos1…` addresses) at `rpcUrl`.
 * Wallets do not know it: connecting suggests it to them first.
 */
export function cosmosLocalnet(
  rpcUrl: string,
  options: { chainId?: string; name?: string; bech32Prefix?: string; denom?: string; symbol?: string } = {},
): CosmosNetwork {
  return defineCosmosNetwork({
    chainId: options.chainId ?? 'latch-local-1',
    name: options.name ?? 'Cosmos Localnet',
    rpcUrl,
    bech32Prefix: options.bech32Prefix ?? 'cosmos',
    denom: options.denom ?? 'ustake',
    symbol: options.symbol ?? 'STAKE',
    decimals: 6,
    testnet: true,
  })
}
