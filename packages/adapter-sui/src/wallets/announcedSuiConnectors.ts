import type { AnnouncedWallet, Connector } from '@latch/core'

/**
 * The Sui wallets listed before the wallet side loads (issue 39): Wallet Standard registrations with a `sui:*`
 * chain and the features `isSuiWallet` requires, with the id the registry gives them (the wallet's `id`, else its
 * name). Feature names are spelled out: the SDK stays out of the first load.
 */
export default function announcedSuiConnectors(wallets: AnnouncedWallet[]): Connector[] {
  return wallets
    .filter(
      ({ chains, features }) =>
        chains.some((chain) => chain.startsWith('sui:')) &&
        ['standard:connect', 'standard:events', 'sui:signPersonalMessage'].every((feature) =>
          features.includes(feature),
        ),
    )
    .map(({ id, name, icon }) => ({
      id: id ?? name,
      name,
      namespace: 'sui',
      type: 'announced',
      installed: true,
      ...(icon ? { imageUrl: icon } : {}),
    }))
}
