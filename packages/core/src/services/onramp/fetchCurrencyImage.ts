import { explorerUrl, type SdkParams } from '../explorer/explorerUrl'
import { readWalletImage } from '../explorer/readWalletImage'

/** A currency image is abandoned after this long (RELIABILITY #17: time cap); its code is shown instead. */
const TIMEOUT_MS = 5000

/**
 * A fiat currency's image from the server (`GET /public/getCurrencyImage/{code}`, spec §7) as a `data:` URL, or
 * undefined when the server has none, answers something that is not an image within the size cap, or is slow.
 */
export async function fetchCurrencyImage(
  server: SdkParams & { baseUrl: string },
  code: string,
): Promise<string | undefined> {
  if (!/^[A-Z]{3}$/.test(code)) return undefined
  try {
    const response = await fetch(explorerUrl(server.baseUrl, `/public/getCurrencyImage/${code}`, server), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    return await readWalletImage(response)
  } catch {
    return undefined
  }
}
