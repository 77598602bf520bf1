import { type CosmosNetwork, defineCosmosNetwork } from './cosmosNetwork'

// The exported networks are plain data, as defineCosmosNetwork builds them (the tests check it): the builder would be
// first-load code on every page that names one (issue 39).

/** Cosmos Hub mainnet, `cosmos:cosmoshub-4` (ATOM, 6 decimals, `cosmos1…`). */
export const cosmosHub: CosmosNetwork = {
  id: 'cosmos:cosmoshub-4',
  namespace: 'cosmos',
  reference: 'cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'ATOM', symbol: 'ATOM', decimals: 6 },
  rpcUrls: ['https://cosmos-rpc.publicnode.com'],
  blockExplorerUrl: 'https://www.mintscan.io/cosmos',
  cosmos: {
    chainId: 'cosmoshub-4',
    bech32Prefix: 'cosmos',
    denom: 'uatom',
    coinType: 118,
    restUrl: 'https://cosmos-rest.publicnode.com',
  },
}

/** Osmosis mainnet, `cosmos:osmosis-1` (OSMO, 6 decimals, `osmo1…`). */
export const osmosis: CosmosNetwork = {
  id: 'cosmos:osmosis-1',
  namespace: 'cosmos',
  reference: 'osmosis-1',
  name: 'Osmosis',
  nativeCurrency: { name: 'OSMO', symbol: 'OSMO', decimals: 6 },
  rpcUrls: ['https://rpc.osmosis.zone'],
  blockExplorerUrl: 'https://www.mintscan.io/osmosis',
  cosmos: {
    chainId: 'osmosis-1',
    bech32Prefix: 'osmo',
    denom: 'uosmo',
    coinType: 118,
    restUrl: 'https://lcd.osmosis.zone',
  },
}

/** The Cosmos Hub's public testnet (the Interchain Security provider chain), `cosmos:provider`. */
export const cosmosHubTestnet: CosmosNetwork = {
  id: 'cosmos:provider',
  namespace: 'cosmos',
  reference: 'provider',
  name: 'Cosmos Hub Testnet',
  nativeCurrency: { name: 'ATOM', symbol: 'ATOM', decimals: 6 },
  rpcUrls: ['https://rpc.provider-sentry-01.ics-testnet.polypore.xyz'],
  testnet: true,
  cosmos: {
    chainId: 'provider',
    bech32Prefix: 'cosmos',
    denom: 'uatom',
    coinType: 118,
    restUrl: 'https://rest.provider-sentry-01.ics-testnet.polypore.xyz',
  },
}

/** Osmosis testnet, `cosmos:osmo-test-5`. */
export const osmosisTestnet: CosmosNetwork = {
  id: 'cosmos:osmo-test-5',
  namespace: 'cosmos',
  reference: 'osmo-test-5',
  name: 'Osmosis Testnet',
  nativeCurrency: { name: 'OSMO', symbol: 'OSMO', decimals: 6 },
  rpcUrls: ['https://rpc.testnet.osmosis.zone'],
  testnet: true,
  cosmos: {
    chainId: 'osmo-test-5',
    bech32Prefix: 'osmo',
    denom: 'uosmo',
    coinType: 118,
    restUrl: 'https://lcd.testnet.osmosis.zone',
  },
}

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
