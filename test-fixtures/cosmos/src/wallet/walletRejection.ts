/** What Keplr (and Leap) throw when the visitor declines a prompt: a plain Error with this text, no code. */
export const REQUEST_REJECTED = 'Request rejected'

/** The decline error, shaped as Keplr's. */
export function requestRejected(): Error {
  return new Error(REQUEST_REJECTED)
}
