import type { AnnouncedWallet, Connector } from '@latch/core'

/**
 * The eip155 wallets listed before the wallet side loads (issue 39): each EIP-6963 announcement with its rdns as
 * id, as the wallet side's registry lists it; with none, a `window.ethereum` provider as the "Browser Wallet".
 * Imported by the adapter's `start()` (`announced.connectors`), a chunk that imports nothing.
 */
export default function announcedEvmConnectors(wallets: AnnouncedWallet[]): Connector[] {
  const announced = wallets.flatMap(({ rdns, name, icon }): Connector[] =>
    rdns
      ? [
          {
            id: rdns,
            name,
            namespace: 'eip155',
            type: 'announced',
            rdns,
            installed: true,
            ...(icon ? { imageUrl: icon } : {}),
          },
        ]
      : [],
  )
  const ethereum = (globalThis as { window?: { ethereum?: { request?: unknown } } }).window?.ethereum
  if (announced.length > 0 || typeof ethereum?.request !== 'function') return announced
  return [
    {
      // INJECTED_CONNECTOR_ID, spelled out: this chunk imports nothing, so it stays out of the first load.
      id: 'injected',
      name: 'Browser Wallet',
      namespace: 'eip155',
      type: 'injected',
      installed: true,
    },
  ]
}
