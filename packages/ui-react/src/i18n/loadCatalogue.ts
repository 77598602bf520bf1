import { catalogueOrder } from './catalogueOrder'
import { enBase, type MessageKey, type Messages } from './en'
import type { Locale } from './localeList'

/** A catalogue chunk: the object written in source, or the array of its messages the build makes of it. */
export type CatalogueChunk = { default: Partial<Messages> | readonly (Messages[MessageKey] | null)[] }

/**
 * One lazily loaded chunk per locale for the base catalogue (English is part of the modal's chunk); the features'
 * messages are chunks of their own (`loadFeatureCatalogue.ts`).
 */
const CHUNKS: Record<Exclude<Locale, 'en'>, () => Promise<CatalogueChunk>> = {
  es: () => import('./catalogues/es'),
  'pt-BR': () => import('./catalogues/pt-BR'),
  fr: () => import('./catalogues/fr'),
  de: () => import('./catalogues/de'),
  it: () => import('./catalogues/it'),
  nl: () => import('./catalogues/nl'),
  pl: () => import('./catalogues/pl'),
  tr: () => import('./catalogues/tr'),
  ru: () => import('./catalogues/ru'),
  uk: () => import('./catalogues/uk'),
  ar: () => import('./catalogues/ar'),
  he: () => import('./catalogues/he'),
  fa: () => import('./catalogues/fa'),
  hi: () => import('./catalogues/hi'),
  id: () => import('./catalogues/id'),
  th: () => import('./catalogues/th'),
  vi: () => import('./catalogues/vi'),
  'zh-CN': () => import('./catalogues/zh-CN'),
  'zh-TW': () => import('./catalogues/zh-TW'),
  ja: () => import('./catalogues/ja'),
  ko: () => import('./catalogues/ko'),
  sw: () => import('./catalogues/sw'),
  ms: () => import('./catalogues/ms'),
}

// Loaded code, not state: a catalogue never changes once in. A failed load is forgotten, so the next call retries.
const loaded = new Map<string, Promise<Partial<Messages>>>()

/**
 * The messages of a catalogue chunk, whichever form it has (a `null` in the array form: no message). `english` is
 * the English of that catalogue (`enBase`, or a feature's), whose sorted keys the array follows.
 */
export function catalogueFromChunk(chunk: CatalogueChunk, english: object = enBase): Partial<Messages> {
  const messages = chunk.default
  if (!Array.isArray(messages)) return messages as Partial<Messages>
  const order = catalogueOrder(english)
  return Object.fromEntries(
    messages.flatMap((message, index) => (message === null ? [] : [[order[index], message]])),
  ) as Partial<Messages>
}

/** Loads a shipped locale's base catalogue (its own small chunk) once; English's is in the modal's chunk. */
export function loadCatalogue(locale: Locale): Promise<Partial<Messages>> {
  if (locale === 'en') return Promise.resolve(enBase)
  let pending = loaded.get(locale)
  if (!pending) {
    pending = CHUNKS[locale]().then(catalogueFromChunk)
    pending.catch(() => loaded.delete(locale))
    loaded.set(locale, pending)
  }
  return pending
}
