/** What came of one send. */
export type PostOutcome =
  | { kind: 'sent' }
  | { kind: 'rejected'; status: number }
  | { kind: 'failed'; status?: number; error?: unknown }

/**
 * POSTs one JSON batch with keepalive (so it survives page unload) and a timeout. 'rejected': a 4xx other than
 * 408 and 429, which will never succeed; 'failed': a network error, timeout, 408, 429 or 5xx, worth retrying.
 * Never throws.
 */
export async function postBatch(
  url: string,
  body: string,
  options: { fetch?: typeof fetch; timeoutMs: number },
): Promise<PostOutcome> {
  const fetcher = options.fetch ?? globalThis.fetch
  const timeout = options.timeoutMs
  try {
    const response = await fetcher(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
      ...(typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
        ? { signal: AbortSignal.timeout(timeout) }
        : {}),
    })
    await response.body?.cancel().catch(() => undefined)
    if (response.ok) return { kind: 'sent' }
    const { status } = response
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return { kind: 'rejected', status }
    return { kind: 'failed', status }
  } catch (error) {
    return { kind: 'failed', error }
  }
}
