/** The locales shipped complete with the package, each its own lazily loaded chunk (English loads with the modal). */
export const LOCALES = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'fa',
  'hi',
  'id',
  'th',
  'vi',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'sw',
  'ms',
] as const

/** A locale the package ships. */
export type Locale = (typeof LOCALES)[number]
