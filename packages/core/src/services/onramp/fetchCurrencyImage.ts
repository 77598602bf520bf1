import type { SdkParams } from '../explorer/explorerUrl'
import { fetchServerImage } from '../server/fetchServerImage'

/**
 * A fiat currency's image from the server (`GET /public/getCurrencyImage/{code}`, spec §7) as a `data:` URL, or
 * undefined when the server has none, answers something that is not an image within the size cap, or is slow.
 */
export async function fetchCurrencyImage(
  server: SdkParams & { baseUrl: string },
  code: string,
): Promise<string | undefined> {
  if (!/^[A-Z]{3}$/.test(code)) return undefined
  return fetchServerImage(server, `/public/getCurrencyImage/${code}`)
}
