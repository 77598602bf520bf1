import { createHmac, timingSafeEqual } from 'node:crypto'

// MoonPay's URL signing (dev.moonpay.com, "URL signing"): an HMAC-SHA256 keyed with the secret over the URL's
// query string as sent (from the `?`, every value already URL-encoded), base64, appended last as `signature`
// (itself URL-encoded). Any change to the query after signing makes the signature fail.

/** Resolves a path (`/onramp/demo-provider?...`) too: only the query string is signed. */
const queryOf = (url: string) => new URL(url, 'https://relative.invalid').search

/** The base64 HMAC-SHA256 of `url`'s query string (`?a=1&b=2`) under `secret`. */
export function moonPaySignature(url: string, secret: string): string {
  return createHmac('sha256', secret).update(queryOf(url)).digest('base64')
}

/** `url` with its signature appended as the last parameter. */
export function signMoonPayUrl(url: string, secret: string): string {
  return `${url}&signature=${encodeURIComponent(moonPaySignature(url, secret))}`
}

/**
 * Whether `url` carries a valid signature under `secret`: the query before `&signature=` signed, and nothing after
 * it. A URL without a signature is not valid.
 */
export function isMoonPaySignatureValid(url: string, secret: string): boolean {
  const query = queryOf(url)
  const at = query.lastIndexOf('&signature=')
  if (at < 0 || query.slice(at + 1).includes('&')) return false
  const signature = new URLSearchParams(query.slice(at + 1)).get('signature') ?? ''
  const expected = Buffer.from(moonPaySignature(query.slice(0, at), secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
