import { isSafeLinkUrl } from '../../primitives/isSafeLinkUrl'

/** The network's block-explorer page of a transaction, or undefined unless the explorer is an https URL. */
export function explorerTransactionUrl(explorer: string | undefined, hash: string): string | undefined {
  if (!isSafeLinkUrl(explorer)) return undefined
  const url = `${explorer.trim().replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`
  return isSafeLinkUrl(url) ? url : undefined
}
