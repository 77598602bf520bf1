import type { Latch } from '../latch/types'
import { CONNECTION_COOKIE, connectionCookieValue } from './connectionCookie'

export interface SyncConnectionCookieOptions {
  /** Cookie name (default `latch.connection`). */
  name?: string
  /** How long the cookie lives (default 30 days). */
  maxAgeSeconds?: number
  /** The document to write to (default `globalThis.document`). */
  document?: { cookie: string; location?: { protocol: string } }
}

const THIRTY_DAYS = 30 * 24 * 60 * 60

/**
 * Keeps the connection cookie in step with the client: written when a namespace connects, switches account or
 * network, removed when nothing is connected. Call once in the browser; returns the function that stops it.
 * The cookie is not HTTP-only (the page writes it), holds public addresses only, and is SameSite=Lax.
 */
export function syncConnectionCookie(client: Latch, options: SyncConnectionCookieOptions = {}): () => void {
  const target =
    options.document ?? (globalThis as { document?: SyncConnectionCookieOptions['document'] }).document
  if (!target) return () => {}
  const name = options.name ?? CONNECTION_COOKIE
  const secure = target.location?.protocol === 'https:' ? '; Secure' : ''
  let written: string | undefined
  const write = () => {
    const state = client.getState()
    // Mid-connect the account is neither kept nor gone: a reload then must still find the cookie.
    if (Object.values(state.accounts).some((account) => account?.status === 'connecting')) return
    const value = connectionCookieValue(state)
    if (value === written) return
    written = value
    target.cookie =
      value === undefined
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${name}=${value}; Path=/; Max-Age=${options.maxAgeSeconds ?? THIRTY_DAYS}; SameSite=Lax${secure}`
  }
  return client.subscribe(write)
}
