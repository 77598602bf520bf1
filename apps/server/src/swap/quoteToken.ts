import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a quote token carries back to the server when the visitor asks for the swap transaction. */
export interface SignedQuote {
  chainId: string
  from: string
  to: string
  amountIn: string
  amountOut: string
  path: readonly string[]
  /** Milliseconds since the epoch. */
  expiresAt: number
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url')

/** `payload.mac`, both base64url: the page can read the quote, only this server can make one. */
export function signQuote(secret: string, quote: SignedQuote): string {
  const payload = Buffer.from(JSON.stringify(quote)).toString('base64url')
  return `${payload}.${mac(secret, payload)}`
}

/** The quote a token carries, or undefined when it was not made with this secret or is malformed. */
export function readQuote(secret: string, token: string): SignedQuote | undefined {
  const [payload, given, extra] = token.split('.')
  if (!payload || !given || extra !== undefined) return undefined
  const expected = Buffer.from(mac(secret, payload))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return undefined
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedQuote
  } catch {
    return undefined
  }
}
