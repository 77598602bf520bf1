import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { type EmbeddedTestServer, frameCall } from './embedded'

// A browser's part in a social login, over HTTP: the start page, the local provider's sign-in page (a button per
// test user), and the redirect back to the callback. Only the provider's own cookies are kept, as a browser would.

/** A fresh attempt id, as the host page makes at the click. */
export const newAttempt = () => randomUUID()

/** Follows a login from `/embedded/social/start` to the callback URL the provider sends the browser to. */
export async function signInAtProvider(
  target: EmbeddedTestServer,
  options: { attempt: string; sub: string; provider?: string; returnTo?: string; projectId?: string },
): Promise<URL> {
  const start = startUrl(target, options)
  const started = await fetch(start, { redirect: 'manual' })
  expect(started.status, await started.clone().text()).toBe(303)
  const cookies: string[] = []
  const go = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookies.join('; ') },
    })
    for (const cookie of response.headers.getSetCookie()) cookies.push(cookie.split(';')[0] as string)
    return response
  }
  let response = await go(new URL(started.headers.get('location') as string))
  let url = new URL(response.headers.get('location') as string, response.url)
  response = await go(url)
  const page = await response.text()
  const action = /action="([^"]+)"/.exec(page)?.[1]
  expect(action, 'the provider shows its sign-in page').toBeDefined()
  response = await go(new URL(action as string, url), {
    method: 'POST',
    body: new URLSearchParams({ sub: options.sub }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  url = new URL(response.headers.get('location') as string, url)
  response = await go(url)
  expect(response.status).toBe(303)
  const callback = new URL(response.headers.get('location') as string, url)
  expect(callback.origin + callback.pathname).toBe(`${target.server.url}/embedded/social/callback`)
  return callback
}

export function startUrl(
  target: EmbeddedTestServer,
  options: { attempt: string; provider?: string; returnTo?: string; projectId?: string },
) {
  const url = new URL('/embedded/social/start', target.server.url)
  url.searchParams.set('projectId', options.projectId ?? 'test-project')
  url.searchParams.set('provider', options.provider ?? 'google')
  url.searchParams.set('attempt', options.attempt)
  if (options.returnTo) url.searchParams.set('returnTo', options.returnTo)
  return url
}

/** The frame taking the login's outcome. */
export const claimResult = (target: EmbeddedTestServer, attempt: string) =>
  frameCall(target, 'POST', '/embedded/social/result', { body: { attempt } })

/** The text of the page the popup ends on. */
export async function outcomeText(response: Response) {
  const html = /<p id="latch-social-outcome"[^>]*>([^<]*)<\/p>/.exec(await response.text())?.[1]
  return html
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
