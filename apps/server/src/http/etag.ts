import { createHash } from 'node:crypto'
import type { Context } from 'hono'

/** A JSON answer with its entity tag, computed once and served many times. */
export interface TaggedBody {
  text: string
  etag: string
}

/** A strong entity tag for a body: its SHA-256, base64url, cut to 128 bits. */
function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
}

/** JSON text and its tag. */
export function taggedJson(value: unknown): TaggedBody {
  const text = JSON.stringify(value)
  return { text, etag: etagOf(text) }
}

/** Whether an `If-None-Match` header names `etag` (a list, `*`, weak tags compared weakly, as RFC 9110 says). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** Answers a tagged JSON body: 304 with no body when the client holds this tag, else 200. */
export function sendTagged(c: Context, body: TaggedBody, cacheControl: string): Response {
  const headers = { ETag: body.etag, 'Cache-Control': cacheControl }
  if (matchesEtag(c.req.header('If-None-Match'), body.etag)) return c.body(null, 304, headers)
  return c.body(body.text, 200, { ...headers, 'Content-Type': 'application/json' })
}
