import type { MessageKey, Messages } from './en'
import { en } from './en'
import { es } from './es'

/** Locales shipped complete with the package. */
export const BUNDLED_LOCALES = { en, es } as const satisfies Record<string, Messages>

/** A locale the package ships (`en`, `es`). */
export type BundledLocale = keyof typeof BUNDLED_LOCALES

/** Values inserted into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/** Looks up a message and fills its placeholders. */
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** A translator bound to one locale, with the host's overrides on top. */
export interface Translator {
  /** The BCP 47 locale used for Intl formatting. */
  locale: string
  t: Translate
}

/** Picks the bundled catalogue for a BCP 47 tag (`es-MX` → `es`), English when none matches. */
export function bundledCatalogue(locale: string): Messages {
  const language = locale.toLowerCase().split('-')[0] ?? 'en'
  return language in BUNDLED_LOCALES ? BUNDLED_LOCALES[language as BundledLocale] : en
}

/** Builds the translator: the locale's catalogue, then the host's overrides, English as the last fallback. */
export function createTranslator(locale = 'en', overrides: Partial<Messages> = {}): Translator {
  const catalogue = bundledCatalogue(locale)
  const t: Translate = (key, params) => {
    const template = overrides[key] ?? catalogue[key] ?? en[key] ?? key
    if (!params) return template
    return template.replace(/\{(\w+)\}/g, (match, name: string) => {
      const value = params[name]
      return value === undefined ? match : String(value)
    })
  }
  return { locale, t }
}
