import type { NamespaceWallet } from '@latch/fixture-walletconnect/namespaceWallets'
import { BITCOIN_DEV_SEED } from '../../server/bitcoinDemoAccount.mjs'
import { STACKS_DEV_BITCOIN_KEY, STACKS_DEV_PRIVATE_KEY } from '../../server/stacksDemoAccount.mjs'
import { SUI_DEV_SECRET_KEY } from '../../server/suiDemoAccount.mjs'

/** The demo's two local Cosmos chains (src/namespaces/cosmos.ts) with their account prefixes. */
const DEMO_COSMOS_CHAINS = [
  { chainId: 'latch-local-1', bech32Prefix: 'cosmos' },
  { chainId: 'latch-osmo-1', bech32Prefix: 'osmo' },
]

/**
 * The wallet page's polkadot, cosmos, bip122, sui and stacks signers: each namespace's dev wallet with the demo's
 * dev keys (the same accounts as the demo's injected dev wallets). Their chain SDKs load as chunks of their own.
 */
export async function loadLaterNamespaceWallets(): Promise<NamespaceWallet[]> {
  const wallets = await import('@latch/fixture-walletconnect/namespaceWallets')
  return Promise.all([
    wallets.polkadotNamespaceWallet(),
    wallets.cosmosNamespaceWallet(DEMO_COSMOS_CHAINS),
    wallets.bitcoinNamespaceWallet(BITCOIN_DEV_SEED),
    wallets.suiNamespaceWallet(SUI_DEV_SECRET_KEY),
    wallets.stacksNamespaceWallet({
      privateKey: STACKS_DEV_PRIVATE_KEY,
      bitcoinPrivateKey: STACKS_DEV_BITCOIN_KEY,
    }),
  ])
}
