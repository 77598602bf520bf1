import { ENGLISH_BUTTONS } from './buttonMessages'
import type { MessageKey, Messages, PluralMessage } from './en'
import { fillMessage, type MessageParams } from './fillMessage'
import { isRightToLeft } from './pageLocale'

export type { MessageParams } from './fillMessage'

/** Looks up a message and fills its placeholders (a `count` picks the plural form). */
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** A translator bound to one locale, with the host's overrides. */
export interface Translator {
  /** The BCP 47 locale used for words and Intl formatting. */
  locale: string
  /** The locale's writing direction. */
  dir: 'ltr' | 'rtl'
  t: Translate
}

/** Writes a message in a locale: its plural form, its numbers, its placeholders. */
type Format = (message: string | PluralMessage, params: MessageParams | undefined, locale: string) => string

/** The English of a key, if loaded. */
export type EnglishLookup = (key: MessageKey) => Messages[MessageKey] | undefined

// The first load carries English's button words and a plain filler only; the rest of English's lookup (the base
// catalogue, then each feature's English once its views loaded it: `featureEnglish.ts`) and the locale-aware
// formatter arrive with the modal's chunk, which provides them here. Loaded code, not state.
let english: EnglishLookup = (key) => (ENGLISH_BUTTONS as Partial<Messages>)[key]
let format: Format = (message, params) => fillMessage(message as string, params)

/** Called with the modal's chunk: from then on every translator has the loaded English and Intl formatting. */
export function provideMessages(lookup: EnglishLookup, formatMessage: Format): void {
  english = lookup
  format = formatMessage
}

/**
 * Builds a translator: the host's overrides first, then the locale's catalogue, then English, else the key itself.
 * Once the modal's chunk is in, numbers are written with the locale's digits and a plural message picks its form
 * for `count` (`Intl.PluralRules`).
 */
export function createTranslator(
  locale = 'en',
  overrides: Partial<Messages> = {},
  catalogue: Partial<Messages> = {},
): Translator {
  const t: Translate = (key, params) => {
    const message = overrides[key] ?? catalogue[key] ?? english(key)
    return message === undefined ? key : format(message, params, locale)
  }
  return { locale, dir: isRightToLeft(locale) ? 'rtl' : 'ltr', t }
}
