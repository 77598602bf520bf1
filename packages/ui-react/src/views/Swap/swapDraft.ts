import type { SwapQuote, SwapToken } from '@latch/core'

/** What the Swap view hands SwapPreview: the tokens, the typed amount, the quote and the slippage. */
export interface SwapDraft {
  from: SwapToken
  to: SwapToken
  amount: string
  quote: SwapQuote
  slippagePercent: number
}

// Per client (a page may mount several); code in the swap chunk, so it costs nothing until Swap opens.
const drafts = new WeakMap<object, SwapDraft>()

export const saveSwapDraft = (client: object, draft: SwapDraft) => drafts.set(client, draft)
export const readSwapDraft = (client: object): SwapDraft | undefined => drafts.get(client)
