import type { MessageKey, Messages } from './en'
import { en } from './en'
import { es } from './es'
import { fillMessage, languageOf, type MessageParams } from './fillMessage'

export type { MessageParams } from './fillMessage'

/** Locales shipped complete with the package. */
export const BUNDLED_LOCALES = { en, es } as const satisfies Record<string, Messages>

/** A locale the package ships (`en`, `es`). */
export type BundledLocale = keyof typeof BUNDLED_LOCALES

/** Looks up a message and fills its placeholders. */
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** A translator bound to one locale, with the host's overrides. */
export interface Translator {
  /** The BCP 47 locale used for Intl formatting. */
  locale: string
  t: Translate
}

/** Picks the bundled catalogue for a BCP 47 tag (`es-MX` → `es`), English when none matches. */
function bundledCatalogue(locale: string): Messages {
  return BUNDLED_LOCALES[languageOf(locale, BUNDLED_LOCALES) ?? 'en']
}

/** Builds the translator: the locale's catalogue, then the host's overrides, English as the last fallback. */
export function createTranslator(locale = 'en', overrides: Partial<Messages> = {}): Translator {
  const catalogue = bundledCatalogue(locale)
  const t: Translate = (key, params) =>
    fillMessage(overrides[key] ?? catalogue[key] ?? en[key] ?? key, params)
  return { locale, t }
}
