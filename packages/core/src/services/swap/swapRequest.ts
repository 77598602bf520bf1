import { InsufficientLiquidityError } from '../../errors/catalogue'
import { SwapUnavailableError } from '../../errors/classes/SwapUnavailableError'
import type { ServiceUrls } from '../../options/types'
import { explorerUrl, type SdkParams } from '../explorer/explorerUrl'

/** Each swap request is aborted after this long (RELIABILITY #5). */
const TIMEOUT_MS = 15_000

/** Where the swap calls of a client with these options go, with its sdk params. */
export function swapServer(options: {
  services?: ServiceUrls | undefined
  projectId?: string | undefined
  sdkVersion?: string | undefined
}): SdkParams & { baseUrl: string } {
  const baseUrl = options.services?.swap ?? options.services?.explorer
  if (!baseUrl) throw new SwapUnavailableError({ details: 'no swap server is set (services.swap)' })
  return {
    baseUrl,
    projectId: options.projectId ?? '',
    sdkType: 'latch',
    sdkVersion: options.sdkVersion ?? '0.0.0',
  }
}

/** The server's reason, `reasons[0].description` of a swap error answer (spec §7), if it gave one. */
function reasonOf(body: unknown): string | undefined {
  const reasons = (body as { reasons?: unknown } | null)?.reasons
  const first = Array.isArray(reasons) ? (reasons[0] as { description?: unknown } | undefined) : undefined
  const description = first?.description
  return typeof description === 'string' && description.length > 0 ? description.slice(0, 200) : undefined
}

/**
 * Calls the swap server with the sdk params and resolves with its JSON answer. A refusal whose reason contains
 * 'Insufficient liquidity' is `InsufficientLiquidityError` (spec §8); any other failure is `SwapUnavailableError`
 * with the server's reason (or what went wrong) as `details`.
 */
export async function swapRequest(
  server: SdkParams & { baseUrl: string },
  path: string,
  init: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal } = {},
): Promise<unknown> {
  const url = new URL(explorerUrl(server.baseUrl, path, server))
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value)
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
    throw new SwapUnavailableError({ details: 'the swap server cannot be reached. Try again.', cause })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const reason = reasonOf(body)
    if (reason?.includes('Insufficient liquidity')) throw new InsufficientLiquidityError({ details: reason })
    throw new SwapUnavailableError({ details: reason ?? `the swap server answered ${response.status}` })
  }
  if (body === undefined) throw new SwapUnavailableError({ details: 'the swap server answered no JSON' })
  return body
}
