import { SwapRefusal } from '../swapErrors'

/** A provider's HTTP answer: its status and its JSON body (undefined when the body is not JSON). */
export interface ProviderAnswer {
  status: number
  body: unknown
}

/**
 * One call to an aggregator's API, given up after `timeoutMs` and not retried. A hang is 'did not answer in time'
 * (the view offers a retry), a refused connection 'cannot be reached'; the API key stays in the headers, never in
 * what the visitor reads.
 */
export async function providerRequest(
  url: URL,
  init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<ProviderAnswer> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    })
  } catch (error) {
    throw sourceRefusal(error)
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw sourceRefusal(error)
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown }
  } catch {
    return { status: response.status, body: undefined }
  }
}

function sourceRefusal(error: unknown): SwapRefusal {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
  return timedOut
    ? new SwapRefusal('SOURCE_TIMEOUT', 'The quote service did not answer in time. Try again.', 504)
    : new SwapRefusal('SOURCE_UNAVAILABLE', 'The quote service cannot be reached. Try again.', 502)
}

/** An answer the source cannot use (an outage, a changed format): the visitor may retry; the details are logged. */
export function unusableAnswer(provider: string, answer: ProviderAnswer): SwapRefusal {
  return new SwapRefusal(
    'SOURCE_UNAVAILABLE',
    `The quote service could not give a quote (${provider} answered ${answer.status}). Try again.`,
    502,
  )
}

/** A decimal integer string a provider gave (base units), or undefined. */
export function baseUnits(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^\d{1,78}$/.test(value) ? BigInt(value) : undefined
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
