import * as v from 'valibot'
import { safeText } from '../http/boundary'

// No whitespace, control or format character (so no CRLF header injection), none of the characters that end an
// address in a header, one @, a dotted domain. Unicode letters pass (an internationalised address).
const LOCAL = String.raw`[^\s\p{C}\p{Z}@<>()[\]\\,;:"]{1,64}`
const LABEL = String.raw`[^\s\p{C}\p{Z}@<>()[\]\\,;:".]{1,63}`
const ADDRESS = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+${LABEL}$`, 'u')

/** An e-mail address from a request: refused unless plainly an address; kept NFC-normalised and lower-case. */
export const EmailAddress = v.pipe(
  safeText(254),
  v.regex(ADDRESS, 'is not an e-mail address'),
  v.transform((address) => address.normalize('NFC').toLowerCase()),
)
