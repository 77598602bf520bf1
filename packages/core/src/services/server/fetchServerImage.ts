import { explorerUrl, type SdkParams } from '../explorer/explorerUrl'
import { readWalletImage } from '../explorer/readWalletImage'

/** An image is abandoned after this long (RELIABILITY #17: time cap); the caller shows its fallback. */
const TIMEOUT_MS = 5000

/**
 * An image route of the server (`/public/get…Image/{id}`, spec §7) as a `data:` URL, or undefined when the server
 * has none, answers something that is not an image within the size cap, or is slow.
 */
export async function fetchServerImage(
  server: SdkParams & { baseUrl: string },
  path: string,
): Promise<string | undefined> {
  try {
    const response = await fetch(explorerUrl(server.baseUrl, path, server), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    return await readWalletImage(response)
  } catch {
    return undefined
  }
}
