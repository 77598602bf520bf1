import { InsufficientLiquidityError } from '../../errors/catalogue'
import { SwapUnavailableError } from '../../errors/classes/SwapUnavailableError'
import {
  type LatchServer,
  latchServer,
  type ServerAnswer,
  type ServerOptions,
  serverRequest,
} from '../server/serverRequest'

/** Each swap request is aborted after this long (RELIABILITY #5). */
const TIMEOUT_MS = 15_000

/** Where the swap calls of a client with these options go: `services.swap`, else the explorer's. */
export function swapServer(options: ServerOptions): LatchServer {
  const baseUrl = options.services?.swap ?? options.services?.explorer
  if (!baseUrl) throw new SwapUnavailableError({ details: 'no swap server is set (services.swap)' })
  return latchServer(baseUrl, options)
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
  server: LatchServer,
  path: string,
  init: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal } = {},
): Promise<unknown> {
  let answer: ServerAnswer
  try {
    answer = await serverRequest(server, path, init, TIMEOUT_MS)
  } catch (cause) {
    throw new SwapUnavailableError({ details: 'the swap server cannot be reached. Try again.', cause })
  }
  if (!answer.ok) {
    const reason = reasonOf(answer.body)
    if (reason?.includes('Insufficient liquidity')) throw new InsufficientLiquidityError({ details: reason })
    throw new SwapUnavailableError({ details: reason ?? `the swap server answered ${answer.status}` })
  }
  if (answer.body === undefined)
    throw new SwapUnavailableError({ details: 'the swap server answered no JSON' })
  return answer.body
}
