import { OnrampUnavailableError } from '../../errors/catalogue'
import {
  type LatchServer,
  latchServer,
  type ServerAnswer,
  type ServerOptions,
  serverRequest,
} from '../server/serverRequest'

/** Each on-ramp request is aborted after this long (RELIABILITY #5). */
const TIMEOUT_MS = 10_000

/** Calls the on-ramp server with the sdk params; the JSON answer, or `OnrampUnavailableError`. */
export async function onrampRequest(
  server: LatchServer,
  path: string,
  init: { body?: unknown; signal?: AbortSignal } = {},
): Promise<unknown> {
  let answer: ServerAnswer
  try {
    answer = await serverRequest(server, path, init, TIMEOUT_MS)
  } catch (cause) {
    throw new OnrampUnavailableError({ details: 'the on-ramp server cannot be reached', cause })
  }
  if (!answer.ok)
    throw new OnrampUnavailableError({ details: `the on-ramp server answered ${answer.status}` })
  if (answer.body === undefined)
    throw new OnrampUnavailableError({ details: 'the on-ramp server answered no JSON' })
  return answer.body
}

/**
 * The provider page to open: an `https:` URL as the server gave it, or a path on the server joined to its base URL
 * (the host's own setting, so a loopback server in development works). Anything else is refused (RELIABILITY #18).
 */
export function providerPageUrl(base: string, url: unknown): string {
  if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//'))
    return `${base.replace(/\/+$/, '')}${url}`
  if (typeof url === 'string' && URL.canParse(url) && new URL(url).protocol === 'https:') return url
  throw new OnrampUnavailableError({ details: 'the on-ramp server gave no usable provider URL' })
}

/** Where the on-ramp calls of a client with these options go: `services.onramp`, else the explorer's. */
export function onrampServer(options: ServerOptions): LatchServer {
  const baseUrl = options.services?.onramp ?? options.services?.explorer
  if (!baseUrl) throw new OnrampUnavailableError({ details: 'no on-ramp server is set (services.onramp)' })
  return latchServer(baseUrl, options)
}
