import { fetchServerImage } from '../server/fetchServerImage'
import { latchServer, type ServerOptions } from '../server/serverRequest'
import { networkMarkAssetId } from './networkMarks'

/**
 * A network mark from the host's Latch server (`services.explorer`; `GET /public/getAssetImage/network-<name>`, spec §7,
 * `name` from `networkMarkName`) as a `data:` URL. Undefined when no server is set, or it has none, answers
 * something that is not an image within the size cap, or is slow or down (RELIABILITY #5, #17): the caller then
 * shows the bundled mark.
 */
export async function fetchNetworkMark(options: ServerOptions, name: string): Promise<string | undefined> {
  const baseUrl = options.services?.explorer
  if (!baseUrl || !/^[\w-]{1,128}$/.test(name)) return undefined
  return fetchServerImage(latchServer(baseUrl, options), `/public/getAssetImage/${networkMarkAssetId(name)}`)
}
