import { type LatchError, toLatchError } from '@latch/core'
import type { Translate } from './createTranslator'
import type { MessageKey } from './en'

/** The placeholders an error's message carries, read from the error's own fields. */
function errorParams(error: LatchError): Record<string, string | number> {
  const fields = error as LatchError & { secondsLeft?: number; reasons?: string }
  return {
    ...(fields.secondsLeft === undefined ? {} : { seconds: fields.secondsLeft }),
    ...(fields.reasons === undefined ? {} : { reasons: fields.reasons }),
  }
}

/**
 * What the modal shows for a failure, in the visitor's language: the catalogue text of the error's code
 * (`error.<CODE>`). Anything else a wallet throws is read as Latch's typed error first; a code with no
 * catalogue entry shows the error's own message.
 */
export function translateError(error: unknown, t: Translate): string {
  const latchError = toLatchError(error)
  // An error with several texts under one code (EmailCodeError) is looked up by its kind first.
  const kind = (latchError as LatchError & { kind?: string }).kind
  if (kind !== undefined) {
    const kindKey = `error.${latchError.code}.${kind}` as MessageKey
    const kindText = t(kindKey, errorParams(latchError))
    if (kindText !== kindKey) return kindText
  }
  const key = `error.${latchError.code}` as MessageKey
  const text = t(key, errorParams(latchError))
  return text === key ? latchError.message : text
}
