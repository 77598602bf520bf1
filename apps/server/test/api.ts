/** The sdk params of the test project. */
export const SDK = { projectId: 'test-project', st: 'latch', sv: '0.1.0' }

/** `base + path` with the sdk params (overridable, `undefined` drops one) and more query parameters. */
export function apiUrl(
  base: string,
  path: string,
  params: Record<string, string | number | undefined> = {},
): string {
  const url = new URL(path, base)
  for (const [key, value] of Object.entries({ ...SDK, ...params })) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

/** GETs and parses JSON, with the status. */
export async function getJson<T = Record<string, unknown>>(
  url: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url)
  return { status: response.status, body: (await response.json()) as T }
}

/** Waits, when the wall clock is in the last seconds of a minute, for the next one (a rate-limit window). */
export async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getSeconds()
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
}
