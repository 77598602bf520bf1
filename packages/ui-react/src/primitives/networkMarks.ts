import { fetchNetworkMark } from '@latch/core/network-marks'

export { networkMarkName, networkMarkUrl } from '@latch/core/network-marks'

// Read once per server and mark while the page lives (the server's marks never change).
const serverMarks = new Map<string, Promise<string | undefined>>()

/**
 * A network mark from the host's Latch server (`/public/getAssetImage/network-<name>`) as a `data:` URL, or undefined when
 * the host set no server or it does not answer with an image (the bundled mark stays).
 */
export function serverNetworkMark(
  options: Parameters<typeof fetchNetworkMark>[0],
  name: string,
): Promise<string | undefined> {
  const key = `${options.services?.explorer ?? ''} ${name}`
  let mark = serverMarks.get(key)
  if (!mark) {
    mark = fetchNetworkMark(options, name)
    serverMarks.set(key, mark)
  }
  return mark
}
