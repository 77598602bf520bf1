import type { WalletListing } from './types'

const sameListing = (a: WalletListing, b: WalletListing) =>
  a.id === b.id ||
  (a.rdns !== undefined && a.rdns === b.rdns) ||
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase()

/** `first`, then the entries of `then` that are not the same wallet (by id, rdns or name). */
export function mergeListings(
  first: readonly WalletListing[],
  then: readonly WalletListing[],
): WalletListing[] {
  return [...first, ...then.filter((entry) => !first.some((kept) => sameListing(kept, entry)))]
}
