import type { AnnouncedWallet, Connector } from '@latch/core'

/**
 * The Solana wallets listed before the wallet side loads (issue 39): Wallet Standard registrations with a `solana:*`
 * chain, `standard:connect` and a way to get a transaction on chain, as `isSolanaStandardWallet` accepts them,
 * with the wallet's name as id (`fromStandardWallet`). Feature names are spelled out: the SDK stays out of the
 * first load.
 */
export default function announcedSolanaConnectors(wallets: AnnouncedWallet[]): Connector[] {
  return wallets
    .filter(
      ({ chains, features }) =>
        chains.some((chain) => chain.startsWith('solana:')) &&
        features.includes('standard:connect') &&
        (features.includes('solana:signAndSendTransaction') || features.includes('solana:signTransaction')),
    )
    .map(({ name, icon }) => ({
      id: name,
      name,
      namespace: 'solana',
      type: 'announced',
      installed: true,
      ...(icon ? { imageUrl: icon } : {}),
    }))
}
