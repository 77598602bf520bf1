import { FEATURE_ENGLISH, type Feature, type Messages } from './en'
import { type CatalogueChunk, catalogueFromChunk } from './loadCatalogue'
import type { Locale } from './localeList'

/**
 * One lazily loaded chunk per feature and locale (`catalogues/<feature>/<tag>.ts`; English is part of `en`). A
 * feature adds its strings by adding a folder there and a line here (see the package README, Languages).
 */
const CHUNKS: Record<Feature, Record<Exclude<Locale, 'en'>, () => Promise<CatalogueChunk>>> = {
  email: {
    es: () => import('./catalogues/email/es'),
    'pt-BR': () => import('./catalogues/email/pt-BR'),
    fr: () => import('./catalogues/email/fr'),
    de: () => import('./catalogues/email/de'),
    it: () => import('./catalogues/email/it'),
    nl: () => import('./catalogues/email/nl'),
    pl: () => import('./catalogues/email/pl'),
    tr: () => import('./catalogues/email/tr'),
    ru: () => import('./catalogues/email/ru'),
    uk: () => import('./catalogues/email/uk'),
    ar: () => import('./catalogues/email/ar'),
    he: () => import('./catalogues/email/he'),
    fa: () => import('./catalogues/email/fa'),
    hi: () => import('./catalogues/email/hi'),
    id: () => import('./catalogues/email/id'),
    th: () => import('./catalogues/email/th'),
    vi: () => import('./catalogues/email/vi'),
    'zh-CN': () => import('./catalogues/email/zh-CN'),
    'zh-TW': () => import('./catalogues/email/zh-TW'),
    ja: () => import('./catalogues/email/ja'),
    ko: () => import('./catalogues/email/ko'),
    sw: () => import('./catalogues/email/sw'),
    ms: () => import('./catalogues/email/ms'),
  },
  onramp: {
    es: () => import('./catalogues/onramp/es'),
    'pt-BR': () => import('./catalogues/onramp/pt-BR'),
    fr: () => import('./catalogues/onramp/fr'),
    de: () => import('./catalogues/onramp/de'),
    it: () => import('./catalogues/onramp/it'),
    nl: () => import('./catalogues/onramp/nl'),
    pl: () => import('./catalogues/onramp/pl'),
    tr: () => import('./catalogues/onramp/tr'),
    ru: () => import('./catalogues/onramp/ru'),
    uk: () => import('./catalogues/onramp/uk'),
    ar: () => import('./catalogues/onramp/ar'),
    he: () => import('./catalogues/onramp/he'),
    fa: () => import('./catalogues/onramp/fa'),
    hi: () => import('./catalogues/onramp/hi'),
    id: () => import('./catalogues/onramp/id'),
    th: () => import('./catalogues/onramp/th'),
    vi: () => import('./catalogues/onramp/vi'),
    'zh-CN': () => import('./catalogues/onramp/zh-CN'),
    'zh-TW': () => import('./catalogues/onramp/zh-TW'),
    ja: () => import('./catalogues/onramp/ja'),
    ko: () => import('./catalogues/onramp/ko'),
    sw: () => import('./catalogues/onramp/sw'),
    ms: () => import('./catalogues/onramp/ms'),
  },
  receive: {
    es: () => import('./catalogues/receive/es'),
    'pt-BR': () => import('./catalogues/receive/pt-BR'),
    fr: () => import('./catalogues/receive/fr'),
    de: () => import('./catalogues/receive/de'),
    it: () => import('./catalogues/receive/it'),
    nl: () => import('./catalogues/receive/nl'),
    pl: () => import('./catalogues/receive/pl'),
    tr: () => import('./catalogues/receive/tr'),
    ru: () => import('./catalogues/receive/ru'),
    uk: () => import('./catalogues/receive/uk'),
    ar: () => import('./catalogues/receive/ar'),
    he: () => import('./catalogues/receive/he'),
    fa: () => import('./catalogues/receive/fa'),
    hi: () => import('./catalogues/receive/hi'),
    id: () => import('./catalogues/receive/id'),
    th: () => import('./catalogues/receive/th'),
    vi: () => import('./catalogues/receive/vi'),
    'zh-CN': () => import('./catalogues/receive/zh-CN'),
    'zh-TW': () => import('./catalogues/receive/zh-TW'),
    ja: () => import('./catalogues/receive/ja'),
    ko: () => import('./catalogues/receive/ko'),
    sw: () => import('./catalogues/receive/sw'),
    ms: () => import('./catalogues/receive/ms'),
  },
  send: {
    es: () => import('./catalogues/send/es'),
    'pt-BR': () => import('./catalogues/send/pt-BR'),
    fr: () => import('./catalogues/send/fr'),
    de: () => import('./catalogues/send/de'),
    it: () => import('./catalogues/send/it'),
    nl: () => import('./catalogues/send/nl'),
    pl: () => import('./catalogues/send/pl'),
    tr: () => import('./catalogues/send/tr'),
    ru: () => import('./catalogues/send/ru'),
    uk: () => import('./catalogues/send/uk'),
    ar: () => import('./catalogues/send/ar'),
    he: () => import('./catalogues/send/he'),
    fa: () => import('./catalogues/send/fa'),
    hi: () => import('./catalogues/send/hi'),
    id: () => import('./catalogues/send/id'),
    th: () => import('./catalogues/send/th'),
    vi: () => import('./catalogues/send/vi'),
    'zh-CN': () => import('./catalogues/send/zh-CN'),
    'zh-TW': () => import('./catalogues/send/zh-TW'),
    ja: () => import('./catalogues/send/ja'),
    ko: () => import('./catalogues/send/ko'),
    sw: () => import('./catalogues/send/sw'),
    ms: () => import('./catalogues/send/ms'),
  },
  siwx: {
    es: () => import('./catalogues/siwx/es'),
    'pt-BR': () => import('./catalogues/siwx/pt-BR'),
    fr: () => import('./catalogues/siwx/fr'),
    de: () => import('./catalogues/siwx/de'),
    it: () => import('./catalogues/siwx/it'),
    nl: () => import('./catalogues/siwx/nl'),
    pl: () => import('./catalogues/siwx/pl'),
    tr: () => import('./catalogues/siwx/tr'),
    ru: () => import('./catalogues/siwx/ru'),
    uk: () => import('./catalogues/siwx/uk'),
    ar: () => import('./catalogues/siwx/ar'),
    he: () => import('./catalogues/siwx/he'),
    fa: () => import('./catalogues/siwx/fa'),
    hi: () => import('./catalogues/siwx/hi'),
    id: () => import('./catalogues/siwx/id'),
    th: () => import('./catalogues/siwx/th'),
    vi: () => import('./catalogues/siwx/vi'),
    'zh-CN': () => import('./catalogues/siwx/zh-CN'),
    'zh-TW': () => import('./catalogues/siwx/zh-TW'),
    ja: () => import('./catalogues/siwx/ja'),
    ko: () => import('./catalogues/siwx/ko'),
    sw: () => import('./catalogues/siwx/sw'),
    ms: () => import('./catalogues/siwx/ms'),
  },
  swap: {
    es: () => import('./catalogues/swap/es'),
    'pt-BR': () => import('./catalogues/swap/pt-BR'),
    fr: () => import('./catalogues/swap/fr'),
    de: () => import('./catalogues/swap/de'),
    it: () => import('./catalogues/swap/it'),
    nl: () => import('./catalogues/swap/nl'),
    pl: () => import('./catalogues/swap/pl'),
    tr: () => import('./catalogues/swap/tr'),
    ru: () => import('./catalogues/swap/ru'),
    uk: () => import('./catalogues/swap/uk'),
    ar: () => import('./catalogues/swap/ar'),
    he: () => import('./catalogues/swap/he'),
    fa: () => import('./catalogues/swap/fa'),
    hi: () => import('./catalogues/swap/hi'),
    id: () => import('./catalogues/swap/id'),
    th: () => import('./catalogues/swap/th'),
    vi: () => import('./catalogues/swap/vi'),
    'zh-CN': () => import('./catalogues/swap/zh-CN'),
    'zh-TW': () => import('./catalogues/swap/zh-TW'),
    ja: () => import('./catalogues/swap/ja'),
    ko: () => import('./catalogues/swap/ko'),
    sw: () => import('./catalogues/swap/sw'),
    ms: () => import('./catalogues/swap/ms'),
  },
  walletconnect: {
    es: () => import('./catalogues/walletconnect/es'),
    'pt-BR': () => import('./catalogues/walletconnect/pt-BR'),
    fr: () => import('./catalogues/walletconnect/fr'),
    de: () => import('./catalogues/walletconnect/de'),
    it: () => import('./catalogues/walletconnect/it'),
    nl: () => import('./catalogues/walletconnect/nl'),
    pl: () => import('./catalogues/walletconnect/pl'),
    tr: () => import('./catalogues/walletconnect/tr'),
    ru: () => import('./catalogues/walletconnect/ru'),
    uk: () => import('./catalogues/walletconnect/uk'),
    ar: () => import('./catalogues/walletconnect/ar'),
    he: () => import('./catalogues/walletconnect/he'),
    fa: () => import('./catalogues/walletconnect/fa'),
    hi: () => import('./catalogues/walletconnect/hi'),
    id: () => import('./catalogues/walletconnect/id'),
    th: () => import('./catalogues/walletconnect/th'),
    vi: () => import('./catalogues/walletconnect/vi'),
    'zh-CN': () => import('./catalogues/walletconnect/zh-CN'),
    'zh-TW': () => import('./catalogues/walletconnect/zh-TW'),
    ja: () => import('./catalogues/walletconnect/ja'),
    ko: () => import('./catalogues/walletconnect/ko'),
    sw: () => import('./catalogues/walletconnect/sw'),
    ms: () => import('./catalogues/walletconnect/ms'),
  },
}

// Loaded code, not state: a catalogue never changes once in. A failed load is forgotten, so the next call retries.
const pending = new Map<string, Promise<Partial<Messages>>>()
const loaded = new Map<string, Partial<Messages>>()

/** Loads a shipped locale's catalogue of one feature (its own small chunk) once; English is already in. */
export function loadFeatureCatalogue(feature: Feature, locale: Locale): Promise<Partial<Messages>> {
  if (locale === 'en') return Promise.resolve(FEATURE_ENGLISH[feature])
  const key = `${feature}:${locale}`
  let messages = pending.get(key)
  if (!messages) {
    messages = CHUNKS[feature][locale]().then((chunk) => {
      const catalogue = catalogueFromChunk(chunk, FEATURE_ENGLISH[feature])
      loaded.set(key, catalogue)
      return catalogue
    })
    messages.catch(() => pending.delete(key))
    pending.set(key, messages)
  }
  return messages
}

/** A feature's catalogue in a locale once loaded (English always), else undefined. */
export function loadedFeatureCatalogue(feature: Feature, locale: Locale): Partial<Messages> | undefined {
  return locale === 'en' ? FEATURE_ENGLISH[feature] : loaded.get(`${feature}:${locale}`)
}
