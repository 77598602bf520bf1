import type { WalletEntry } from './types'

/** The rows whose name contains the search text (case- and accent-insensitive). */
export function filterWallets(entries: readonly WalletEntry[], search: string): WalletEntry[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim()
  const query = fold(search)
  if (query.length === 0) return [...entries]
  return entries.filter((entry) => fold(entry.name).includes(query))
}
