import type { Latch } from '@latch/core'
import { formatCount } from '../format/formatCount'
import { loadLoginParts } from '../views/Connect/useLoginParts'

/**
 * What the hidden pre-render of Connect needs besides its chunks: the locale's number format, which costs ~15 ms the
 * first time (ICU data), and with the embedded wallet the login parts (e-mail field, social and passkey buttons),
 * so that the pre-render renders them in the same pass (a second pass held ~70 KiB more JS heap, issue 39).
 */
export async function preparePrerender(client: Latch, locale: string): Promise<void> {
  formatCount(0, locale)
  if (client.options.embedded) await loadLoginParts().catch(() => {})
}
