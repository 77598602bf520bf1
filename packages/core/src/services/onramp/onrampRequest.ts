import { OnrampUnavailableError } from '../../errors/catalogue'
import type { ServiceUrls } from '../../options/types'
import { explorerUrl, type SdkParams } from '../explorer/explorerUrl'

/** Each on-ramp request is aborted after this long (RELIABILITY #5). */
const TIMEOUT_MS = 10_000

/** The server with the project's on-ramp providers: `services.onramp`, else the explorer's. */
function onrampBaseUrl(services: ServiceUrls | undefined): string {
  const base = services?.onramp ?? services?.explorer
  if (!base) throw new OnrampUnavailableError({ details: 'no on-ramp server is set (services.onramp)' })
  return base
}

/** Calls the on-ramp server with the sdk params; the JSON answer, or `OnrampUnavailableError`. */
export async function onrampRequest(
  server: SdkParams & { baseUrl: string },
  path: string,
  init: { body?: unknown; signal?: AbortSignal } = {},
): Promise<unknown> {
  const url = explorerUrl(server.baseUrl, path, server)
  const timeout = AbortSignal.timeout(TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(url, {
      ...(init.body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(init.body),
          }),
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    })
  } catch (cause) {
    throw new OnrampUnavailableError({ details: 'the on-ramp server cannot be reached', cause })
  }
  if (!response.ok)
    throw new OnrampUnavailableError({ details: `the on-ramp server answered ${response.status}` })
  try {
    return await response.json()
  } catch (cause) {
    throw new OnrampUnavailableError({ details: 'the on-ramp server answered no JSON', cause })
  }
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

/** Where the on-ramp calls of a client with these options go, with its sdk params. */
export function onrampServer(options: {
  services?: ServiceUrls | undefined
  projectId?: string | undefined
  sdkVersion?: string | undefined
}): SdkParams & { baseUrl: string } {
  return {
    baseUrl: onrampBaseUrl(options.services),
    projectId: options.projectId ?? '',
    sdkType: 'latch',
    sdkVersion: options.sdkVersion ?? '0.0.0',
  }
}
