import type { WalletListing } from '@latch/ui-react'

/**
 * The wallet listing a bench page starts from: the bundled default, or `?wallets=N` synthetic catalogue entries
 * (no images, so nothing is fetched) for the AllWallets list measurement.
 */
export function benchWallets(search: string): WalletListing[] | undefined {
  const count = Number(new URLSearchParams(search).get('wallets') ?? '0')
  if (!Number.isInteger(count) || count <= 0) return undefined
  return Array.from({ length: count }, (_, index) => ({
    id: `bench-wallet-${index}`,
    name: `Bench Wallet ${String(index + 1).padStart(4, '0')}`,
    chains: ['eip155'],
  }))
}
